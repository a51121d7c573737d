//! Sentences as words (SPEC §4, §7.3, §8): the pieces of sentences, declared once here and
//! written into `wire.js` as `PIECES` (a piece with `{}`s is filled by the words after it), and
//! the squares, players and numbers between them. A sentence crosses
//! to JavaScript as these numbers and is joined there (`pkg-template/lib/words.js`), so the
//! wasm module formats no text; natively [`Words::text`] joins them the same way.

use alloc::{string::String, string::ToString, vec::Vec};
use crate::common::player::Player;
use crate::text::messages::{self, Message};
use crate::ttt::bitboard::Bitboard;
use crate::ttt::square::Square;
use crate::ttt::strategy::Difficulty;

/// A literal piece of a sentence, by its index in [`PIECES`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Piece(u8);

macro_rules! pieces {
    ($($name:ident = $text:literal,)*) => {
        pieces!(@at 0u8; $($name,)*);
        /// Every piece's text, by its index.
        pub const PIECES: &[&str] = &[$($text),*];
    };
    (@at $i:expr; $name:ident, $($rest:ident,)*) => {
        pub const $name: Piece = Piece($i);
        pieces!(@at $i + 1; $($rest,)*);
    };
    (@at $i:expr;) => {};
}

pieces! {
    // First, the pieces of errors (`crate::text::messages::RAISED`): the options a level owns and the
    // levels they belong to, and what did not come from the JS readers. Only these, below
    // `SENTENCE_PIECES`, reach `failure` (words.js's `ERROR_PIECES`), so a page that shows no
    // sentence carries none of the others.
    SKILL = "skill",
    VARIETY = "variety",
    ADAPTIVE = "adaptive",
    RULES = "rules",
    CELL_ORDER = "cellOrder",
    OPPONENT = "opponent",
    MCTS_TIME_MS = "mctsTimeMs",
    HARD_OR_EXPERT = "'hard' or 'expert'",
    RULES_LEVEL = "'rules'",
    EXPERT_LEVEL = "'expert'",
    MCTS_LEVEL = "'mcts'",
    OPTIONS = "options",
    GAME_RECORDS = "game records",
    WORKERS = "workers",
    MNK_VALUE = "an m,n,k value",
    BOARD = "board",
    PLAYER = "player",
    SQUARE = "square",
    RESULT = "result",
    // Then the sentences' (SPEC §4, §7.3).
    COMMA = ", ",
    AND = " and ",
    OR = " or ",
    PERIOD = ".",
    PLAY = "Play ",
    PLAY_LOWER = "play ",
    BLOCK = "Block ",
    BLOCK_LOWER = "block ",
    IF_IT_WERE = "If it were ",
    TURN_IT_IS = "'s turn (it is ",
    TURN_END = "'s): ",
    TO_WIN = " to win.",
    OR_YOU_LOSE = " or you lose next turn.",
    HAS = " has ",
    TWO = "two",
    THREE = "three",
    SEVERAL = "several",
    WINNING_THREATS_AT = " winning threats, at ",
    SEMICOLON_BLOCK = "; block ",
    AND_HOPE = " and hope ",
    MISSES_THE_OTHER = " misses the other.",
    MISSES_THE_OTHERS = " misses the others.",
    CANNOT_BLOCK = ", and you cannot block ",
    BOTH = "both",
    THEM_ALL = "them all",
    SEMICOLON_PLAY = "; play ",
    MISSES_THEM = " misses them.",
    TO_CREATE_TWO = " to create two threats at once; ",
    CAN_ONLY_BLOCK_ONE = " can only block one.",
    TO_STOP = " to stop ",
    FROM_FORKING_AT = " from forking at ",
    BEST_PLAY_DRAW = "; with best play the game is a draw.",
    YOU_WIN_IN = ": you win in ",
    MOVE_PERFECT = " move with perfect play.",
    MOVES_PERFECT = " moves with perfect play.",
    TO_HOLD_OUT = " to hold out longest; with best play ",
    STILL_WINS_IN = " still wins in ",
    MOVE_END = " move.",
    MOVES_END = " moves.",
    WON_THREE_IN_A_ROW = " won with three in a row at ",
    GAME_DRAWN = "The game is a draw.",
    WINS_THE_GAME = " wins the game.",
    IS_BEST = " is best: ",
    WINS_IN = " wins in ",
    STAYS_A_DRAW = " is best: the game stays a draw.",
    HOLDS_OUT_LONGEST = " is best: it holds out longest.",
    STILL_WINS = " still wins; ",
    LOSES_SOONER_THAN = " loses sooner than ",
    HAD_A_WIN_AT = " had a win at ",
    HAD_A_FORK_AT = " had a fork at ",
    SEMICOLON = "; ",
    LOSES = " loses.",
    ONLY_DREW = " only drew.",
    WOULD_HAVE_WON = " would have won; ",
    HAD_TO_BLOCK = " had to block ",
    LETS = " lets ",
    WIN_END = " win.",
    WIN_SEMICOLON = " win; ",
    HELD_THE_DRAW = " held the draw.",
    // The m,n,k analysis's sentences (SPEC §8), each whole: its `{}`s are filled by the words
    // that follow it, as a message's are.
    MNK_WIN = "Play ({}, {}) to complete {} in a row and win.",
    MNK_BLOCK = "Block ({}, {}): {} completes {} in a row there next move.",
    MNK_DOUBLE = "{} can complete {} in a row at {} cells, so you cannot block them all; block ({}, {}) and hope {} misses the others.",
    MNK_FORK = "Play ({}, {}) to make two threats at once; {} can only block one.",
    MNK_STOP_FORK = "Take ({}, {}) first: there {} would make two threats at once.",
    MNK_FORCED_WIN = "Play ({}, {}) to start a forced win: threat after threat, {} must answer each until it cannot block them all.",
    MNK_DEFEND = "Play ({}, {}): otherwise {} forces a win with threats of {} in a row.",
    MNK_THREAT = "Play ({}, {}) to threaten {} in a row and force {} to block.",
    MNK_QUIET = "No one can win at once; play ({}, {}), the open cell on the most lines still open.",
    MNK_KEEP_WIN = "No one can win at once; play ({}, {}), which keeps a forced win.",
    MNK_KEEP_DRAW = "No one can win at once; play ({}, {}), which holds the draw.",
    MNK_MISERE = "Completing {} in a row loses here; play ({}, {}), which completes no line.",
    MNK_FORCED = "Every move completes {} in a row and loses; ({}, {}) is as good as any.",
    MNK_WON = "{} has won: the game is over.",
    MNK_DRAWN = "The board is full: the game is a draw.",
}

/// The pieces below this are the errors'; from it on, the sentences'.
pub const SENTENCE_PIECES: usize = COMMA.0 as usize;

/// The first word of a square: words below it are pieces.
pub const WORD_SQUARE: u32 = 128;
/// The first word of a player (X, then O).
pub const WORD_PLAYER: u32 = WORD_SQUARE + 16;
/// The first word of a message the core raises, by its index in [`messages::RAISED`]: each `{}`
/// of its text is filled by the words that follow, one word or one message each.
pub const WORD_MESSAGE: u32 = WORD_PLAYER + 16;
/// The first word of a level's name, by its index in `Difficulty::ALL`.
pub const WORD_LEVEL: u32 = WORD_MESSAGE + 64;
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

    /// A message from [`messages::RAISED`]; the words that follow fill its `{}`s.
    pub fn message(&mut self, message: &Message) -> &mut Self {
        self.raised(message.raised)
    }

    /// The message raised at `index` ([`Message::raised`]).
    pub fn raised(&mut self, index: u8) -> &mut Self {
        self.word(WORD_MESSAGE + u32::from(index))
    }

    /// Another sentence's words after these.
    pub fn then(&mut self, words: &Words) -> &mut Self {
        self.0.extend_from_slice(&words.0);
        self
    }

    /// `squares` as "(0, 2)", "(0, 2) and (2, 0)" or "(0, 2), (2, 0) and (2, 2)", with `last`
    /// ([`AND`] or [`OR`]) before the final one.
    pub fn squares(&mut self, squares: Bitboard, last: Piece) -> &mut Self {
        let total = squares.count() as usize;
        for (i, sq) in squares.squares().enumerate() {
            if i > 0 {
                self.piece(if i + 1 == total { last } else { COMMA });
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
        w if w < WORD_SQUARE => fill(PIECES.get(w as usize).copied().unwrap_or_default(), words, out),
        w if w < WORD_PLAYER => {
            let index = u8::try_from(w - WORD_SQUARE).unwrap_or(u8::MAX);
            out.push_str(&Square::new(index).map(|s| s.to_string()).unwrap_or_default());
        }
        w if w < WORD_MESSAGE => out.push_str(if w == WORD_PLAYER { "X" } else { "O" }),
        w if w < WORD_LEVEL => fill(messages::RAISED.get((w - WORD_MESSAGE) as usize).map_or("", |m| m.text), words, out),
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
    fn each_raised_message_knows_its_word() {
        for (i, m) in messages::RAISED.iter().enumerate() {
            assert_eq!(usize::from(m.raised), i, "{}", m.name);
        }
        for m in messages::ALL {
            if m.raised != messages::NOT_RAISED {
                assert_eq!(messages::RAISED[usize::from(m.raised)].name, m.name);
            }
        }
        let words = WORD_LEVEL - WORD_MESSAGE;
        assert!(messages::RAISED.len() <= words as usize, "{} raised messages, {words} words", messages::RAISED.len());
    }

    #[test]
    fn every_piece_has_a_word_below_the_squares() {
        assert!(PIECES.len() <= WORD_SQUARE as usize);
        assert_eq!(PIECES[HELD_THE_DRAW.0 as usize], " held the draw.");
    }

    #[test]
    fn squares_are_listed_with_the_last_joined_by_its_piece() {
        let set = Bitboard::EMPTY.with(Square::new(2).unwrap()).with(Square::new(6).unwrap()).with(Square::new(8).unwrap());
        assert_eq!(Words::default().squares(set, AND).text(), "(0, 2), (2, 0) and (2, 2)");
        let two = Bitboard::EMPTY.with(Square::new(0).unwrap()).with(Square::new(4).unwrap());
        assert_eq!(Words::default().squares(two, OR).text(), "(0, 0) or (1, 1)");
        assert_eq!(Words::default().player(Player::O).piece(WINS_IN).number(12).text(), "O wins in 12");
        assert_eq!(Words::default().level(Difficulty::Mcts).text(), "mcts");
    }
}
