//! The cold readers of `oxo_ai::input` on plain Rust values: the same decisions and messages
//! the package gives JavaScript values (js-tests check those through the package).

use oxo_ai::input::{self, clarity, marks, options, snapshot, Value};
use oxo_ai::{Board, Difficulty, ErrorCode, ErrorKind, InputError, Seed, Square};
use std::cell::RefCell;
use std::rc::Rc;

/// A JS-like value. Objects log every key read, so tests can count reads.
#[derive(Clone, Debug)]
enum Plain {
    Undefined,
    Null,
    Bool(bool),
    Num(f64),
    Big(i128),
    Str(String),
    Array(Vec<Plain>),
    Object(Rc<Vec<(&'static str, Plain)>>, Rc<RefCell<Vec<String>>>),
    /// An object whose every read throws this message.
    Throwing,
}

fn obj(entries: Vec<(&'static str, Plain)>) -> Plain {
    Plain::Object(Rc::new(entries), Rc::new(RefCell::new(Vec::new())))
}

fn s(text: &str) -> Plain {
    Plain::Str(text.into())
}

fn n(x: f64) -> Plain {
    Plain::Num(x)
}

impl Value for Plain {
    fn undefined() -> Plain {
        Plain::Undefined
    }
    fn string(text: &str) -> Plain {
        s(text)
    }
    fn same_value_zero(&self, other: &Plain) -> bool {
        match (self, other) {
            (Plain::Undefined, Plain::Undefined) | (Plain::Null, Plain::Null) => true,
            (Plain::Bool(a), Plain::Bool(b)) => a == b,
            (Plain::Num(a), Plain::Num(b)) => a == b || (a.is_nan() && b.is_nan()),
            (Plain::Big(a), Plain::Big(b)) => a == b,
            (Plain::Str(a), Plain::Str(b)) => a == b,
            (Plain::Object(a, _), Plain::Object(b, _)) => Rc::ptr_eq(a, b),
            _ => false,
        }
    }
    fn is_undefined(&self) -> bool {
        matches!(self, Plain::Undefined)
    }
    fn is_null(&self) -> bool {
        matches!(self, Plain::Null)
    }
    fn is_string(&self) -> bool {
        matches!(self, Plain::Str(_))
    }
    fn is_function(&self) -> bool {
        false
    }
    fn is_object(&self) -> bool {
        matches!(self, Plain::Array(_) | Plain::Object(..) | Plain::Throwing)
    }
    fn is_bigint(&self) -> bool {
        matches!(self, Plain::Big(_))
    }
    fn as_f64(&self) -> Option<f64> {
        if let Plain::Num(x) = self { Some(*x) } else { None }
    }
    fn as_bool(&self) -> Option<bool> {
        if let Plain::Bool(b) = self { Some(*b) } else { None }
    }
    fn bigint_is(&self, k: u64) -> bool {
        matches!(self, Plain::Big(b) if *b == i128::from(k))
    }
    fn string_units(&self) -> Option<u32> {
        if let Plain::Str(t) = self { u32::try_from(t.encode_utf16().count()).ok() } else { None }
    }
    fn short_string(&self, max: u32) -> Option<String> {
        self.string_units().filter(|&u| u <= max).and_then(|_| if let Plain::Str(t) = self { Some(t.clone()) } else { None })
    }
    fn string_seed(&self) -> Option<Seed> {
        if let Plain::Str(t) = self { Some(Seed::from_text(t)) } else { None }
    }
    fn is_array(&self) -> Option<bool> {
        Some(matches!(self, Plain::Array(_)))
    }
    fn get(&self, key: &str) -> Result<Plain, String> {
        match self {
            Plain::Throwing => Err(format!("reading it threw \"no {key}\"")),
            Plain::Array(items) if key == "length" => Ok(Plain::Num(items.len() as f64)),
            Plain::Object(entries, log) => {
                log.borrow_mut().push(key.into());
                Ok(entries.iter().find(|(k, _)| *k == key).map_or(Plain::Undefined, |(_, v)| v.clone()))
            }
            _ => Ok(Plain::Undefined),
        }
    }
    fn at(&self, index: u32) -> Result<Plain, String> {
        match self {
            Plain::Array(items) => Ok(items.get(index as usize).cloned().unwrap_or(Plain::Undefined)),
            _ => self.get(&index.to_string()),
        }
    }
    fn describe(&self) -> String {
        match self {
            Plain::Undefined => "undefined".into(),
            Plain::Null => "null".into(),
            Plain::Bool(b) => b.to_string(),
            Plain::Num(x) => x.to_string(),
            Plain::Big(b) => format!("{b}n"),
            Plain::Str(t) => format!("{t:?}"),
            Plain::Array(items) => format!("an array of length {}", items.len()),
            Plain::Object(..) | Plain::Throwing => "an object".into(),
        }
    }
    fn text(&self) -> String {
        match self {
            Plain::Num(x) => x.to_string(),
            Plain::Big(b) => b.to_string(),
            Plain::Str(t) => t.clone(),
            other => other.describe(),
        }
    }
}

fn reads(value: &Plain) -> Vec<String> {
    if let Plain::Object(_, log) = value { log.borrow().clone() } else { Vec::new() }
}

/// `X.O......` as on-chain codes.
const CODES: [u8; 9] = [1, 0, 2, 0, 0, 0, 0, 0, 0];

fn board() -> Board {
    "X.O......".parse().unwrap()
}

fn uint_cv(code: u8, numbered: bool) -> Plain {
    obj(vec![("type", if numbered { n(1.0) } else { s("uint") }), ("value", Plain::Big(i128::from(code)))])
}

#[test]
fn on_chain_boards_in_every_shape_an_sdk_returns() {
    let plain = Plain::Array(CODES.iter().map(|&c| n(f64::from(c))).collect());
    let strings = Plain::Array(CODES.iter().map(|c| s(&c.to_string())).collect());
    let list7 = obj(vec![("type", s("list")), ("value", Plain::Array(CODES.iter().map(|&c| uint_cv(c, false)).collect()))]);
    let list6 = obj(vec![("type", n(11.0)), ("list", Plain::Array(CODES.iter().map(|&c| uint_cv(c, true)).collect()))]);
    let ok7 = obj(vec![("type", s("ok")), ("value", list7.clone())]);
    let ok6 = obj(vec![("type", n(7.0)), ("value", list6.clone())]);
    let some = obj(vec![("type", s("some")), ("value", list7.clone())]);
    let to_value = obj(vec![("type", s("(list 9 uint)")), ("value", Plain::Array(CODES.iter().map(|&c| obj(vec![("type", s("uint")), ("value", s(&c.to_string()))])).collect()))]);
    let to_json = obj(vec![("type", s("(response (list 9 uint) uint)")), ("success", Plain::Bool(true)), ("value", to_value.clone())]);
    for (what, value) in [("numbers", plain), ("strings", strings), ("7.x", list7), ("6.x", list6), ("ok 7.x", ok7), ("ok 6.x", ok6), ("some", some), ("cvToValue", to_value), ("cvToJSON", to_json)] {
        assert_eq!(clarity::on_chain(&value), Ok(board()), "{what}");
    }
}

#[test]
fn on_chain_refusals_name_what_they_found() {
    let err = obj(vec![("type", s("err")), ("value", uint_cv(105, false))]);
    let e = clarity::on_chain(&err).unwrap_err();
    assert_eq!((e.code, e.message.as_str()), (ErrorCode::InvalidBoard, "on-chain board is an (err u105) response"));
    let none = obj(vec![("type", s("none"))]);
    assert_eq!(clarity::on_chain(&none).unwrap_err().message, "on-chain board is none (an empty optional)");
    let tuple = obj(vec![("type", s("tuple")), ("value", obj(vec![]))]);
    assert_eq!(clarity::on_chain(&tuple).unwrap_err().message, "on-chain board must be a list of 9 unsigned ints (0, 1, 2), got a Clarity tuple");
    let three = Plain::Array([0, 0, 3, 0, 0, 0, 0, 0, 0].iter().map(|&c| n(f64::from(c))).collect());
    let e = clarity::on_chain(&three).unwrap_err();
    assert_eq!((e.kind, e.message.as_str()), (ErrorKind::OutOfRange, "on-chain board[2] must be 0, 1 or 2, got 3"));
    let short = Plain::Array(vec![n(0.0); 8]);
    assert_eq!(clarity::on_chain(&short).unwrap_err().message, "on-chain board must be a list of 9 unsigned ints, got an array of length 8");
}

#[test]
fn engine_options_read_each_key_once_in_order_and_check_the_core_rules() {
    let value = obj(vec![("difficulty", s("expert")), ("skill", n(40.0)), ("opponent", obj(vec![("difficulty", s("rules"))]))]);
    let o = options::engine(&value).unwrap();
    assert_eq!((o.difficulty, o.skill.is_some(), o.opponent.is_some()), (Difficulty::Expert, true, true));
    assert_eq!(reads(&value), ["rules", "opponent", "difficulty", "mctsIterations", "mctsTimeMs", "seed", "strict", "skill", "variety", "cellOrder", "adaptive"]);
    let e = options::engine(&obj(vec![("difficulty", s("easy")), ("skill", n(50.0))])).unwrap_err();
    assert_eq!((e.code, e.kind), (ErrorCode::InvalidOption, ErrorKind::WrongType), "{}", e.message);
    let e = options::engine(&obj(vec![("mctsIterations", n(0.5))])).unwrap_err();
    assert_eq!((e.kind, e.message.as_str()), (ErrorKind::OutOfRange, "mctsIterations must be an integer from 1 to 1000000, got 0.5"));
    let e = options::engine(&obj(vec![("difficulty", s("expert")), ("opponent", obj(vec![("difficulty", s("mcts"))]))])).unwrap_err();
    assert!(e.message.starts_with("opponent: "), "{}", e.message);
    let e = options::engine(&Plain::Throwing).unwrap_err();
    assert_eq!(e.message, "option rules: reading it threw \"no rules\"");
    assert_eq!(options::engine(&Plain::Undefined).unwrap().difficulty, Difficulty::Hard);
    assert_eq!(options::engine(&Plain::Null).unwrap().difficulty, Difficulty::Hard);
}

#[test]
fn simulation_options_refuse_seed_and_strict_in_a_side() {
    let run = obj(vec![("games", n(10.0)), ("playerX", obj(vec![("difficulty", s("hard")), ("seed", n(1.0))])), ("playerO", s("easy"))]);
    let e = options::simulation(&run, &Plain::Undefined).unwrap_err();
    assert_eq!(e.message, "playerX: seed is not a simulation side's option: the run seeds every game and plays only legal ones");
    let run = obj(vec![("games", n(10.0)), ("playerX", s("hard")), ("playerO", s("easy")), ("seed", n(3.0)), ("chunkSize", n(7.0))]);
    let read = options::simulation(&run, &Plain::Undefined).unwrap();
    assert_eq!((read.run.games, read.run.seed, read.chunk_size), (10, Seed(3), 7));
    let e = options::simulation(&obj(vec![("playerX", s("hard"))]), &Plain::Undefined).unwrap_err();
    assert_eq!(e.message, "games is required");
}

#[test]
fn snapshots_and_moves_read_both_coordinates_before_checking_either() {
    let start = s("X.O......");
    let mv = |row: f64, col: Plain| obj(vec![("row", n(row)), ("col", col)]);
    let snap = obj(vec![("version", n(1.0)), ("start", start.clone()), ("moves", Plain::Array(vec![mv(1.0, n(1.0))]))]);
    let read = snapshot::snapshot(&snap).unwrap();
    assert_eq!((read.start, read.moves), (board(), vec![Square::CENTER]));
    // row out of range, col not a number: both are read, and the type fault comes first.
    let bad = mv(5.0, s("1"));
    let e = input::move_object(&bad).unwrap_err();
    assert_eq!(reads(&bad), ["row", "col"]);
    assert_eq!((e.code, e.message.as_str()), (ErrorCode::InvalidMove, "move.col must be a number 0..2, got \"1\""));
    let e = input::move_object(&mv(5.0, n(1.0))).unwrap_err();
    assert_eq!((e.kind, e.message.as_str()), (ErrorKind::OutOfRange, "move.row must be an integer 0..2, got 5"));
    let e = snapshot::snapshot(&obj(vec![("version", n(2.0))])).unwrap_err();
    assert_eq!((e.code, e.kind), (ErrorCode::InvalidSnapshot, ErrorKind::OutOfRange));
    let e = snapshot::moves(&Plain::Array(vec![mv(0.0, n(0.0)); 10])).unwrap_err();
    assert_eq!(e.message, "moves must be an array of at most 9 entries, got an array of length 10");
    let e = input::notation(&s(&"X".repeat(40))).unwrap_err();
    assert_eq!(e.code, ErrorCode::InvalidBoard);
}

/// `"X.O......"`-style notation of a board read in marks.
fn marked(cells: Plain, marks_value: &Plain) -> Result<String, InputError> {
    let marks = marks::marks(marks_value)?;
    marks::board(&cells, &marks).map(|b| b.to_string())
}

#[test]
fn boards_in_any_two_marks_read_nested_or_flat() {
    let users = obj(vec![("X", s("max")), ("O", s("moritz"))]);
    let row = |a: &str, b: &str, c: &str| Plain::Array(vec![s(a), s(b), s(c)]);
    let nested = Plain::Array(vec![row("max", "moritz", ""), row("", "max", ""), row("", "", "")]);
    assert_eq!(marked(nested, &users).unwrap(), "XO..X....");
    // Flat, lowercase marks and 0 for empty (the authoritative-server view).
    let xo = obj(vec![("X", s("x")), ("O", s("o"))]);
    let flat = Plain::Array(vec![n(0.0), s("x"), n(0.0), n(0.0), s("o"), n(0.0), Plain::Null, Plain::Undefined, s(".")]);
    assert_eq!(marked(flat, &xo).unwrap(), ".X..O....");
    // Numbers as marks; a named empty replaces the usual ones.
    let numbers = obj(vec![("X", n(1.0)), ("O", n(2.0)), ("empty", n(-1.0))]);
    let cells = Plain::Array([1.0, 2.0, -1.0, -1.0, -1.0, -1.0, -1.0, -1.0, 1.0].map(n).to_vec());
    assert_eq!(marked(cells, &numbers).unwrap(), "XO......X");
    let cells = Plain::Array([1.0, 2.0, 0.0, -1.0, -1.0, -1.0, -1.0, -1.0, 1.0].map(n).to_vec());
    let e = marked(cells, &numbers).unwrap_err();
    assert_eq!((e.code, e.kind), (ErrorCode::InvalidBoard, ErrorKind::WrongType));
    assert_eq!(e.message, "cell (0, 2) must be 1, 2 or -1, got 0");
    // NaN marks itself (SameValueZero).
    let nan = obj(vec![("X", n(f64::NAN)), ("O", s("o"))]);
    assert_eq!(marked(Plain::Array([f64::NAN, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0].map(n).to_vec()), &nan).unwrap(), "X........");
}

#[test]
fn marks_and_cells_that_do_not_fit_are_coded_errors() {
    let users = obj(vec![("X", s("max")), ("O", s("moritz"))]);
    let flat = |cells: [&str; 9]| Plain::Array(cells.map(s).to_vec());
    let e = marked(flat(["max", "bob", "", "", "", "", "", "", ""]), &users).unwrap_err();
    assert_eq!((e.code, e.message.as_str()), (ErrorCode::InvalidBoard, "cell (0, 1) must be \"max\", \"moritz\" or empty, got \"bob\""));
    for (marks_value, message) in [
        (obj(vec![("X", s("a")), ("O", s("a"))]), "marks.X and marks.O must differ, both are \"a\""),
        (obj(vec![("X", s("a"))]), "marks.O is missing: say which value marks O"),
        (obj(vec![("X", s("a")), ("O", s("b")), ("empty", s("b"))]), "marks.empty must differ from marks.X and marks.O, got \"b\""),
        (Plain::Undefined, "marks must be an object { X, O, empty? }, got undefined"),
    ] {
        let e = marked(flat([""; 9]), &marks_value).unwrap_err();
        assert_eq!((e.code, e.message.as_str()), (ErrorCode::InvalidOption, message));
    }
    let e = marked(Plain::Array(vec![s(""); 4]), &users).unwrap_err();
    assert_eq!((e.code, e.message.as_str()), (ErrorCode::InvalidBoard, "board must be an array of 3 rows of 3 cells or of 9 cells, got an array of length 4"));
    let e = marked(Plain::Array(vec![flat([""; 9]), flat([""; 9]), flat([""; 9])]), &users).unwrap_err();
    assert_eq!(e.message, "row 0 must be an array of 3 cells, got an array of length 9");
    // Written back in the same marks; empty is '' unless named.
    let board: Board = "XO..X....".parse().unwrap();
    let rows = marks::rows(board, &marks::marks(&users).unwrap());
    assert_eq!(rows.iter().flatten().map(Plain::text).collect::<Vec<_>>(), ["max", "moritz", "", "", "max", "", "", "", ""]);
}

#[test]
fn moves_as_xy_and_cell_numbers() {
    let xy = |x: Plain, y: Plain| obj(vec![("x", x), ("y", y)]);
    assert_eq!(marks::xy(&xy(n(2.0), n(0.0))).unwrap(), Square::from_coords(0, 2).unwrap());
    let e = marks::xy(&xy(n(3.0), n(0.0))).unwrap_err();
    assert_eq!((e.code, e.kind, e.message.as_str()), (ErrorCode::InvalidMove, ErrorKind::OutOfRange, "move.x must be an integer 0..2, got 3"));
    let e = marks::xy(&xy(n(0.0), s("1"))).unwrap_err();
    assert_eq!((e.kind, e.message.as_str()), (ErrorKind::WrongType, "move.y must be a number, got \"1\""));
    assert_eq!(marks::xy(&n(4.0)).unwrap_err().code, ErrorCode::InvalidMove);
    assert_eq!(marks::base(&Plain::Undefined).unwrap(), 0);
    assert_eq!(marks::base(&n(1.0)).unwrap(), 1);
    for bad in [n(2.0), s("1"), n(0.5)] {
        assert_eq!(marks::base(&bad).unwrap_err().code, ErrorCode::InvalidOption);
    }
    assert_eq!(marks::cell_number(&n(9.0), 1).unwrap(), Square::new(8).unwrap());
    assert_eq!(marks::cell_number(&n(0.0), 0).unwrap(), Square::new(0).unwrap());
    for (cell, base) in [(0.0, 1), (9.0, 0), (1.5, 0), (f64::NAN, 1)] {
        let e = marks::cell_number(&n(cell), base).unwrap_err();
        assert_eq!((e.code, e.kind), (ErrorCode::InvalidMove, ErrorKind::OutOfRange), "{cell} base {base}");
    }
    assert_eq!(marks::cell_number(&n(10.0), 1).unwrap_err().message, "cell must be an integer 1..9, got 10");
}
