//! `Position`: an Ultimate tic-tac-toe position on bitboards (nine 9-bit small boards a
//! player, the grid's won and closed boards, the board the side to move is sent to), with
//! legal moves into a fixed array, `play_unchecked` for the search and the result under either
//! tiebreak.
//!
//! Cells are addressed on the 9×9 board by `row * 9 + col`; small board `(R, C)` holds rows
//! `3R..3R+2` and columns `3C..3C+2` and is numbered `R * 3 + C`:
//!
//! ```text
//!  0 | 1 | 2      a move in cell (r, c) of its small board (r = row % 3, c = col % 3)
//! ---+---+---     sends the opponent to small board r * 3 + c, or anywhere open when
//!  3 | 4 | 5      that board is closed (won or full)
//! ---+---+---
//!  6 | 7 | 8
//! ```

use super::bits::{board_of, cell_of, index_of, is_won, win_cells, FULL};
use crate::common::player::Player;

/// What decides a game that ends with every board closed and no three boards in a row.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Tiebreak {
    /// The game is drawn.
    #[default]
    Draw,
    /// The player who won more small boards wins; equal counts draw.
    Boards,
}

/// A game's state: still on, won, or drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Status {
    Ongoing,
    Won(Player),
    Drawn,
}

/// A small board's state.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BoardStatus {
    Open,
    Won(Player),
    /// Full without a line: it belongs to nobody.
    Drawn,
}

/// Up to 81 moves (9×9 indices) in a fixed array: no allocation.
#[derive(Clone, Copy, Debug)]
pub struct MoveList {
    moves: [u8; 81],
    len: u8,
}

impl MoveList {
    pub const fn new() -> MoveList {
        MoveList { moves: [0; 81], len: 0 }
    }

    #[inline(always)]
    fn push(&mut self, index: u8) {
        if let Some(slot) = self.moves.get_mut(usize::from(self.len)) {
            *slot = index;
            self.len += 1;
        }
    }

    pub fn as_slice(&self) -> &[u8] {
        self.moves.get(..usize::from(self.len)).unwrap_or(&[])
    }

    pub const fn len(&self) -> usize {
        self.len as usize
    }

    pub const fn is_empty(&self) -> bool {
        self.len == 0
    }

    pub fn contains(&self, index: u8) -> bool {
        self.as_slice().contains(&index)
    }
}

impl Default for MoveList {
    fn default() -> MoveList {
        MoveList::new()
    }
}

/// A position: the marks, which boards are won or closed, the board the side to move is sent
/// to and the side to move. Any combination of marks is accepted ([`Position::from_cells`] is
/// lenient); the search plays only legal moves from it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    /// Per player (0 X, 1 O), per small board, the 9-bit pattern of marks.
    marks: [[u16; 9]; 2],
    /// Per player, the 9-bit pattern of small boards won.
    won: [u16; 2],
    /// Small boards won or full.
    closed: u16,
    /// The small board the side to move must play in; [`ANY`] for any open one.
    next: u8,
    /// 0 X, 1 O.
    to_move: u8,
}

/// `Position::next` when the side to move may play in any open board.
const ANY: u8 = 9;

const fn side(player: Player) -> usize {
    match player {
        Player::X => 0,
        Player::O => 1,
    }
}

const fn player_of(side: usize) -> Player {
    if side == 0 {
        Player::X
    } else {
        Player::O
    }
}

impl Default for Position {
    fn default() -> Position {
        Position::start()
    }
}

impl Position {
    /// The empty board, X to move anywhere.
    pub const fn start() -> Position {
        Position { marks: [[0; 9]; 2], won: [0; 2], closed: 0, next: ANY, to_move: 0 }
    }

    /// The position of `cells` (row-major 9×9; 0 empty, 1 X, 2 O) after the move at 9×9 index
    /// `last` (`None`: the side to move may play in any open board).
    ///
    /// Lenient, never panics, whatever the input (the JS layer referees shapes and game-state
    /// errors first):
    /// - a value other than 1 or 2 is an empty cell;
    /// - the side to move is X when X has no more marks than O, else O (see
    ///   [`Position::with_to_move`] to set it);
    /// - a small board where both players have three in a row counts as X's;
    /// - `last` sends to small board `cell_of(last)` whatever that cell holds (even empty); a
    ///   `last` of 81 or more, or one sending to a closed board, means any open board;
    /// - where both players have three boards in a row, [`Position::status`] says X won.
    pub fn from_cells(cells: &[u8; 81], last: Option<u8>) -> Position {
        let mut p = Position::start();
        let mut counts = [0u32; 2];
        for (index, &value) in (0u8..).zip(cells.iter()) {
            let s = match value {
                1 => 0,
                2 => 1,
                _ => continue,
            };
            let bit = 1u16 << cell_of(index);
            if let Some(board) = p.marks.get_mut(s).and_then(|m| m.get_mut(usize::from(board_of(index)))) {
                *board |= bit;
            }
            if let Some(count) = counts.get_mut(s) {
                *count += 1;
            }
        }
        for b in 0..9u8 {
            let (x, o) = (p.board_marks(0, b), p.board_marks(1, b));
            let bit = 1u16 << b;
            if is_won(x) {
                p.won[0] |= bit;
                p.closed |= bit;
            } else if is_won(o) {
                p.won[1] |= bit;
                p.closed |= bit;
            } else if x | o == FULL {
                p.closed |= bit;
            }
        }
        p.to_move = if counts[0] <= counts[1] { 0 } else { 1 };
        p.next = match last {
            Some(index) if index < 81 && p.closed & 1 << cell_of(index) == 0 => cell_of(index),
            _ => ANY,
        };
        p
    }

    /// The cells row-major (0 empty, 1 X, 2 O): [`Position::from_cells`]'s input.
    pub fn to_cells(&self) -> [u8; 81] {
        let mut cells = [0u8; 81];
        for (index, cell) in (0u8..).zip(cells.iter_mut()) {
            *cell = match self.cell(index) {
                Some(Player::X) => 1,
                Some(Player::O) => 2,
                None => 0,
            };
        }
        cells
    }

    /// This position with `player` to move (the rest unchanged).
    pub const fn with_to_move(mut self, player: Player) -> Position {
        self.to_move = side(player) as u8;
        self
    }

    pub const fn to_move(&self) -> Player {
        player_of(self.to_move as usize)
    }

    /// What the 9×9 cell `index` holds (`None` also off the board).
    pub fn cell(&self, index: u8) -> Option<Player> {
        if index >= 81 {
            return None;
        }
        let (b, bit) = (board_of(index), 1u16 << cell_of(index));
        if self.board_marks(0, b) & bit != 0 {
            Some(Player::X)
        } else if self.board_marks(1, b) & bit != 0 {
            Some(Player::O)
        } else {
            None
        }
    }

    /// The small board the side to move must play in, `None` for any open board.
    pub const fn sent_to(&self) -> Option<u8> {
        if self.next < 9 {
            Some(self.next)
        } else {
            None
        }
    }

    /// Small board `board`'s state (`Open` off the grid).
    pub fn board_status(&self, board: u8) -> BoardStatus {
        let bit = 1u16.checked_shl(u32::from(board)).unwrap_or(0) & FULL;
        if self.won[0] & bit != 0 {
            BoardStatus::Won(Player::X)
        } else if self.won[1] & bit != 0 {
            BoardStatus::Won(Player::O)
        } else if self.closed & bit != 0 {
            BoardStatus::Drawn
        } else {
            BoardStatus::Open
        }
    }

    /// The 9-bit pattern of small boards `player` won.
    pub const fn boards_won(&self, player: Player) -> u16 {
        self.won_raw(side(player))
    }

    /// The 9-bit pattern of closed (won or full) small boards.
    pub const fn closed_boards(&self) -> u16 {
        self.closed
    }

    /// Whether the game is over: three boards in a row, or every board closed.
    #[inline(always)]
    pub fn is_over(&self) -> bool {
        self.closed == FULL || is_won(self.won[0]) || is_won(self.won[1])
    }

    /// The game's state under `tiebreak`.
    pub fn status(&self, tiebreak: Tiebreak) -> Status {
        if is_won(self.won[0]) {
            Status::Won(Player::X)
        } else if is_won(self.won[1]) {
            Status::Won(Player::O)
        } else if self.closed != FULL {
            Status::Ongoing
        } else {
            match tiebreak {
                Tiebreak::Draw => Status::Drawn,
                Tiebreak::Boards => {
                    let (x, o) = (self.won[0].count_ones(), self.won[1].count_ones());
                    match x.cmp(&o) {
                        core::cmp::Ordering::Greater => Status::Won(Player::X),
                        core::cmp::Ordering::Less => Status::Won(Player::O),
                        core::cmp::Ordering::Equal => Status::Drawn,
                    }
                }
            }
        }
    }

    /// The legal moves (9×9 indices, ascending by small board then cell); none once over.
    pub fn legal_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        if self.is_over() {
            return list;
        }
        for b in 0..9u8 {
            let mut empty = self.open_cells(b);
            if self.next < 9 && b != self.next {
                empty = 0;
            }
            while empty != 0 {
                list.push(index_of(b, empty.trailing_zeros() as u8));
                empty &= empty - 1;
            }
        }
        list
    }

    /// Whether the move at 9×9 index `index` is legal.
    pub fn is_legal(&self, index: u8) -> bool {
        index < 81
            && !self.is_over()
            && (self.next >= 9 || board_of(index) == self.next)
            && self.open_cells(board_of(index)) & 1 << cell_of(index) != 0
    }

    /// Plays the move at 9×9 index `index` for the side to move, unchecked: an illegal move
    /// leaves a position with no rules broken in its bookkeeping, but meaningless.
    #[inline]
    pub fn play_unchecked(&mut self, index: u8) {
        self.play_at(board_of(index) % 9, cell_of(index));
    }

    /// Plays `cell` of small board `board` (both below 9) for the side to move.
    #[inline(always)]
    pub(crate) fn play_at(&mut self, board: u8, cell: u8) {
        let s = usize::from(self.to_move & 1);
        // Masks, not modulo 9 (cheaper on the hot path): a board of 9..16 finds no marks and
        // plays nothing, a cell of 9..16 sets no cell's bit and frees the next move.
        let (b, cell) = (board & 15, cell & 15);
        let theirs = self.board_marks(s ^ 1, b);
        let Some(mine) = self.marks.get_mut(s).and_then(|m| m.get_mut(usize::from(b))) else { return };
        *mine |= 1 << cell;
        let mine = *mine;
        let bit = 1u16 << b;
        if is_won(mine) {
            if let Some(won) = self.won.get_mut(s) {
                *won |= bit;
            }
            self.closed |= bit;
        } else if mine | theirs == FULL {
            self.closed |= bit;
        }
        self.next = if self.closed & 1 << cell != 0 { ANY } else { cell };
        self.to_move ^= 1;
    }

    /// The marks of side `s` (0 X, 1 O) on small board `board`.
    #[inline(always)]
    pub(crate) fn board_marks(&self, s: usize, board: u8) -> u16 {
        self.marks.get(s & 1).and_then(|m| m.get(usize::from(board % 9))).copied().unwrap_or(0)
    }

    /// The empty cells of `board` if it is open, else none.
    #[inline(always)]
    pub(crate) fn open_cells(&self, board: u8) -> u16 {
        if board >= 9 || self.closed & 1 << board != 0 {
            return 0;
        }
        FULL & !(self.board_marks(0, board) | self.board_marks(1, board))
    }

    /// 0 when X is to move, 1 when O.
    #[inline(always)]
    pub(crate) const fn side_to_move(&self) -> usize {
        (self.to_move & 1) as usize
    }

    /// The raw board the side to move is sent to (9 for any).
    #[inline(always)]
    pub(crate) const fn next_raw(&self) -> u8 {
        self.next
    }

    /// The won-boards pattern of side `s`.
    #[inline(always)]
    pub(crate) const fn won_raw(&self, s: usize) -> u16 {
        if s & 1 == 0 { self.won[0] } else { self.won[1] }
    }

    /// The cells of `board` where side `s` would win the board now (empty ones of an open
    /// board only).
    #[inline(always)]
    pub(crate) fn board_wins(&self, s: usize, board: u8) -> u16 {
        win_cells(self.board_marks(s, board)) & self.open_cells(board)
    }

    /// A move (9×9 index) with which the side to move wins the game at once, if any.
    pub fn winning_move(&self) -> Option<u8> {
        self.game_win_for(self.side_to_move(), true)
    }

    /// A cell (9×9 index) where side `s` would win the game at once, looking at the boards
    /// the side to move may play in (`reachable`) or at every open board.
    pub(crate) fn game_win_for(&self, s: usize, reachable: bool) -> Option<u8> {
        if self.is_over() {
            return None;
        }
        let won = self.won_raw(s);
        for b in 0..9u8 {
            if reachable && self.next < 9 && b != self.next {
                continue;
            }
            let cells = self.board_wins(s, b);
            if cells != 0 && is_won(won | 1 << b) {
                return Some(index_of(b, cells.trailing_zeros() as u8));
            }
        }
        None
    }

    /// Whether the side to move can win the game at once.
    #[inline]
    pub(crate) fn can_win_now(&self) -> bool {
        self.game_win_for(self.side_to_move(), true).is_some()
    }

    /// Marks on the board, both players.
    pub fn count(&self) -> u32 {
        self.marks.iter().flatten().map(|m| m.count_ones()).sum()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_has_81_moves_and_routing_follows_the_cell() {
        let mut p = Position::start();
        assert_eq!(p.legal_moves().len(), 81);
        p.play_unchecked(40); // centre of the centre board
        assert_eq!(p.sent_to(), Some(4));
        assert_eq!(p.legal_moves().len(), 8);
        p.play_unchecked(30); // row 3 col 3: board 4 cell 0
        assert_eq!(p.sent_to(), Some(0));
        assert_eq!(p.to_move(), Player::X);
    }

    #[test]
    fn a_won_board_is_closed_and_frees_the_opponent() {
        let mut cells = [0u8; 81];
        cells[0] = 1;
        cells[1] = 1;
        cells[2] = 1; // X owns board 0's top row
        cells[10] = 2;
        cells[11] = 2;
        cells[20] = 2;
        let p = Position::from_cells(&cells, Some(9)); // row 1 col 0: cell 3 of board 0 -> board 3
        assert_eq!(p.board_status(0), BoardStatus::Won(Player::X));
        assert_eq!(p.sent_to(), Some(3));
        let q = Position::from_cells(&cells, Some(30)); // board 4, cell 0 -> board 0: closed
        assert_eq!(q.sent_to(), None);
        assert!(q.legal_moves().as_slice().iter().all(|&i| board_of(i) != 0));
        assert_eq!(q.legal_moves().len(), 72);
    }

    #[test]
    fn lenient_inputs_do_not_panic() {
        let cells = [1u8; 81];
        let p = Position::from_cells(&cells, Some(200));
        assert!(p.is_over());
        assert_eq!(p.status(Tiebreak::Draw), Status::Won(Player::X));
        let mut cells = [7u8; 81];
        cells[4] = 2;
        let p = Position::from_cells(&cells, Some(0));
        assert_eq!(p.to_move(), Player::X);
        assert_eq!(p.sent_to(), Some(0));
        assert_eq!(p.count(), 1);
    }

    #[test]
    fn round_trips_through_cells() {
        let mut p = Position::start();
        for index in [40u8, 30, 0, 2, 24, 72] {
            p.play_unchecked(index);
        }
        let q = Position::from_cells(&p.to_cells(), Some(72));
        assert_eq!(p, q);
    }
}
