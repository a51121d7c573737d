//! `Book`: the opening book, the proven score and best move of every position Hard meets with
//! at most `depth` stones on the board in games from the empty board, whichever side it plays
//! and whatever the opponent plays.
//!
//! Which positions those are follows from the book itself: from the empty board (Hard first)
//! and from each first stone (Hard second), Hard plays the book's move and the opponent every
//! column ([`walk`]). So the file holds no positions, only each new position's record in the
//! order the walk meets it; the reader walks the same way to know which position each record
//! is. Mirror images share a record, which holds the move for each of the two orientations, so
//! that each follows the API reference's "Bigger boards" tie-break.
//!
//! The same file carries the scores of every position of the first discs ([`Layers`]): one fetch
//! gives both, and both are refused whole if either is damaged.
//!
//! The file: `OXC4`, a version byte, rows, columns, depth, the record count (u32, little
//! endian), an FNV-1a hash of the rest of the file (u32), then the records of two bytes each (u16,
//! little endian): the score plus 64 in bits 0–6, the move's column in bits 7–10, the mirror
//! image's in bits 11–14. Then, to the end, the layers' section, if any.

use alloc::vec::Vec;
use super::file::{fnv1a, BookError};
use super::keys::KeyMap;
use super::layers::Layers;
use super::position::Position;
use super::shape::Shape;

const MAGIC: &[u8; 4] = b"OXC4";
const VERSION: u8 = 2;
const HEADER: usize = 4 + 1 + 3 + 4 + 4;

/// A position's record: its score and the best move's column in each orientation.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Record {
    pub score: i32,
    /// The column in the orientation whose key is the smaller (the canonical one).
    pub first: u32,
    /// The column in the mirror image of that orientation.
    pub second: u32,
}

impl Record {
    fn pack(self) -> u16 {
        ((self.score + 64) as u16 & 0x7F) | ((self.first as u16) << 7) | ((self.second as u16) << 11)
    }

    fn unpack(v: u16) -> Record {
        Record { score: i32::from(v & 0x7F) - 64, first: u32::from((v >> 7) & 0xF), second: u32::from(v >> 11) }
    }

    /// The best move's column for `p`, whose canonical key tells its orientation.
    pub fn column_for(&self, mirrored: bool) -> u32 {
        if mirrored { self.second } else { self.first }
    }
}

/// A book's answer for a position: its score and best move's cell bit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Entry {
    pub score: i32,
    pub cell: u32,
}

/// The book in memory: records by canonical key.
#[derive(Clone, Debug)]
pub struct Book {
    shape: Shape,
    depth: u32,
    records: KeyMap<Record>,
    layers: Option<Layers>,
}

impl Book {
    pub fn shape(&self) -> Shape {
        self.shape
    }

    /// The most stones of a position it holds.
    pub fn depth(&self) -> u32 {
        self.depth
    }

    /// The scores of every position of the first discs, if the file has them.
    pub fn layers(&self) -> Option<&Layers> {
        self.layers.as_ref()
    }

    pub fn len(&self) -> usize {
        self.records.len()
    }

    pub fn is_empty(&self) -> bool {
        self.records.is_empty()
    }

    /// The record of a canonical key.
    pub fn record(&self, key: u64) -> Option<Record> {
        self.records.get(key)
    }

    /// Every record with its position in the canonical orientation (where `first` applies).
    pub fn records(&self) -> impl Iterator<Item = (Position, Record)> + '_ {
        self.records.iter().map(|(key, r)| (Position::from_key(key, &self.shape), r))
    }

    /// The score and best move of `p`, if the book holds it.
    pub fn get(&self, p: Position) -> Option<Entry> {
        if p.stones > self.depth {
            return None;
        }
        let (key, mirrored) = p.canonical_key(&self.shape);
        let r = self.records.get(key)?;
        let cell = p.playable(&self.shape) & self.shape.column(r.column_for(mirrored));
        (cell != 0).then(|| Entry { score: r.score, cell: cell.trailing_zeros() })
    }

    /// Reads the book of `rules`' board: the one the package ships is for Connect Four.
    ///
    /// # Errors
    /// [`BookError::Shape`] for rules the solver does not serve; see [`read`](Self::read).
    pub fn for_rules(rules: crate::mnk::Rules, bytes: &[u8]) -> Result<Book, BookError> {
        Book::read(Shape::of(rules).ok_or(BookError::Shape)?, bytes)
    }

    /// Reads a book's file for `shape`.
    ///
    /// # Errors
    /// [`BookError`]: another format, another board, too few bytes, or records that fail their
    /// hash or the positions they belong to. Nothing of a refused book is kept.
    pub fn read(shape: Shape, bytes: &[u8]) -> Result<Book, BookError> {
        let header = bytes.get(..HEADER).ok_or(BookError::Truncated)?;
        if &header[..4] != MAGIC || header[4] != VERSION {
            return Err(BookError::Format);
        }
        if u32::from(header[5]) != shape.rows || u32::from(header[6]) != shape.cols {
            return Err(BookError::Shape);
        }
        let depth = u32::from(header[7]);
        let word = |at: usize| u32::from_le_bytes([header[at], header[at + 1], header[at + 2], header[at + 3]]);
        let (count, hash) = (word(8) as usize, word(12));
        let body = bytes.get(HEADER..).ok_or(BookError::Truncated)?;
        if body.len() < 2 * count || Layers::cut_short(&body[2 * count..]) {
            return Err(BookError::Truncated);
        }
        // The hash covers the layers too: a file cut where the records end is refused.
        if fnv1a(body) != hash {
            return Err(BookError::Corrupt);
        }
        let (body, rest) = body.split_at(2 * count);
        let layers = if rest.is_empty() { None } else { Some(Layers::read(shape, rest)?) };
        let mut next = body.chunks_exact(2).map(|b| Record::unpack(u16::from_le_bytes([b[0], b[1]])));
        let mut records = KeyMap::new();
        let complete = walk(shape, depth, |key, _| match records.get(key) {
            Some(r) => Some(r),
            None => {
                let r = next.next()?;
                records.insert(key, r);
                Some(r)
            }
        });
        if !complete || next.next().is_some() {
            return Err(BookError::Corrupt);
        }
        Ok(Book { shape, depth, records, layers })
    }

    /// The file of `records`, in the order [`walk`] met them, for positions of at most `depth`
    /// stones, and of `layers` (its section, [`Layers::write`]), if any.
    pub fn write(shape: Shape, depth: u32, records: &[Record], layers: &[u8]) -> Vec<u8> {
        let mut body = Vec::with_capacity(records.len() * 2);
        for r in records {
            body.extend_from_slice(&r.pack().to_le_bytes());
        }
        let mut out = Vec::with_capacity(HEADER + body.len());
        out.extend_from_slice(MAGIC);
        out.extend_from_slice(&[VERSION, shape.rows as u8, shape.cols as u8, depth as u8]);
        out.extend_from_slice(&(records.len() as u32).to_le_bytes());
        body.extend_from_slice(layers);
        out.extend_from_slice(&fnv1a(&body).to_le_bytes());
        out.extend_from_slice(&body);
        out
    }

    /// The layers' section of a book's file, as written, if the file has one.
    pub fn layers_section(bytes: &[u8]) -> Option<&[u8]> {
        let count = u32::from_le_bytes(bytes.get(8..12)?.try_into().ok()?) as usize;
        bytes.get(HEADER + 2 * count..).filter(|rest| !rest.is_empty())
    }
}

/// Walks the positions a book of `depth` holds, in its order: from the empty board and each
/// first stone, every position with Hard to move and at most `depth` stones, Hard playing its
/// record's move and the opponent every column, left to right, each position once. `record`
/// gives the record of a canonical key, the position for it with the mirror flag; the walk
/// stops (false) where it gives none or a record whose move is not playable. Positions where
/// Hard wins at once are not walked: its move there needs no book.
pub fn walk(shape: Shape, depth: u32, record: impl FnMut(u64, (Position, bool)) -> Option<Record>) -> bool {
    walk_from(shape, depth, &roots(shape), record)
}

/// The walk's starting positions: the empty board (Hard first), then each first stone, left to
/// right (Hard second).
pub fn roots(shape: Shape) -> Vec<Position> {
    let empty = Position::new(0, 0);
    let mut roots = alloc::vec![empty];
    roots.extend((0..shape.cols).map(|c| empty.play(empty.playable(&shape) & shape.column(c))));
    roots
}

/// [`walk`] from `roots` only (the book's maker splits its work so).
pub fn walk_from(shape: Shape, depth: u32, roots: &[Position], mut record: impl FnMut(u64, (Position, bool)) -> Option<Record>) -> bool {
    let mut seen = KeyMap::new();
    roots.iter().all(|&p| visit(shape, depth, p, &mut seen, &mut record))
}

fn visit(shape: Shape, depth: u32, p: Position, seen: &mut KeyMap<()>, record: &mut impl FnMut(u64, (Position, bool)) -> Option<Record>) -> bool {
    if p.stones > depth || p.stones == shape.cells || p.wins_now(&shape) != 0 || !seen.insert(p.key(), ()) {
        return true;
    }
    let (key, mirrored) = p.canonical_key(&shape);
    let Some(r) = record(key, (p, mirrored)) else { return false };
    let cell = p.playable(&shape) & shape.column(r.column_for(mirrored));
    if cell == 0 || r.first >= shape.cols || r.second >= shape.cols {
        return false;
    }
    let q = p.play(cell);
    let (open, theirs) = (q.playable(&shape), q.wins_now(&shape));
    (0..shape.cols).all(|c| {
        let reply = open & shape.column(c);
        reply == 0 || reply & theirs != 0 || visit(shape, depth, q.play(reply), seen, record)
    })
}


#[cfg(test)]
mod tests {
    use super::*;
    use crate::mnk::connect4::Connect4;
    use crate::mnk::rules::Rules;
    use crate::mnk::search::Budget;

    /// A whole book of `depth` for a 5x5 board, made as scripts/book.sh makes Connect Four's.
    fn small_book(depth: u32) -> (Connect4, Vec<u8>) {
        let rules = Rules::new(5, 5, 4).unwrap_or_else(|e| panic!("{e}")).with_gravity(true);
        let mut c4 = Connect4::new(rules, 18).unwrap_or_else(|| panic!("fits"));
        let shape = c4.shape();
        let (mut made, mut order) = (alloc::collections::BTreeMap::new(), Vec::new());
        assert!(walk(shape, depth, |key, (p, mirrored)| {
            if let Some(&r) = made.get(&key) {
                return Some(r);
            }
            let r = c4.record(p, mirrored, Budget::UNLIMITED)?;
            made.insert(key, r);
            order.push(r);
            Some(r)
        }));
        (c4, Book::write(shape, depth, &order, &[]))
    }

    #[test]
    fn reads_back_what_it_wrote_and_agrees_with_the_solver() {
        let (mut c4, bytes) = small_book(6);
        let book = Book::read(c4.shape(), &bytes).unwrap_or_else(|e| panic!("{}", e.reason()));
        assert!(book.len() > 50, "{} records", book.len());
        for (p, r) in book.records() {
            let (score, bit) = c4.best(p, Budget::UNLIMITED).unwrap_or_else(|| panic!("unbounded"));
            assert_eq!((r.score, r.first), (score, c4.shape().column_of(bit)), "the record of {p:?}");
            let m = p.mirrored(&c4.shape());
            let (_, mirror_bit) = c4.best(m, Budget::UNLIMITED).unwrap_or_else(|| panic!("unbounded"));
            assert_eq!(r.second, c4.shape().column_of(mirror_bit), "its mirror image's move");
            let e = book.get(m).unwrap_or_else(|| panic!("the mirror image is found"));
            assert_eq!((e.score, e.cell), (score, mirror_bit));
        }
    }

    #[test]
    fn refuses_a_damaged_file_whole() {
        let (c4, bytes) = small_book(4);
        let shape = c4.shape();
        assert_eq!(Book::read(shape, &bytes[..bytes.len() - 1]).err(), Some(BookError::Truncated));
        assert_eq!(Book::read(shape, &bytes[..10]).err(), Some(BookError::Truncated));
        let mut flipped = bytes.clone();
        let last = flipped.len() - 1;
        flipped[last] ^= 0x10;
        assert_eq!(Book::read(shape, &flipped).err(), Some(BookError::Corrupt));
        let mut longer = bytes.clone();
        longer.push(0);
        assert_eq!(Book::read(shape, &longer).err(), Some(BookError::Corrupt));
        let mut magic = bytes.clone();
        magic[0] = b'P';
        assert_eq!(Book::read(shape, &magic).err(), Some(BookError::Format));
        let other = Connect4::new(Rules::CONNECT_FOUR, 12).unwrap_or_else(|| panic!("fits")).shape();
        assert_eq!(Book::read(other, &bytes).err(), Some(BookError::Shape));
        // A record whose hash is right but whose move is another column's is still refused
        // when that column is full; one whose count is short leaves the walk unfinished.
        let short = Book::write(shape, 4, &[], &[]);
        assert_eq!(Book::read(shape, &short).err(), Some(BookError::Corrupt));
    }
}
