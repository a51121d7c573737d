//! How answers cross back to JavaScript: squares, boards, facts and lists packed into numbers,
//! each packed field declared once as a [`Field`] (see `javascript` for the JS side).

use super::NO_SQUARE;
use crate::common::player::Player;
use crate::ttt::analyzer::{Evaluation, Explanation, Report, Threat, ThreatKind};
use crate::ttt::bitboard::Bitboard;
use crate::ttt::board::Board;
use crate::ttt::game::GameStatus;
use crate::ttt::line::LINES;
use crate::ttt::position::Position;
use crate::ttt::solver::{Eval, RankedMoves, Value};
use crate::ttt::square::Square;
use crate::ttt::strategy::Rule;
use core::sync::atomic::{AtomicU64, Ordering::Relaxed};

/// A player's index in [`Player::BOTH`], or [`NO_PLAYER`].
pub fn player(player: Option<Player>) -> u32 {
    player.map_or(NO_PLAYER, player_code)
}

/// "No player": nobody won, or the game is over.
pub const NO_PLAYER: u32 = 2;

pub fn square(sq: Option<Square>) -> u32 {
    sq.map_or(NO_SQUARE, |sq| u32::from(sq.index()))
}

pub fn square_set(set: Bitboard) -> u32 {
    u32::from(set.bits())
}

/// A field of a packed answer: `bits` wide from bit `at`. Each is declared once, below: the
/// packers here place values with it, and [`javascript`] writes its shift (`NAME`), width
/// (`NAME_BITS`) and mask (`NAME_MASK`) for the JS unpacker, which types none of its own.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Field {
    pub at: u32,
    pub bits: u32,
}

impl Field {
    pub(super) const fn new(at: u32, bits: u32) -> Field {
        Field { at, bits }
    }

    /// The field after this one, `bits` wide.
    const fn then(self, bits: u32) -> Field {
        Field { at: self.at + self.bits, bits }
    }

    pub const fn mask(self) -> u32 {
        (1 << self.bits) - 1
    }

    /// `value` in place (cut to the field's width).
    pub const fn put(self, value: u32) -> u32 {
        (value & self.mask()) << self.at
    }

    /// The field's value in `word`.
    pub const fn get(self, word: u32) -> u32 {
        (word >> self.at) & self.mask()
    }
}

/// A board on the wire: X's squares, then O's (bit `i` of each is square `i`).
pub const BOARD_X: Field = Field::new(0, 9);
pub const BOARD_O: Field = BOARD_X.then(9);
/// A ranked move: its square and its evaluation's code (below 30, see [`eval_code`]).
pub(super) const RANKED_SQUARE: Field = Field::new(0, 4);
pub(super) const RANKED_EVAL: Field = RANKED_SQUARE.then(5);
/// A report's head below its payload: evaluation, best square, threat count, slot.
pub(super) const HEAD_EVALUATION: Field = Field::new(0, 2);
pub(super) const HEAD_BEST: Field = HEAD_EVALUATION.then(4);
pub(super) const HEAD_COUNT: Field = HEAD_BEST.then(5);
pub(super) const HEAD_SLOT: Field = HEAD_COUNT.then(15);
/// A threat item: player, line (its index in [`LINES`]), missing square, kind.
pub(super) const THREAT_PLAYER: Field = Field::new(0, 1);
pub(super) const THREAT_LINE: Field = THREAT_PLAYER.then(3);
pub(super) const THREAT_SQUARE: Field = THREAT_LINE.then(4);
pub(super) const THREAT_KIND: Field = THREAT_SQUARE.then(1);
/// A rule move: square, and the rule's index in [`Rule::ALL`] (8: none applied).
pub(super) const RULE_SQUARE: Field = Field::new(0, 4);
pub(super) const RULE_INDEX: Field = RULE_SQUARE.then(4);
/// A sentence key (Rust's own both ways): tag, cell or line, player, moves, squares, and out
/// of turn (0 no, else 1 + player).
pub(super) const KEY_TAG: Field = Field::new(0, 4);
pub(super) const KEY_CELL: Field = KEY_TAG.then(4);
pub(super) const KEY_PLAYER: Field = KEY_CELL.then(1);
pub(super) const KEY_MOVES: Field = KEY_PLAYER.then(4);
pub(super) const KEY_SET: Field = KEY_MOVES.then(9);
pub(super) const KEY_TURN: Field = KEY_SET.then(2);

/// The fields JavaScript reads, by the names it knows them by.
pub(super) const FIELDS: [(&str, Field); 14] = [
    ("BOARD_X", BOARD_X),
    ("BOARD_O", BOARD_O),
    ("RANKED_SQUARE", RANKED_SQUARE),
    ("RANKED_EVAL", RANKED_EVAL),
    ("HEAD_EVALUATION", HEAD_EVALUATION),
    ("HEAD_BEST", HEAD_BEST),
    ("HEAD_COUNT", HEAD_COUNT),
    ("HEAD_SLOT", HEAD_SLOT),
    ("THREAT_PLAYER", THREAT_PLAYER),
    ("THREAT_LINE", THREAT_LINE),
    ("THREAT_SQUARE", THREAT_SQUARE),
    ("THREAT_KIND", THREAT_KIND),
    ("RULE_SQUARE", RULE_SQUARE),
    ("RULE_INDEX", RULE_INDEX),
];

/// Items per packed number: answers of several items cross as `f64`s holding whole numbers
/// below 2^53 (no typed array is made per call, which costs more than the call itself): a
/// count in the low [`COUNT_BITS`], then up to [`PER_PART`] items of [`ITEM_BITS`] each. An
/// answer with more items is fetched part by part (`part` = 0, 1, …), each call stateless.
pub const COUNT_BITS: u32 = 5;
pub const ITEM_BITS: u32 = 9;
pub const PER_PART: usize = 5;

/// `items[part * PER_PART ..]` packed under the total count.
pub(super) fn pack(count: usize, items: impl Iterator<Item = u32>, part: u32) -> f64 {
    let skip = usize::try_from(part).unwrap_or(usize::MAX).saturating_mul(PER_PART);
    let word = items
        .skip(skip)
        .take(PER_PART)
        .enumerate()
        .fold(u64::try_from(count).unwrap_or(0), |acc, (i, item)| {
            acc | u64::from(item) << (COUNT_BITS + ITEM_BITS * u32::try_from(i).unwrap_or(0))
        });
    // Exact: at most 5 + 5 x 9 = 50 bits.
    #[allow(clippy::cast_precision_loss)]
    let x = word as f64;
    x
}

/// A perfect-play evaluation as an index into [`EVALS`]: value (loss, draw, win) x 10 + plies.
pub(super) fn eval_code(e: Eval) -> u32 {
    let value = match e.value {
        Value::Loss => 0,
        Value::Draw => 1,
        Value::Win => 2,
    };
    value * 10 + u32::from(e.plies)
}

/// Every evaluation a move can have, by [`eval_code`]: what JS shows as `score` and `depth`.
pub(super) fn evals() -> impl Iterator<Item = Eval> {
    [Value::Loss, Value::Draw, Value::Win].into_iter().flat_map(|value| (0..10).map(move |plies| Eval { value, plies }))
}

/// Ranked moves, best first: each item by the `RANKED_` fields.
pub fn ranked(moves: &RankedMoves, part: u32) -> f64 {
    let items = moves.as_slice().iter().map(|m| RANKED_SQUARE.put(u32::from(m.square.index())) | RANKED_EVAL.put(eval_code(m.eval)));
    pack(moves.as_slice().len(), items, part)
}

/// Squares in order (a game's history): each item is a square.
pub fn squares(list: &[Square], part: u32) -> f64 {
    pack(list.len(), list.iter().map(|sq| u32::from(sq.index())), part)
}

/// Where a head's payload starts: above its `HEAD_` fields.
pub(super) const HEAD_PAYLOAD: u32 = HEAD_SLOT.at + HEAD_SLOT.bits;
/// Threat items a head carries.
pub(super) const HEAD_THREATS: usize = 3;
/// "Not stored": 15 bits hold every slot ([`slot`], a board index below 19,683) and this.
pub const NO_SLOT: u16 = 32_767;
const _: () = assert!(ITEM_BITS == THREAT_KIND.at + THREAT_KIND.bits && NO_SLOT as u32 == HEAD_SLOT.mask());

pub(super) const EVALUATIONS: [Evaluation; 4] = [Evaluation::Winning, Evaluation::Losing, Evaluation::Draw, Evaluation::Neutral];
pub(super) const THREAT_KINDS: [ThreatKind; 2] = [ThreatKind::WinIn1, ThreatKind::Fork];
pub(super) const STATUSES: [GameStatus; 3] = [GameStatus::Playing, GameStatus::Won(Player::X), GameStatus::Draw];

/// The index of `item` in `table` as a wire number (0 if absent: tables here hold every value).
pub fn index_of<T: PartialEq>(table: &[T], item: &T) -> u32 {
    table.iter().position(|t| t == item).and_then(|i| u32::try_from(i).ok()).unwrap_or(0)
}

pub(super) fn player_code(player: Player) -> u32 {
    index_of(&Player::BOTH, &player)
}

/// A report's head: the `HEAD_` fields (the slot of a stored position, [`slot`], or
/// [`NO_SLOT`]) and the payload above them. The payload of a report
/// with a slot is its first [`HEAD_THREATS`] threat items (its sentence and the other threats
/// are fetched by slot); of one without, its sentence key (see [`sentence_key`]), its threats
/// coming from [`threats`]. Most positions are answered in this one number.
pub fn report_head(report: &Report, slot: Option<u16>) -> f64 {
    let count = u64::try_from(report.threats.len()).unwrap_or(0);
    let payload = match slot {
        None => u64::from(sentence_key(report.explanation, report.out_of_turn)),
        Some(_) => report.threats.iter().take(HEAD_THREATS).enumerate().fold(0, |acc, (i, t)| {
            acc | u64::from(threat(t)) << (ITEM_BITS * u32::try_from(i).unwrap_or(0))
        }),
    };
    let head = u64::from(
        HEAD_EVALUATION.put(index_of(&EVALUATIONS, &report.evaluation))
            | HEAD_BEST.put(square(report.best_move))
            | HEAD_COUNT.put(u32::try_from(count).unwrap_or(0))
            | HEAD_SLOT.put(u32::from(slot.unwrap_or(NO_SLOT))),
    ) | payload << HEAD_PAYLOAD;
    // Exact: at most 26 + max(24, 3 x 9) = 53 bits.
    #[allow(clippy::cast_precision_loss)]
    let x = head as f64;
    x
}

/// The number that names a stored position (`analyzer::Source::Stored`) on the wire, for the
/// JS side's cache of sentences and threats: its board's index (below 19,683).
pub fn slot(pos: Position) -> u16 {
    u16::try_from(pos.board().index()).unwrap_or(u16::MAX)
}

/// The report of the stored position named `slot`; `None` for a number that names none.
pub fn stored_report(slot: u16) -> Option<Report> {
    let pos = Position::new(Board::from_index(usize::from(slot))?).ok()?;
    Some(crate::ttt::analyzer::analyze_position(pos))
}

/// The head of the stored report in `slot` (see [`report_head`]), packed the first time it is
/// asked and kept: a reachable position's analysis is then one lookup. NaN for a slot that
/// names no stored position.
pub fn stored_head(slot: u16) -> f64 {
    /// Heads by slot, bit-inverted so that 0 means "not packed yet" (no head is all ones).
    static HEADS: [AtomicU64; Board::INDEX_COUNT] = [const { AtomicU64::new(0) }; Board::INDEX_COUNT];
    let Some(cached) = HEADS.get(usize::from(slot)) else { return f64::NAN };
    let word = cached.load(Relaxed);
    if word != 0 {
        return f64::from_bits(!word);
    }
    let Some(report) = stored_report(slot) else { return f64::NAN };
    let head = report_head(&report, Some(slot));
    cached.store(!head.to_bits(), Relaxed);
    head
}

/// A report's threats, [`PER_PART`] a part.
pub fn threats(report: &Report, part: u32) -> f64 {
    pack(report.threats.len(), report.threats.iter().map(threat), part)
}

pub(super) fn threat(t: &Threat) -> u32 {
    THREAT_PLAYER.put(player_code(t.player))
        | THREAT_LINE.put(index_of(&LINES, &t.line))
        | THREAT_SQUARE.put(u32::from(t.missing.index()))
        | THREAT_KIND.put(index_of(&THREAT_KINDS, &t.kind))
}

/// A number for each distinct sentence (the `KEY_` fields), so JS asks for each sentence once.
pub fn sentence_key(e: Explanation, out_of_turn: Option<Player>) -> u32 {
    let sq = |s: Square| u32::from(s.index());
    let bits = |b: Bitboard| u32::from(b.bits());
    let (tag, cell, player, moves, set) = match e {
        Explanation::WinNow { cell } => (0, sq(cell), Player::X, 0, 0),
        Explanation::Block { cell } => (1, sq(cell), Player::X, 0, 0),
        Explanation::DoubleThreat { opponent, threats, best } => (2, sq(best), opponent, 0, bits(threats)),
        Explanation::MakeFork { cell, opponent } => (3, sq(cell), opponent, 0, 0),
        Explanation::PreventFork { cell, opponent, forks } => (4, sq(cell), opponent, 0, bits(forks)),
        Explanation::ForcedWin { cell, moves } => (5, sq(cell), Player::X, moves, 0),
        Explanation::Draw { cell } => (6, sq(cell), Player::X, 0, 0),
        Explanation::Delay { cell, opponent, moves } => (7, sq(cell), opponent, moves, 0),
        Explanation::GameWon { winner, line } => (8, index_of(&LINES, &line), winner, 0, 0),
        Explanation::GameDrawn => (9, 0, Player::X, 0, 0),
    };
    let turn = out_of_turn.map_or(0, |p| 1 + player_code(p));
    KEY_TAG.put(tag)
        | KEY_CELL.put(cell)
        | KEY_PLAYER.put(player_code(player))
        | KEY_MOVES.put(u32::from(moves))
        | KEY_SET.put(set)
        | KEY_TURN.put(turn)
}

/// A rule move by the `RULE_` fields; [`NO_SQUARE`] once the board is finished.
pub fn rule_move(choice: Option<(Square, Option<Rule>)>) -> u32 {
    choice.map_or(NO_SQUARE, |(sq, rule)| {
        RULE_SQUARE.put(u32::from(sq.index())) | RULE_INDEX.put(rule.map_or(8, |r| index_of(&Rule::ALL, &r)))
    })
}

/// A count as a JS number: exact below 2^53 (all counts here are at most 9 x 10^9).
pub fn count(n: u64) -> f64 {
    let high = u32::try_from(n >> 32).unwrap_or(u32::MAX);
    let low = u32::try_from(n & 0xffff_ffff).unwrap_or(0);
    f64::from(high) * 4_294_967_296.0 + f64::from(low)
}

pub fn status(s: GameStatus) -> u32 {
    match s {
        GameStatus::Won(_) => 1,
        other => index_of(&STATUSES, &other),
    }
}
