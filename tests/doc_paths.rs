//! Every repository path the docs name exists (issue 52, item 6): `README.md`,
//! `pkg-template/README.md` and every file under `docs/`, checked against the files of this
//! repository (read from `CARGO_MANIFEST_DIR`). A failure lists each missing path with the
//! document and line that name it.
//!
//! # What counts as a repository path
//!
//! A document is read line by line. Two things on a line are paths:
//!
//! 1. **A Markdown link's target** (`[text](target)`, or a reference definition `[x]: target`),
//!    resolved as Markdown resolves it: relative to the document's folder, or to the repository's
//!    root if it starts with `/`. Not checked: targets with a scheme (`https://…`, `mailto:`),
//!    a bare `#fragment`, and targets that resolve outside the repository (which
//!    [`no_document_links_outside_the_repository`] refuses on its own).
//! 2. **A word that starts with a top-level entry of the repository**: one of the folders
//!    [`REPO_DIRS`] followed by `/` (`src/mnk/`, `scripts/book.sh`, `.ci/run`), or exactly one
//!    of the top-level files [`REPO_FILES`] (`Cargo.toml`). Words are what is left between
//!    whitespace, backticks, quotes, brackets, parentheses, `<`, `>` and `|`, anywhere on the line:
//!    prose, code spans and fenced blocks alike, so a path in a command (`node bench/compare.mjs
//!    A/pkg B/pkg`) or in a layout tree is checked too. A word that starts with one of the package
//!    template's folders [`TEMPLATE_DIRS`] (`lib/read.js`, `entries/twins/engine.js`,
//!    `bin/cli/`, `book/connect-four.oxc4`) names that file of `pkg-template/`, as the docs
//!    write them from the package's side, and is checked there.
//!
//! Every other word is not a repository path and is not checked. In particular the paths of the
//! *built* package (`web/…`, `node/…`, `adapters/…`, `inline/`, `worker/`, `pkg/…`) and its
//! import specifiers (`oxo-ai/mnk`, `./worker.js`) exist only after `node scripts/build.mjs`,
//! and `js-tests/entries.test.mjs` loads them; build outputs (`target/`, `out/`, `node_modules/`) likewise. A bare
//! file name (`read.js`, `heuristic.rs`) names a file of the folder its sentence is about, which
//! this reader cannot know: not checked. Link syntax inside a code span or a fenced block is not a
//! link (Markdown shows it as it is), but the words there are read like any others.
//!
//! Before a path is looked up: a line anchor (`src/x.rs:12`, anything from the first `:`), a
//! `#fragment`, a link's `?key=value` query, trailing punctuation (`.`, `,`, `;`, `!`, `?`) and
//! Markdown emphasis (`**`) are stripped. A path with `*`, `?` or `…` in it is a glob (`…` stands for `*`) and must
//! match at least one file; `{a,b}` names each of `a` and `b`, and each must exist.

use std::fs;
use std::path::{Component, Path, PathBuf};

/// The repository's top-level folders: a word starting with one of these and `/` is a path.
const REPO_DIRS: &[&str] = &["src", "tests", "pkg-template", "scripts", "bench", "js-tests", "docs", "examples", "fuzz", ".ci"];

/// The repository's top-level files: a word that is exactly one of these is a path.
const REPO_FILES: &[&str] = &["Cargo.toml", "Cargo.lock", "README.md", "package.json", "package-lock.json"];

/// Folders of `pkg-template/` that the docs name without the prefix (`lib/read.js`).
const TEMPLATE_DIRS: &[&str] = &["lib", "entries", "bin", "book"];

/// The documents whose paths are checked, besides every file under `docs/`.
const DOCS: &[&str] = &["README.md", "pkg-template/README.md"];

/// A path a document names, as the repository path it stands for.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Named {
    /// 1-based line of the document.
    line: usize,
    /// Relative to the repository's root, after anchors and fragments are stripped.
    path: String,
}

/// Every repository path `text` (the document at `doc`, relative to the root) names, by the rule
/// of this file's doc comment, once per line.
fn named_paths(doc: &str, text: &str) -> Vec<Named> {
    let dir = Path::new(doc).parent().unwrap_or(Path::new(""));
    let mut out: Vec<Named> = Vec::new();
    for (line, words, targets) in read_lines(text) {
        let links = targets.iter().filter_map(|target| link_path(dir, target));
        for path in links.chain(words.split(is_separator).filter_map(word_path)) {
            if !out.iter().any(|n| n.line == line && n.path == path) {
                out.push(Named { line, path });
            }
        }
    }
    out
}

/// Each line of `text`: its 1-based number, its text without link targets, and the targets.
/// No link inside a fenced block or a code span: Markdown shows those as they are.
fn read_lines(text: &str) -> Vec<(usize, String, Vec<String>)> {
    let mut fenced = false;
    let mut out = Vec::new();
    for (index, line) in text.lines().enumerate() {
        let fence = line.trim_start().starts_with("```") || line.trim_start().starts_with("~~~");
        fenced ^= fence;
        let (words, targets) = if fenced || fence { (line.to_string(), Vec::new()) } else { split_links(line) };
        out.push((index + 1, words, targets));
    }
    out
}

/// The paths `text` names that do not exist under `root`.
fn missing_paths(doc: &str, text: &str, root: &Path) -> Vec<Named> {
    named_paths(doc, text).into_iter().filter(|n| !exists(root, &n.path)).collect()
}

/// `line` without its link targets, and the targets: inline links' `](target)` outside code
/// spans, and a reference definition's `[label]: target`.
fn split_links(line: &str) -> (String, Vec<String>) {
    let mut targets = Vec::new();
    let trimmed = line.trim_start();
    if let Some(after) = trimmed.strip_prefix('[') {
        if let Some(close) = after.find("]:") {
            if let Some(target) = after[close + 2..].split_whitespace().next() {
                targets.push(target.trim_matches(|c| c == '<' || c == '>').to_string());
                return (after[..close].to_string(), targets);
            }
        }
    }
    // Between backticks (odd pieces) is a code span, kept as it is.
    let mut rest = String::with_capacity(line.len());
    for (i, piece) in line.split('`').enumerate() {
        if i > 0 {
            rest.push('`');
        }
        if i % 2 == 1 {
            rest.push_str(piece);
        } else {
            rest.push_str(&inline_links(piece, &mut targets));
        }
    }
    (rest, targets)
}

/// `text` without its inline links' targets, which go to `targets`.
fn inline_links(text: &str, targets: &mut Vec<String>) -> String {
    let mut rest = String::with_capacity(text.len());
    let mut remaining = text;
    while let Some(at) = remaining.find("](") {
        rest.push_str(&remaining[..at + 1]);
        let after = &remaining[at + 2..];
        let end = after.find(')').unwrap_or(after.len());
        if let Some(target) = after[..end].split_whitespace().next() {
            targets.push(target.trim_matches(|c| c == '<' || c == '>').to_string());
        }
        rest.push(' ');
        remaining = after.get(end + 1..).unwrap_or("");
    }
    rest.push_str(remaining);
    rest
}

/// A link target as a repository path; `None` for a URL, a bare fragment or a target outside the
/// repository.
fn link_path(dir: &Path, target: &str) -> Option<String> {
    if target.contains("://") || target.starts_with("mailto:") || target.starts_with('#') {
        return None;
    }
    let target = strip_anchor(target);
    if target.is_empty() {
        return None;
    }
    let joined = match target.strip_prefix('/') {
        Some(from_root) => PathBuf::from(from_root),
        None => dir.join(target),
    };
    let mut parts: Vec<String> = Vec::new();
    for component in joined.components() {
        match component {
            Component::Normal(part) => parts.push(part.to_string_lossy().into_owned()),
            Component::ParentDir => {
                parts.pop()?; // above the root: not a repository path
            }
            _ => {}
        }
    }
    let mut path = parts.join("/");
    if target.ends_with('/') {
        path.push('/');
    }
    (!path.is_empty()).then_some(path)
}

/// What separates words: whitespace, code-span backticks, quotes, brackets and table bars.
fn is_separator(c: char) -> bool {
    c.is_whitespace() || "`'\"()[]<>|‘’“”".contains(c)
}

/// A word as the repository path it names, if it names one.
fn word_path(word: &str) -> Option<String> {
    let word = word.trim_start_matches(['*', '_']);
    let word = word.strip_suffix("**").unwrap_or(word);
    let word = strip_anchor(word).trim_end_matches(['.', ',', ';', '!', '?']);
    let word = word.replace('…', "*");
    let (first, rest) = match word.split_once('/') {
        Some((first, rest)) => (first, Some(rest)),
        None => (word.as_str(), None),
    };
    match rest {
        Some(_) if REPO_DIRS.contains(&first) => Some(word.clone()),
        Some(_) if TEMPLATE_DIRS.contains(&first) => Some(format!("pkg-template/{word}")),
        None if REPO_FILES.contains(&first) => Some(word.clone()),
        _ => None,
    }
}

/// `path` without a line anchor (from the first `:`), a `#fragment` or a `?query`.
fn strip_anchor(path: &str) -> &str {
    let end = path.find([':', '#']).unwrap_or(path.len());
    let path = &path[..end];
    // A `?` is a glob character in a word; in a link it starts a query.
    match path.find("?") {
        Some(at) if path[at + 1..].contains('=') => &path[..at],
        _ => path,
    }
}

/// True if `path` (relative to `root`) exists: each of its `{a,b}` alternatives, and for a glob at
/// least one match.
fn exists(root: &Path, path: &str) -> bool {
    expand_braces(path).iter().all(|p| {
        if p.contains(['*', '?']) {
            glob_matches(root, p)
        } else {
            root.join(p).exists()
        }
    })
}

/// `a{b,c}d{e,f}` as `abde`, `abdf`, `acde`, `acdf`.
fn expand_braces(path: &str) -> Vec<String> {
    let (Some(open), Some(close)) = (path.find('{'), path.find('}')) else {
        return vec![path.to_string()];
    };
    if close < open {
        return vec![path.to_string()];
    }
    let (head, tail) = (&path[..open], &path[close + 1..]);
    path[open + 1..close]
        .split(',')
        .flat_map(|alt| expand_braces(&format!("{head}{alt}{tail}")))
        .collect()
}

/// True if the glob `pattern` (`*` and `?` within a path segment) matches a file or folder.
fn glob_matches(root: &Path, pattern: &str) -> bool {
    let mut found = vec![root.to_path_buf()];
    for segment in pattern.split('/').filter(|s| !s.is_empty()) {
        let mut next = Vec::new();
        for dir in &found {
            if !segment.contains(['*', '?']) {
                let path = dir.join(segment);
                if path.exists() {
                    next.push(path);
                }
                continue;
            }
            let Ok(entries) = fs::read_dir(dir) else { continue };
            for entry in entries.flatten() {
                if wildcard(segment.as_bytes(), entry.file_name().to_string_lossy().as_bytes()) {
                    next.push(entry.path());
                }
            }
        }
        found = next;
    }
    !found.is_empty()
}

/// `*` (any run) and `?` (one byte) against a file name.
fn wildcard(pattern: &[u8], name: &[u8]) -> bool {
    match pattern.split_first() {
        None => name.is_empty(),
        Some((b'*', rest)) => (0..=name.len()).any(|skip| wildcard(rest, &name[skip..])),
        Some((b'?', rest)) => !name.is_empty() && wildcard(rest, &name[1..]),
        Some((c, rest)) => name.first() == Some(c) && wildcard(rest, &name[1..]),
    }
}

/// Every file under `dir` (relative to `root`), recursively, sorted.
fn files_under(root: &Path, dir: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_string()];
    while let Some(d) = stack.pop() {
        let entries = fs::read_dir(root.join(&d)).unwrap_or_else(|e| panic!("reading {d}/: {e}"));
        for entry in entries.flatten() {
            let path = format!("{d}/{}", entry.file_name().to_string_lossy());
            if entry.path().is_dir() {
                stack.push(path);
            } else {
                out.push(path);
            }
        }
    }
    out.sort();
    out
}

/// The documents that must not lead outside the repository: both READMEs, and every Markdown file
/// under `docs/`, at the top of `bench/`, and anywhere under `examples/` (installed
/// `node_modules/` aside).
fn documents(root: &Path) -> Vec<String> {
    let markdown = |path: &String| path.ends_with(".md") && !path.contains("/node_modules/");
    let mut docs: Vec<String> = DOCS.iter().map(|d| d.to_string()).collect();
    docs.extend(files_under(root, "docs").into_iter().filter(markdown));
    docs.extend(files_under(root, "bench").into_iter().filter(|p| markdown(p) && p.matches('/').count() == 1));
    docs.extend(files_under(root, "examples").into_iter().filter(markdown));
    docs
}

/// True if `target`, read from the folder `dir` (relative to the root), is a path that climbs
/// above the repository's root. URLs, `mailto:` and bare fragments are not paths.
fn climbs_out(dir: &Path, target: &str) -> bool {
    if target.contains("://") || target.starts_with("mailto:") || target.starts_with('#') || target.starts_with('/') {
        return false;
    }
    let mut depth = dir.components().filter(|c| matches!(c, Component::Normal(_))).count();
    for component in Path::new(strip_anchor(target)).components() {
        match component {
            Component::ParentDir if depth == 0 => return true,
            Component::ParentDir => depth -= 1,
            Component::Normal(_) => depth += 1,
            _ => {}
        }
    }
    false
}

/// Every link target and `../` word of `text` (the document at `doc`) that leads outside the
/// repository: a reader who cloned it could not follow them.
fn outside_links(doc: &str, text: &str) -> Vec<Named> {
    let dir = Path::new(doc).parent().unwrap_or(Path::new(""));
    let mut out: Vec<Named> = Vec::new();
    for (line, words, targets) in read_lines(text) {
        let words = words.split(is_separator).map(|w| w.trim_end_matches(['.', ',', ';', '!', '?']).to_string());
        for path in targets.into_iter().chain(words.filter(|w| w.starts_with("../"))) {
            if climbs_out(dir, &path) && !out.iter().any(|n| n.line == line && n.path == path) {
                out.push(Named { line, path });
            }
        }
    }
    out
}

#[test]
fn no_document_links_outside_the_repository() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let docs = documents(root);
    // A reader that found no document would pass vacuously.
    for expected in ["README.md", "pkg-template/README.md", "docs/DESIGN.md", "bench/RESULTS.md"] {
        assert!(docs.iter().any(|d| d == expected), "{expected} is not among the documents read: {docs:?}");
    }
    let mut outside = Vec::new();
    for doc in &docs {
        let text = fs::read_to_string(root.join(doc)).unwrap_or_else(|e| panic!("reading {doc}: {e}"));
        outside.extend(outside_links(doc, &text).into_iter().map(|n| format!("{doc}:{}: {}", n.line, n.path)));
    }
    assert!(
        outside.is_empty(),
        "{} link(s) or path(s) in the repository's documents lead outside it (document:line: target); \
         say what they mean here, or point at a file of the repository:\n  {}",
        outside.len(),
        outside.join("\n  ")
    );
}

#[test]
fn a_link_outside_the_repository_is_reported() {
    let doc = "\
The contract is [elsewhere](../elsewhere/CONTRACT.md#types), and so is `../elsewhere/STYLE.md`.
Inside: [the design](docs/DESIGN.md), [from the root](/src/lib.rs), [a page](https://example.invalid/../x), [top](#top).
```
cat ../outside.txt
```
";
    let found: Vec<(usize, String)> = outside_links("README.md", doc).into_iter().map(|n| (n.line, n.path)).collect();
    let expected = [(1, "../elsewhere/CONTRACT.md#types"), (1, "../elsewhere/STYLE.md"), (4, "../outside.txt")];
    assert_eq!(found, expected.map(|(l, p)| (l, p.to_string())));
    // From a folder, one `../` stays inside; two leave.
    let nested = "[up](../README.md) and [out](../../CONTRACT.md)";
    let found: Vec<String> = outside_links("docs/DESIGN.md", nested).into_iter().map(|n| n.path).collect();
    assert_eq!(found, ["../../CONTRACT.md"]);
}

#[test]
fn every_repository_path_the_docs_name_exists() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut docs: Vec<String> = DOCS.iter().map(|d| d.to_string()).collect();
    docs.extend(files_under(root, "docs"));
    let mut missing = Vec::new();
    for doc in &docs {
        let text = match fs::read_to_string(root.join(doc)) {
            Ok(text) => text,
            Err(e) if e.kind() == std::io::ErrorKind::InvalidData => continue, // an image under docs/: no text
            Err(e) => panic!("reading {doc}: {e}"),
        };
        // A reader that found nothing would pass vacuously: the READMEs and DESIGN name paths.
        if DOCS.contains(&doc.as_str()) || doc == "docs/DESIGN.md" {
            assert!(!named_paths(doc, &text).is_empty(), "{doc} names no repository path: is the reader broken?");
        }
        missing.extend(missing_paths(doc, &text, root).into_iter().map(|n| format!("{doc}:{}: {}", n.line, n.path)));
    }
    assert!(
        missing.is_empty(),
        "{} repository path(s) named in the docs do not exist (document:line: path):\n  {}",
        missing.len(),
        missing.join("\n  ")
    );
}

#[test]
fn a_missing_path_is_reported_with_its_line() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let doc = "\
# A document
The core is `src/lib.rs` (line 12: `src/lib.rs:12`), and `src/no_such_file.rs:40` is gone.
Run `node scripts/no-such-script.mjs --flag A/pkg`; see [the design](DESIGN.md#tiers).
A [dead link](../nope.md#x), a contract [elsewhere](../../elsewhere/CONTRACT.md) (outside: not checked here).
Built package paths are not checked: `web/entry.js`, `node/index.cjs`, `oxo-ai/mnk`, `./worker.js`.
The template's `lib/read.js` exists; `lib/no-such-reader.js` does not.
Globs: `scripts/book/solved-*.tsv` matches, `scripts/book/unsolved-*.tsv` does not; `src/{lib,nope}.rs`.
```
pkg/
  web/entry.js        from pkg-template/entries/entry.js and pkg-template/entries/gone.js
```
";
    let missing: Vec<(usize, String)> =
        missing_paths("docs/EXAMPLE.md", doc, root).into_iter().map(|n| (n.line, n.path)).collect();
    let expected: Vec<(usize, String)> = [
        (2, "src/no_such_file.rs"),
        (3, "scripts/no-such-script.mjs"),
        (4, "nope.md"),
        (6, "pkg-template/lib/no-such-reader.js"),
        (7, "scripts/book/unsolved-*.tsv"),
        (7, "src/{lib,nope}.rs"),
        (10, "pkg-template/entries/gone.js"),
    ]
    .into_iter()
    .map(|(line, path)| (line, path.to_string()))
    .collect();
    assert_eq!(missing, expected);
}

#[test]
fn a_bogus_path_added_to_a_copy_of_a_doc_is_reported() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let design = fs::read_to_string(root.join("docs/DESIGN.md")).expect("docs/DESIGN.md");
    let before = missing_paths("docs/DESIGN.md", &design, root);
    let line = design.lines().count() + 1;
    let copy = format!("{design}See `src/no_such_module.rs:7`, [a script](../scripts/gone.sh#usage) and `lib/gone.js`.\n");
    let after = missing_paths("docs/DESIGN.md", &copy, root);
    let added: Vec<(usize, String)> =
        after.into_iter().filter(|n| !before.contains(n)).map(|n| (n.line, n.path)).collect();
    let expected = ["scripts/gone.sh", "src/no_such_module.rs", "pkg-template/lib/gone.js"];
    assert_eq!(added, expected.map(|p| (line, p.to_string())));
}

#[test]
fn link_targets_resolve_from_the_document() {
    let dir = Path::new("docs");
    assert_eq!(link_path(dir, "../src/lib.rs#L4").as_deref(), Some("src/lib.rs"));
    assert_eq!(link_path(dir, "DESIGN.md").as_deref(), Some("docs/DESIGN.md"));
    assert_eq!(link_path(dir, "/bench/RESULTS.md").as_deref(), Some("bench/RESULTS.md"));
    assert_eq!(link_path(Path::new(""), "examples/web/").as_deref(), Some("examples/web/"));
    assert_eq!(link_path(Path::new(""), "../elsewhere/CONTRACT.md"), None);
    assert_eq!(link_path(dir, "https://example.invalid/src/x.rs"), None);
    assert_eq!(link_path(dir, "#your-own-worker"), None);
}

#[test]
fn words_name_repository_paths_by_their_first_segment() {
    assert_eq!(word_path("src/mnk/engine.rs:155").as_deref(), Some("src/mnk/engine.rs"));
    assert_eq!(word_path("bench/RESULTS.md,").as_deref(), Some("bench/RESULTS.md"));
    assert_eq!(word_path(".ci/run").as_deref(), Some(".ci/run"));
    assert_eq!(word_path("Cargo.toml").as_deref(), Some("Cargo.toml"));
    assert_eq!(word_path("entries/twins/engine.js").as_deref(), Some("pkg-template/entries/twins/engine.js"));
    assert_eq!(word_path("src/wire/…").as_deref(), Some("src/wire/*"));
    assert_eq!(word_path("web/engine-wasm.js"), None);
    assert_eq!(word_path("oxo-ai/worker"), None);
    assert_eq!(word_path("A/pkg"), None);
    assert_eq!(word_path("js-tests/*.test.*").as_deref(), Some("js-tests/*.test.*"));
}

/// How the old contract was cited, section by section; built here so that this file holds none.
const CITATION: &str = concat!("SPEC", " ", "\u{a7}");

/// The repository's own text files, relative to `root`, sorted: everything under [`REPO_DIRS`]
/// and the files [`REPO_FILES`], without build outputs, installed packages and hidden folders
/// (`target/`, `node_modules/`, `bench/.scratch/`, the bench's baseline worktree...).
fn repository_texts(root: &Path) -> Vec<String> {
    const TEXT: &[&str] = &["rs", "toml", "md", "js", "mjs", "cjs", "ts", "cts", "json", "sh", "py", "html", "css", "txt", "yml", "yaml"];
    const SKIP: &[&str] = &["target", "node_modules", "out", "pkg"];
    fn walk(root: &Path, rel: &Path, out: &mut Vec<String>) {
        let Ok(entries) = fs::read_dir(root.join(rel)) else { return };
        for entry in entries.flatten() {
            let name = entry.file_name().to_string_lossy().into_owned();
            let path = rel.join(&name);
            let kind = entry.file_type().ok();
            if kind.is_some_and(|k| k.is_dir()) {
                if !name.starts_with('.') && !SKIP.contains(&name.as_str()) {
                    walk(root, &path, out);
                }
            } else if kind.is_some_and(|k| k.is_file()) && path.extension().is_some_and(|e| TEXT.contains(&e.to_string_lossy().as_ref())) {
                out.push(path.to_string_lossy().replace('\\', "/"));
            }
        }
    }
    let mut out: Vec<String> = REPO_FILES.iter().filter(|f| root.join(f).is_file()).map(|f| f.to_string()).collect();
    for dir in REPO_DIRS {
        walk(root, Path::new(dir), &mut out);
    }
    out.sort();
    out
}

/// Nothing in the repository cites the old contract's sections (issue 62): a reader follows every
/// reference from what the repository holds. Code, manifests, scripts and documents alike.
#[test]
fn no_repository_file_cites_the_old_contract() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let files = repository_texts(root);
    // A walk that found nothing would pass vacuously.
    for expected in ["Cargo.toml", "src/lib.rs", "fuzz/fuzz_targets/validate_board.rs", "docs/DESIGN.md", "js-tests/contents.test.mjs"] {
        assert!(files.iter().any(|f| f == expected), "{expected} was not read ({} files)", files.len());
    }
    let mut found = Vec::new();
    for file in &files {
        let Ok(text) = fs::read_to_string(root.join(file)) else { continue };
        for (i, line) in text.lines().enumerate() {
            if line.contains(CITATION) {
                found.push(format!("{file}:{}: {}", i + 1, line.trim()));
            }
        }
    }
    assert!(found.is_empty(), "{} line(s) cite the old contract; name the API reference's section instead:\n  {}", found.len(), found.join("\n  "));
}
