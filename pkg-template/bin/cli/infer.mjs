// `oxo-ai infer <file> --player X|O`: the package's model of one player from a file of its
// games (`inferOpponent`, README "Learning an opponent from its games"). This module only reads the file's form; the package
// reads and checks every record, the referee (`Game`) plays the moves typed in the CLI's
// notation, and `inferOpponent` does all the inference.

import { readFileSync } from 'node:fs';
import { Game, inferOpponent } from 'oxo-ai';
import { parse } from './args.mjs';
import { EXIT, UsageError, blame } from './errors.mjs';
import { playNamedMove, readNamedMove } from './notation.mjs';
import { fmt, say } from './present.mjs';
import { seatFlags, seatName } from './seats.mjs';

export const help = `Usage: oxo-ai infer <file> --player X|O [--json]

Watches one player in a file of games and prints the model the package infers for it: the
shortest rule list that makes every move the player made, else the level (and skill) under
which its moves are most likely; how sure the model is; and how to use it.

<file> is a file of at most 1000 games, or - for stdin. It holds either
  - JSON: an array of games, each a list of moves from the empty board, X first
    ([{"row":1,"col":1},{"row":0,"col":0}]) or a snapshot, as game.toJSON() writes it
    ({"version":1,"start":"....X....","moves":[...]}); an array of moves, or a snapshot,
    alone is one game. A bad game is named as the package names it: games[i], from 0.
  - or one game per line, either a JSON game as above (JSON Lines) or moves separated by
    spaces as "oxo-ai review" takes them, from the empty board, X first: a row and a column,
    0 to 2 each (1,1), or a cell number 1 to 9, optionally naming its player (X:1,1):
      1,1 0,1 0,0 2,2 2,0 0,2 1,0        cells:  1 | 2 | 3
      X:5 O:2 X:1 O:9 X:7 O:3 X:4                4 | 5 | 6
                                                 7 | 8 | 9
    Blank lines and lines starting with # are skipped; a bad game is named by its line.

Options:
  --player X|O   the player to model (required)
  --json         print the model as JSON: an \`opponent\` for Expert as it is, and without
                 "confidence" a set of AIEngine options that plays like the player
  -h, --help     show this help

The confidence is (k + 1) / (n + 2) when the model's first choice was the player's move in k
of its n observed moves; Expert trusts a model of 0.9 or more and then plays for wins that
only this player lets through.

Examples:
  oxo-ai infer games.jsonl --player O
  oxo-ai infer games.json --player X --json
  cat games.txt | oxo-ai infer - --player O`;

/** The codes of a record the package refuses (README "Learning an opponent from its games"): the file's fault, named where it is. */
const RECORD_CODES = ['INVALID_SNAPSHOT', 'INVALID_BOARD', 'IMPOSSIBLE_POSITION', 'INVALID_MOVE', 'CELL_OCCUPIED', 'GAME_OVER'];

/** The file's text; `-` is stdin. A file that cannot be read is the argument's fault. */
function readText(file, label) {
  try {
    return readFileSync(file === '-' ? 0 : file, 'utf8');
  } catch (e) {
    const why = { ENOENT: 'no such file', EISDIR: 'it is a directory', EACCES: 'permission denied' }[e?.code];
    throw new UsageError(`cannot read ${label}: ${why ?? e?.message ?? e}`);
  }
}

/** A game in a line of moves in the CLI's notation, played on the referee: its moves. */
function notationGame(text, where) {
  const game = new Game();
  try {
    text.trim().split(/\s+/).forEach((typed, i) => {
      const read = readNamedMove(typed);
      if (read.problem) throw new UsageError(`${where}, move ${i + 1}: ${read.problem}`);
      playNamedMove(game, read, `${where}, move ${i + 1} "${typed}"`);
    });
    return game.history;
  } finally {
    game.free();
  }
}

const looksLikeJson = (text) => /^[[{]/.test(text.trimStart());

/**
 * The file's games, as `{ record, line }` (`line` undefined for a JSON document): a JSON
 * document when the whole text is one, else one game per line. The records are passed on as
 * written, for the package to judge.
 */
function readGames(text, label) {
  if (looksLikeJson(text)) {
    let value;
    let problem;
    try {
      value = JSON.parse(text);
    } catch (e) {
      problem = e.message;
    }
    if (problem === undefined) {
      // An array of games; but an array of moves (its first entry has a row) is one game, and
      // so is a snapshot.
      const one = !Array.isArray(value) || (typeof value[0] === 'object' && value[0] !== null && 'row' in value[0]);
      return (one ? [value] : value).map((record) => ({ record }));
    }
    // Not one JSON document: JSON Lines if its first game parses, else a broken document.
    const first = text.split('\n').find((l) => l.trim() !== '' && !l.trim().startsWith('#'));
    try {
      JSON.parse(first);
    } catch {
      throw new UsageError(`${label} is not JSON: ${problem}`);
    }
  }
  const games = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const content = raw.trim();
    const line = i + 1;
    if (content === '' || content.startsWith('#')) return;
    if (!looksLikeJson(content)) {
      games.push({ record: notationGame(content, `${label} line ${line}`), line });
      return;
    }
    try {
      games.push({ record: JSON.parse(content), line });
    } catch (e) {
      throw new UsageError(`${label} line ${line} is not JSON: ${e.message}`);
    }
  });
  return games;
}

const refuses = (fn) => {
  try {
    fn();
    return false;
  } catch {
    return true;
  }
};

/**
 * The package's model of `player` in `games`. A record it refuses is reported with its error
 * (which names games[i]) under the file, and under the line the record came from: the first
 * record the package refuses on its own.
 */
function infer(games, player, label) {
  try {
    return blame(label, ['INVALID_OPTION'], () => inferOpponent(games.map((g) => g.record), player));
  } catch (e) {
    if (!RECORD_CODES.includes(e?.code)) throw e;
    const bad = games.find((g) => g.line !== undefined && refuses(() => inferOpponent([g.record], player)));
    return blame(bad ? `${label} line ${bad.line}` : label, RECORD_CODES, () => {
      throw e;
    });
  }
}

/** How many moves `player` made in a record the package took, as the referee replays it. */
function movesBy(record, player) {
  const moves = Array.isArray(record) ? record : record.moves;
  const game = Array.isArray(record) ? new Game() : Game.fromJSON({ ...record, moves: [] });
  try {
    let n = 0;
    for (const move of moves) {
      if (game.toMove === player) n += 1;
      game.play(move);
    }
    return n;
  } finally {
    game.free();
  }
}

/** Runs the command: reads the games, asks the package for the model, prints it. */
export function run(argv) {
  const { values, positionals } = parse('infer', argv, { player: { type: 'string' }, json: { type: 'boolean' } });
  if (values.help) {
    say(help);
    return EXIT.ok;
  }
  if (positionals.length === 0) throw new UsageError('infer needs a file of games (- for stdin), e.g. oxo-ai infer games.jsonl --player O');
  if (positionals.length > 1) throw new UsageError(`infer takes one file, got ${positionals.length} arguments`);
  if (values.player === undefined) throw new UsageError('--player is required (X or O)');
  const player = values.player.trim().toUpperCase();
  blame('--player', ['INVALID_PLAYER'], () => inferOpponent([], player));

  const [file] = positionals;
  const label = file === '-' ? 'stdin' : file;
  const games = readGames(readText(file, label), label);
  const model = infer(games, player, label);

  if (values.json) {
    say(JSON.stringify(model, null, 2));
    return EXIT.ok;
  }
  const observed = games.reduce((n, g) => n + movesBy(g.record, player), 0);
  const { confidence, ...options } = model;
  const count = (n, what) => `${fmt(n)} ${what}${n === 1 ? '' : 's'}`;
  say(`Player:      ${player}, ${count(observed, 'move')} observed in ${count(games.length, 'game')} (${label})`);
  say(`Model:       ${seatName(options)}`);
  say(`Confidence:  ${Number(confidence.toFixed(3))}${observed === 0 ? ' (no moves to go on)' : ''}`);
  say(`Play it:     oxo-ai play ${seatFlags(player.toLowerCase(), options)}${player === 'X' ? ' --o human' : ''}`);
  say(`Beat it:     new AIEngine({ difficulty: 'expert', opponent: ${JSON.stringify(model)} })`);
  return EXIT.ok;
}
