//! `Board`: an m,n,k board as two bitboards in [`Geometry`]'s layout, with checked moves,
//! winner and winning line, available moves and draw (the API reference's "Bigger boards" `MnkGame`). Any well-formed
//! board is accepted (as API reference "AIEngine"): counts and turn are the referee's business.

use alloc::vec::Vec;
use super::bits::{Bits, Wide};
use super::geometry::Geometry;
use super::rules::Rules;
use crate::common::player::Cell;
use crate::common::player::Player;
use core::fmt;

/// A cell of the board, row 0 at the top: the API reference's "Bigger boards" `{ row, col }`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Move {
    pub row: u8,
    pub col: u8,
}

impl Move {
    pub const fn new(row: u8, col: u8) -> Move {
        Move { row, col }
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "({}, {})", self.row, self.col)
    }
}

/// Marks on a board of some [`Rules`]; the two mark sets never overlap, and under gravity no
/// mark floats above an empty cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    rules: Rules,
    x: Wide,
    o: Wide,
}

impl Board {
    /// The empty board of `rules`.
    pub fn empty(rules: Rules) -> Board {
        Board { rules, x: Wide::ZERO, o: Wide::ZERO }
    }

    /// A board from its cells in row-major order.
    ///
    /// # Errors
    /// [`BoardError`] (`INVALID_BOARD`): not rows × cols cells, or under gravity a mark above
    /// an empty cell.
    pub fn from_cells(rules: Rules, cells: &[Cell]) -> Result<Board, BoardError> {
        if cells.len() != rules.cells() as usize {
            return Err(BoardError::Size { rules, got: cells.len() });
        }
        let g = geometry(rules);
        let mut board = Board::empty(rules);
        for (bit, cell) in g.cells_row_major().zip(cells) {
            match cell {
                Some(Player::X) => board.x |= Wide::bit(bit),
                Some(Player::O) => board.o |= Wide::bit(bit),
                None => {}
            }
        }
        if rules.gravity() {
            let occupied = board.x | board.o;
            // A mark whose cell below (one bit lower, same column) is empty floats.
            let floating = occupied & !occupied.shl(1) & !g.bottom & g.valid;
            if !floating.is_zero() {
                let (row, col) = g.coords(floating.lowest());
                return Err(BoardError::Floating { row: row as u8, col: col as u8 });
            }
        }
        Ok(board)
    }

    /// A board from its rows, row 0 at the top (the API reference's "Bigger boards" nested `MnkBoard`).
    ///
    /// # Errors
    /// [`BoardError`] (`INVALID_BOARD`): not `rows` rows of `cols` cells, or as
    /// [`Board::from_cells`].
    pub fn from_rows<R: AsRef<[Cell]>>(rules: Rules, rows: &[R]) -> Result<Board, BoardError> {
        if rows.len() != usize::from(rules.rows()) {
            return Err(BoardError::Rows { rules, got: rows.len() });
        }
        let mut cells = Vec::with_capacity(rules.cells() as usize);
        for (i, row) in rows.iter().enumerate() {
            let row = row.as_ref();
            if row.len() != usize::from(rules.cols()) {
                return Err(BoardError::RowSize { row: i, cols: rules.cols(), got: row.len() });
            }
            cells.extend_from_slice(row);
        }
        Board::from_cells(rules, &cells)
    }

    /// A board from text: `X`, `O` (either case) and `.` or `-`, row-major; whitespace and `/`
    /// are skipped. For tests, tables and the CLI.
    ///
    /// # Errors
    /// [`BoardError`] as [`Board::from_cells`]; another character also gives `Size`.
    pub fn from_text(rules: Rules, text: &str) -> Result<Board, BoardError> {
        let mut cells = Vec::with_capacity(rules.cells() as usize);
        for ch in text.chars().filter(|c| !c.is_whitespace() && *c != '/') {
            cells.push(match ch {
                'X' | 'x' => Some(Player::X),
                'O' | 'o' => Some(Player::O),
                '.' | '-' => None,
                _ => return Err(BoardError::Size { rules, got: usize::MAX }),
            });
        }
        Board::from_cells(rules, &cells)
    }

    pub const fn rules(&self) -> Rules {
        self.rules
    }

    /// The marks of `player` in [`Geometry`]'s layout.
    pub const fn marks(&self, player: Player) -> Wide {
        match player {
            Player::X => self.x,
            Player::O => self.o,
        }
    }

    /// What `mv` holds, or `None` off the board.
    pub fn get(&self, mv: Move) -> Option<Cell> {
        let bit = self.bit(mv)?;
        Some(if self.x.has(bit) {
            Some(Player::X)
        } else if self.o.has(bit) {
            Some(Player::O)
        } else {
            None
        })
    }

    /// Every cell, row-major.
    pub fn cells(&self) -> Vec<Cell> {
        let g = geometry(self.rules);
        g.cells_row_major()
            .map(|bit| if self.x.has(bit) { Some(Player::X) } else if self.o.has(bit) { Some(Player::O) } else { None })
            .collect()
    }

    /// Marks on the board.
    pub fn stones(&self) -> u32 {
        (self.x | self.o).count()
    }

    pub fn count(&self, player: Player) -> u32 {
        self.marks(player).count()
    }

    /// The cell's bit in the layout, or `None` off the board.
    fn bit(&self, mv: Move) -> Option<u32> {
        (mv.row < self.rules.rows() && mv.col < self.rules.cols()).then(|| geometry(self.rules).bit(mv.row.into(), mv.col.into()))
    }

    /// The board with `player`'s mark on `mv`; `self` is unchanged either way.
    ///
    /// # Errors
    /// [`MoveError`]: `GAME_OVER` on a finished board, `INVALID_MOVE` off the board or (under
    /// gravity) above the lowest empty cell of its column, `CELL_OCCUPIED` on a taken cell.
    pub fn play(&self, mv: Move, player: Player) -> Result<Board, MoveError> {
        if self.is_finished() {
            return Err(MoveError::GameOver);
        }
        let bit = self.bit(mv).ok_or(MoveError::OffBoard { mv, rules: self.rules })?;
        let occupied = self.x | self.o;
        if occupied.has(bit) {
            return Err(MoveError::Occupied(mv));
        }
        if self.rules.gravity() {
            let lowest = self.lowest_in(mv.col)?;
            if lowest != mv {
                return Err(MoveError::NotLowest { mv, lowest });
            }
        }
        Ok(self.with(bit, player))
    }

    /// Under gravity, the cell a mark dropped in `col` lands on (without gravity, the same).
    ///
    /// # Errors
    /// `INVALID_MOVE`: a column off the board, or a full column.
    pub fn lowest_in(&self, col: u8) -> Result<Move, MoveError> {
        if col >= self.rules.cols() {
            return Err(MoveError::Column { col: col.into(), cols: self.rules.cols() });
        }
        let g = geometry(self.rules);
        let occupied = self.x | self.o;
        (0..g.rows)
            .rev()
            .map(|row| (row, g.bit(row, col.into())))
            .find(|&(_, bit)| !occupied.has(bit))
            .map(|(row, _)| Move::new(row as u8, col))
            .ok_or(MoveError::ColumnFull(col))
    }

    /// [`Board::play`] in the lowest empty cell of `col`: the API reference's "Bigger boards" column-number move.
    ///
    /// # Errors
    /// As [`Board::lowest_in`] and [`Board::play`].
    pub fn drop_in(&self, col: u8, player: Player) -> Result<Board, MoveError> {
        if self.is_finished() {
            return Err(MoveError::GameOver);
        }
        self.play(self.lowest_in(col)?, player)
    }

    /// The board with `bit` marked for `player`, unchecked.
    pub(crate) fn with(&self, bit: u32, player: Player) -> Board {
        match player {
            Player::X => Board { x: self.x | Wide::bit(bit), ..*self },
            Player::O => Board { o: self.o | Wide::bit(bit), ..*self },
        }
    }

    /// Whether `player` has k or more in a row.
    pub fn has_line(&self, player: Player) -> bool {
        geometry(self.rules).has_line(self.marks(player))
    }

    /// The player who has won: the one with k in a row, or under misère the other one. If
    /// both have lines (no game reaches that), X's line decides.
    pub fn winner(&self) -> Option<Player> {
        let lined = Player::BOTH.into_iter().find(|&p| self.has_line(p))?;
        Some(if self.rules.misere() { !lined } else { lined })
    }

    /// The k cells of the line that ended the game, in line order (left to right, or top to
    /// bottom for a column): the first such line in row-major order of its first cell, by row,
    /// column, falling then rising diagonal.
    pub fn winning_line(&self) -> Option<Vec<Move>> {
        let g = geometry(self.rules);
        let player = Player::BOTH.into_iter().find(|&p| self.has_line(p))?;
        let marks = self.marks(player);
        let (rows, cols, k) = (i32::from(self.rules.rows()), i32::from(self.rules.cols()), i32::from(self.rules.k()));
        for row in 0..rows {
            for col in 0..cols {
                for (dr, dc) in [(0, 1), (1, 0), (1, 1), (1, -1)] {
                    let cells: Vec<Move> = (0..k)
                        .map(|i| (row + dr * i, col + dc * i))
                        .take_while(|&(r, c)| (0..rows).contains(&r) && (0..cols).contains(&c))
                        .filter_map(|(r, c)| Some(Move::new(u8::try_from(r).ok()?, u8::try_from(c).ok()?)))
                        .collect();
                    if cells.len() == k as usize && cells.iter().all(|m| marks.has(g.bit(m.row.into(), m.col.into()))) {
                        return Some(cells);
                    }
                }
            }
        }
        None
    }

    pub fn is_full(&self) -> bool {
        let g = geometry(self.rules);
        ((self.x | self.o) & g.valid) == g.valid
    }

    /// Full with no line.
    pub fn is_draw(&self) -> bool {
        self.is_full() && self.winner().is_none()
    }

    /// Someone has k in a row, or the board is full.
    pub fn is_finished(&self) -> bool {
        self.winner().is_some() || self.is_full()
    }

    /// The moves a player may make, none once the board is finished: every empty cell in
    /// row-major order, or under gravity the lowest empty cell of each open column, left to
    /// right.
    pub fn available_moves(&self) -> Vec<Move> {
        if self.is_finished() {
            return Vec::new();
        }
        let g = geometry(self.rules);
        let playable = g.playable(self.x | self.o);
        let mut moves: Vec<Move> = g
            .cells_row_major()
            .filter(|&bit| playable.has(bit))
            .map(|bit| {
                let (r, c) = g.coords(bit);
                Move::new(r as u8, c as u8)
            })
            .collect();
        if self.rules.gravity() {
            super::order::sort_by_key(&mut moves, |m| m.col);
        }
        moves
    }
}

impl fmt::Display for Board {
    /// Rows of `X`, `O` and `.`, one line each.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let cols = usize::from(self.rules.cols());
        for (i, cell) in self.cells().iter().enumerate() {
            if i > 0 && i % cols == 0 {
                f.write_str("/")?;
            }
            f.write_str(match cell {
                Some(Player::X) => "X",
                Some(Player::O) => "O",
                None => ".",
            })?;
        }
        Ok(())
    }
}

/// The layout of `rules` in 256 bits; every valid rules set fits.
pub(crate) fn geometry(rules: Rules) -> Geometry<Wide> {
    Geometry::wide(rules)
}

/// A board that cannot be read: `INVALID_BOARD`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoardError {
    /// Not rows × cols cells (`got` is `usize::MAX` for text with an unknown character).
    Size { rules: Rules, got: usize },
    /// Not `rules.rows()` rows.
    Rows { rules: Rules, got: usize },
    /// Row `row` has `got` cells, not `cols`.
    RowSize { row: usize, cols: u8, got: usize },
    /// Under gravity, a mark at (row, col) above an empty cell.
    Floating { row: u8, col: u8 },
    /// A board of other rules than the engine's.
    RulesDiffer { board: Rules, engine: Rules },
}

/// A move the board refuses; the board is left as it was.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveError {
    /// `INVALID_MOVE`: outside the rows × cols board.
    OffBoard { mv: Move, rules: Rules },
    /// `INVALID_MOVE`: a column number outside 0..cols.
    Column { col: u32, cols: u8 },
    /// `INVALID_MOVE`: a column with no empty cell.
    ColumnFull(u8),
    /// `INVALID_MOVE`: under gravity, not the lowest empty cell of its column.
    NotLowest { mv: Move, lowest: Move },
    /// `CELL_OCCUPIED`.
    Occupied(Move),
    /// `GAME_OVER`: someone has won or the board is full.
    GameOver,
}

