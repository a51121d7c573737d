//! Sentences and errors as words (API reference "GameAnalyzer", "Game", "Bigger boards"): a text of `crate::text::texts` (a
//! message or a piece, its word its position in the table; its `{}`s filled by the words after
//! it), and the squares, players, levels and numbers between them. A sentence or a failure
//! crosses to JavaScript as these numbers and is joined there (`pkg-template/lib/words.js`), so
//! the wasm module formats no text; natively [`Words::text`] joins them the same way.

use alloc::{string::String, string::ToString, vec::Vec};
use crate::common::player::Player;
use crate::text::texts::{self, Message, Piece, Text};
use crate::ttt::bitboard::Bitboard;
use crate::ttt::square::Square;
use crate::ttt::strategy::Difficulty;

/// The first word of a square: the words below it are texts ([`texts::TEXTS`]).
pub const WORD_SQUARE: u32 = 128;
/// The first word of a player (X, then O).
pub const WORD_PLAYER: u32 = WORD_SQUARE + 16;
/// The first word of a level's name, by its index in `Difficulty::ALL`.
pub const WORD_LEVEL: u32 = WORD_PLAYER + 16;
/// The first word of an input of the call that failed, by its place (a hot answer's board, then
/// its player): JavaScript, which passed it, writes it as a number, so a refusal packed into a
/// hot answer's number needs no room for it.
pub const WORD_INPUT: u32 = WORD_LEVEL + 16;
/// The first word of a number: the number is the word minus this.
pub const WORD_NUMBER: u32 = WORD_INPUT + 2;

/// A sentence as the numbers JavaScript joins.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Words(pub Vec<u32>);

impl Words {
    /// One word; out of line, so that each sentence's writer is a list of calls (inlined, the
    /// `Vec` growth checks made the analyzer's and the review's writers 5.4 KB of wasm).
    #[inline(never)]
    fn word(&mut self, word: u32) -> &mut Self {
        self.0.push(word);
        self
    }

    pub fn piece(&mut self, piece: Piece) -> &mut Self {
        self.word(u32::from(piece.0))
    }

    pub fn square(&mut self, square: Square) -> &mut Self {
        self.word(WORD_SQUARE + u32::from(square.index()))
    }

    pub fn player(&mut self, player: Player) -> &mut Self {
        self.word(WORD_PLAYER + u32::from(player == Player::O))
    }

    pub fn number(&mut self, n: u32) -> &mut Self {
        self.word(WORD_NUMBER.saturating_add(n))
    }

    pub fn level(&mut self, level: Difficulty) -> &mut Self {
        let index = Difficulty::ALL.iter().position(|&d| d == level).unwrap_or(0);
        self.word(WORD_LEVEL + index as u32)
    }

    /// The call's input at `place` (see [`WORD_INPUT`]).
    pub fn input(&mut self, place: u32) -> &mut Self {
        self.word(WORD_INPUT + place)
    }

    /// A message the core raises (below `texts::READER_TEXTS`); the words that follow fill its `{}`s.
    pub fn message(&mut self, message: &Message) -> &mut Self {
        debug_assert!(usize::from(message.word) < texts::READER_TEXTS, "{} is no word", message.name);
        self.message_at(message.word)
    }

    /// The message whose word is `word` ([`Message::word`]).
    pub fn message_at(&mut self, word: u8) -> &mut Self {
        self.word(u32::from(word))
    }

    /// Another sentence's words after these.
    pub fn then(&mut self, words: &Words) -> &mut Self {
        self.0.extend_from_slice(&words.0);
        self
    }

    /// `squares` as "(0, 2)", "(0, 2) and (2, 0)" or "(0, 2), (2, 0) and (2, 2)", with `last`
    /// ([`texts::AND`] or [`texts::OR`]) before the final one.
    pub fn squares(&mut self, squares: Bitboard, last: Piece) -> &mut Self {
        let total = squares.count() as usize;
        for (i, sq) in squares.squares().enumerate() {
            if i > 0 {
                self.piece(if i + 1 == total { last } else { texts::COMMA });
            }
            self.square(sq);
        }
        self
    }

    /// The sentence, joined as `words.js` joins it in JavaScript.
    pub fn text(&self) -> String {
        let mut out = String::new();
        let mut words = self.0.iter().copied();
        while write_next(&mut words, &mut out) {}
        out
    }
}

impl Message {
    /// This message as words, its `{}`s filled by what `args` writes.
    pub fn words(&self, args: impl FnOnce(&mut Words)) -> Words {
        let mut words = Words::default();
        words.message(self);
        args(&mut words);
        words
    }
}

/// Writes the next word (a message with its arguments) of `words`; false once none is left.
fn write_next(words: &mut dyn Iterator<Item = u32>, out: &mut String) -> bool {
    let Some(word) = words.next() else { return false };
    match word {
        w if w < WORD_SQUARE => fill(texts::TEXTS.get(w as usize).map_or("", Text::text), words, out),
        w if w < WORD_PLAYER => {
            let index = u8::try_from(w - WORD_SQUARE).unwrap_or(u8::MAX);
            out.push_str(&Square::new(index).map(|s| s.to_string()).unwrap_or_default());
        }
        w if w < WORD_LEVEL => out.push_str(if w == WORD_PLAYER { "X" } else { "O" }),
        w if w < WORD_INPUT => out.push_str(Difficulty::ALL.get((w - WORD_LEVEL) as usize).map_or("", |d| d.name())),
        // Only JavaScript knows a call's inputs; natively no error names one.
        w if w < WORD_NUMBER => {}
        w => out.push_str(&(w - WORD_NUMBER).to_string()),
    }
    true
}

/// Writes `text`, each of its `{}`s filled by the next word (one word, or one message with its own).
fn fill(text: &str, words: &mut dyn Iterator<Item = u32>, out: &mut String) {
    let mut parts = text.split("{}");
    out.push_str(parts.next().unwrap_or_default());
    for part in parts {
        write_next(words, out);
        out.push_str(part);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_word_of_a_text_is_below_the_squares() {
        assert!(texts::READER_TEXTS <= WORD_SQUARE as usize, "{} words of texts", texts::READER_TEXTS);
        assert_eq!(Words::default().piece(texts::HELD_THE_DRAW).text(), " held the draw.");
        assert_eq!(texts::TURN.words(|w| {
            w.player(Player::O).player(Player::X);
        }).text(), "it is O's turn, not X's");
    }

    #[test]
    fn squares_are_listed_with_the_last_joined_by_its_piece() {
        let set = Bitboard::EMPTY.with(Square::new(2).unwrap()).with(Square::new(6).unwrap()).with(Square::new(8).unwrap());
        assert_eq!(Words::default().squares(set, texts::AND).text(), "(0, 2), (2, 0) and (2, 2)");
        let two = Bitboard::EMPTY.with(Square::new(0).unwrap()).with(Square::new(4).unwrap());
        assert_eq!(Words::default().squares(two, texts::OR).text(), "(0, 0) or (1, 1)");
        assert_eq!(Words::default().player(Player::O).piece(texts::WINS_IN).number(12).text(), "O wins in 12");
        assert_eq!(Words::default().level(Difficulty::Mcts).text(), "mcts");
    }
}
