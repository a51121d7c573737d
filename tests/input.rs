//! The cold readers of `oxo_ai::input` on plain Rust values: the same decisions and messages
//! the package gives JavaScript values (js-tests check those through the package). Boards in
//! other formats are read by the package's JavaScript (js-tests/formats.test.mjs).

use oxo_ai::input::{self, options, snapshot, Value};
use oxo_ai::{Board, Difficulty, ErrorCode, ErrorKind, Seed, Square};
use std::cell::RefCell;
use std::rc::Rc;

/// A JS-like value. Objects log every key read, so tests can count reads.
#[derive(Clone, Debug)]
enum Plain {
    Undefined,
    Null,
    Num(f64),
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
    fn as_f64(&self) -> Option<f64> {
        if let Plain::Num(x) = self { Some(*x) } else { None }
    }
    fn as_bool(&self) -> Option<bool> {
        None
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
            Plain::Num(x) => x.to_string(),
            Plain::Str(t) => format!("{t:?}"),
            Plain::Array(items) => format!("an array of length {}", items.len()),
            Plain::Object(..) | Plain::Throwing => "an object".into(),
        }
    }
}

fn reads(value: &Plain) -> Vec<String> {
    if let Plain::Object(_, log) = value { log.borrow().clone() } else { Vec::new() }
}

fn board() -> Board {
    "X.O......".parse().unwrap()
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
