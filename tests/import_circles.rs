//! No import circle in `src/` (issue 52, items 1 and 7): the parts depend one way (`common`,
//! `ttt`, `mnk`, `text`, `boundary`, each importing only the ones before it), and a file that
//! imports one that imports it back, however far round, fails here with the circle named.
//!
//! A test in Rust, so that it needs no other tool. Every `.rs` file under `src/` but `src/bin/` is a module (`a/mod.rs` is `a`,
//! `lib.rs` the root). A file *uses* another when its text (`//` comments removed) names a path
//! that starts with `crate::` or `super::` and resolves to that module: the longest prefix of the
//! path that is a module, so `crate::ttt::board::Board` is `ttt/board`. Paths are read whole,
//! use-groups included: `use crate::{a, b::{c, d as e}}` names `a`, `b::c` and `b::d`, and
//! `self` in a group names the group's prefix. A module does not use its own
//! children by declaring them (`mod x;`) or through relative paths (`x::y`, `self::x`): those are
//! how a folder is built, not imports that can go round. A circle is a strongly connected set
//! of more than one module.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::Path;

/// A module by the parts of its path under `src/` (`["ttt", "board"]`; the root is empty).
type Module = Vec<String>;

/// Every module of `src/` and its text, by module.
fn modules(src: &Path) -> BTreeMap<Module, String> {
    let mut out = BTreeMap::new();
    let mut stack = vec![src.to_path_buf()];
    while let Some(dir) = stack.pop() {
        for entry in fs::read_dir(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
            let path = entry.expect("a directory entry").path();
            if path.is_dir() {
                stack.push(path);
                continue;
            }
            if path.extension().is_none_or(|e| e != "rs") {
                continue;
            }
            let relative = path.strip_prefix(src).expect("under src").with_extension("");
            let mut module: Module = relative.components().map(|c| c.as_os_str().to_string_lossy().into_owned()).collect();
            if matches!(module.last().map(String::as_str), Some("mod" | "lib" | "main")) {
                module.pop();
            }
            if module.first().is_some_and(|m| m == "bin") {
                continue;
            }
            let text = fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            out.insert(module, text);
        }
    }
    out
}

/// `text` without its `//` comments (doc comments included), as the tool reads it.
fn without_comments(text: &str) -> String {
    text.lines().map(|line| line.find("//").map_or(line, |at| &line[..at])).collect::<Vec<_>>().join("\n")
}

fn is_ident_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_'
}

/// A reader of use trees: `a::b::{c, d::{e, f as g}, self}` and plain paths.
struct Tree<'a> {
    text: &'a str,
    at: usize,
}

impl Tree<'_> {
    fn skip_space(&mut self) {
        while self.text[self.at..].starts_with(char::is_whitespace) {
            self.at += self.text[self.at..].chars().next().map_or(1, char::len_utf8);
        }
    }

    fn eat(&mut self, token: &str) -> bool {
        self.skip_space();
        let found = self.text[self.at..].starts_with(token);
        if found {
            self.at += token.len();
        }
        found
    }

    /// `word` as a whole word, not the start of a longer name.
    fn eat_word(&mut self, word: &str) -> bool {
        let before = self.at;
        if self.eat(word) && !self.text[self.at..].starts_with(is_ident_char) {
            return true;
        }
        self.at = before;
        false
    }

    fn ident(&mut self) -> Option<String> {
        self.skip_space();
        let rest = &self.text[self.at..];
        let len = rest.find(|c: char| !is_ident_char(c)).unwrap_or(rest.len());
        if len == 0 || rest.starts_with(|c: char| c.is_ascii_digit()) {
            return None;
        }
        self.at += len;
        Some(rest[..len].to_string())
    }

    /// The paths of the tree that starts here, each after `prefix`, into `out`.
    fn paths(&mut self, prefix: &[String], out: &mut Vec<Vec<String>>) {
        let mut path = prefix.to_vec();
        loop {
            if self.eat("{") {
                loop {
                    if self.eat("}") {
                        return;
                    }
                    let before = self.at;
                    self.paths(&path, out);
                    if !self.eat(",") {
                        self.eat("}");
                        return;
                    }
                    if self.at == before {
                        return;
                    }
                }
            }
            match self.ident() {
                Some(name) if name == "self" => {}
                Some(name) => path.push(name),
                None => break,
            }
            if !self.eat("::") {
                break;
            }
        }
        if self.eat_word("as") {
            self.ident();
        }
        out.push(path);
    }
}

/// Every path in `text` that starts with `keyword::` (`crate` or `super`), without the keyword.
fn paths_after(text: &str, keyword: &str) -> Vec<Vec<String>> {
    let mut out = Vec::new();
    let mut from = 0;
    let needle = format!("{keyword}::");
    while let Some(found) = text[from..].find(&needle) {
        let start = from + found;
        from = start + needle.len();
        // Not a path's own start: `$crate`, `mycrate::`, the second `super` of `super::super::`.
        if text[..start].ends_with(|c: char| is_ident_char(c) || c == '$') || text[..start].ends_with("::") {
            continue;
        }
        let mut tree = Tree { text, at: from };
        let mut supers = Vec::new();
        if keyword == "super" {
            // `super::super::x`: each further `super` climbs one more level.
            while tree.text[tree.at..].starts_with("super::") {
                tree.at += "super::".len();
                supers.push("super".to_string());
            }
        }
        tree.paths(&supers, &mut out);
    }
    out
}

/// The modules each module uses.
fn uses(modules: &BTreeMap<Module, String>) -> BTreeMap<Module, BTreeSet<Module>> {
    let resolve = |path: &[String]| -> Option<Module> {
        (1..=path.len()).rev().map(|n| path[..n].to_vec()).find(|m| modules.contains_key(m))
    };
    let mut edges = BTreeMap::new();
    for (module, text) in modules {
        let text = without_comments(text);
        let mut used = BTreeSet::new();
        for path in paths_after(&text, "crate") {
            used.extend(resolve(&path));
        }
        for path in paths_after(&text, "super") {
            let mut base: Module = module[..module.len().saturating_sub(1)].to_vec();
            let climbs = path.iter().take_while(|p| *p == "super").count();
            base.truncate(base.len().saturating_sub(climbs));
            base.extend(path[climbs..].iter().cloned());
            used.extend(resolve(&base));
        }
        used.remove(module);
        edges.insert(module.clone(), used);
    }
    edges
}

/// The strongly connected sets of more than one module (Tarjan), each sorted.
fn circles(edges: &BTreeMap<Module, BTreeSet<Module>>) -> Vec<Vec<Module>> {
    struct State<'a> {
        edges: &'a BTreeMap<Module, BTreeSet<Module>>,
        index: BTreeMap<&'a Module, usize>,
        low: BTreeMap<&'a Module, usize>,
        stack: Vec<&'a Module>,
        out: Vec<Vec<Module>>,
    }
    fn visit<'a>(s: &mut State<'a>, v: &'a Module) {
        let i = s.index.len();
        s.index.insert(v, i);
        s.low.insert(v, i);
        s.stack.push(v);
        for w in s.edges.get(v).into_iter().flatten() {
            let Some((w, _)) = s.edges.get_key_value(w) else { continue };
            if !s.index.contains_key(w) {
                visit(s, w);
                let low = s.low[v].min(s.low[w]);
                s.low.insert(v, low);
            } else if s.stack.contains(&w) {
                let low = s.low[v].min(s.index[w]);
                s.low.insert(v, low);
            }
        }
        if s.low[v] == s.index[v] {
            let mut set = Vec::new();
            while let Some(w) = s.stack.pop() {
                set.push(w.clone());
                if w == v {
                    break;
                }
            }
            if set.len() > 1 {
                set.sort();
                s.out.push(set);
            }
        }
    }
    let mut state = State { edges, index: BTreeMap::new(), low: BTreeMap::new(), stack: Vec::new(), out: Vec::new() };
    for v in edges.keys() {
        if !state.index.contains_key(v) {
            visit(&mut state, v);
        }
    }
    state.out
}

fn name(module: &Module) -> String {
    if module.is_empty() { "lib".to_string() } else { module.join("/") }
}

/// The circles of a set of files, as the failure message lists them: each circle's modules,
/// then each of its imports that stays inside it.
fn report(modules: &BTreeMap<Module, String>) -> Vec<String> {
    let edges = uses(modules);
    circles(&edges)
        .into_iter()
        .map(|set| {
            let inside: Vec<String> = set
                .iter()
                .flat_map(|a| edges[a].iter().filter(|b| set.contains(b)).map(move |b| format!("    {} -> {}", name(a), name(b))))
                .collect();
            format!("{}\n{}", set.iter().map(name).collect::<Vec<_>>().join(" "), inside.join("\n"))
        })
        .collect()
}

#[test]
fn src_has_no_import_circle() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let modules = modules(&src);
    assert!(modules.len() > 50, "read {} modules from {}", modules.len(), src.display());
    let found = report(&modules);
    assert!(
        found.is_empty(),
        "{} import circle(s) in src/ (listed below); \
         point each dependency one way:\n{}",
        found.len(),
        found.join("\n")
    );
}

fn files(list: &[(&str, &str)]) -> BTreeMap<Module, String> {
    list.iter()
        .map(|(module, text)| (module.split('/').filter(|p| !p.is_empty()).map(String::from).collect(), text.to_string()))
        .collect()
}

#[test]
fn use_groups_and_paths_are_read_whole() {
    let found = |text: &str| paths_after(text, "crate").into_iter().map(|p| p.join("::")).collect::<Vec<_>>();
    assert_eq!(found("use crate::{a, b::c};"), ["a", "b::c"]);
    assert_eq!(found("use crate::{a::{self, x as y}, b::{c::{d, e}}, f};"), ["a", "a::x", "b::c::d", "b::c::e", "f"]);
    assert_eq!(found("use crate::text::{\n    error::Coded,\n    words::{self, Words},\n};"), ["text::error::Coded", "text::words", "text::words::Words"]);
    assert_eq!(found("let x = crate::ttt::solver::value(p); $crate::no; mycrate::no"), ["ttt::solver::value"]);
    assert_eq!(found("use crate::a::*;"), ["a"]);
    assert_eq!(found("crate::a::b\n    assert!(x)"), ["a::b"]);
    assert_eq!(paths_after("use super::super::x::Y; super::z()", "super"), [vec!["super", "x", "Y"], vec!["z"]]);
}

#[test]
fn a_circle_is_found_however_it_is_written() {
    // a -> b by a plain path, b -> c/inner inside a nested group, c/inner -> a by `super::super`.
    let circle = files(&[
        ("", "pub mod a; pub mod b; pub mod c;"),
        ("a", "fn f() { crate::b::g() } // crate::c is only a comment"),
        ("b", "use crate::{ttt, c::{self, inner::{X as Y}}};"),
        ("c", "mod inner;"),
        ("c/inner", "use super::super::a::f;"),
        ("ttt", ""),
    ]);
    let found = report(&circle);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(found[0].starts_with("a b c/inner\n"), "{}", found[0]);
    // Comments and a module's own children are no edges: no circle.
    let none = files(&[("", "pub mod a;"), ("a", "mod b; pub use b::X;"), ("a/b", "// use crate::a;\nuse crate::lib_only;")]);
    assert!(report(&none).is_empty());
}
