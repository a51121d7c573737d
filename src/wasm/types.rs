//! The SPEC §1 TypeScript types, emitted into the generated `.d.ts`.

use wasm_bindgen::prelude::*;

#[wasm_bindgen(typescript_custom_section)]
const TYPES: &str = r#"
/** One cell: a mark or empty. On input 'x', 'o' and the empties '', ' ', '.', undefined are accepted too. */
export type CellValue = 'X' | 'O' | null;
/** A 3x3 board, rows top to bottom, cells left to right. Output boards are always this nested form. */
export type Board = [[CellValue, CellValue, CellValue],
                     [CellValue, CellValue, CellValue],
                     [CellValue, CellValue, CellValue]];
/** A side: exactly 'X' or 'O'. */
export type Player = 'X' | 'O';
/** A cell to play, 0-based. */
export interface Move {
  /** Row, top to bottom. */
  row: 0 | 1 | 2;
  /** Column, left to right. */
  col: 0 | 1 | 2;
}
/** A legal move with its perfect-play value for the mover. */
export interface ScoredMove extends Move {
  /** +1/depth for a forced win, -1/depth for a forced loss, 0 for a draw. */
  score: number;
  /** Plies from this move (counting it as 1) to the end of the game under perfect play. */
  depth: number;
}
/** A line one move from completion, or a cell that makes two such lines at once. */
export interface Threat {
  /** Whose threat it is. */
  player: Player;
  /** The kind of line. */
  direction: 'row' | 'col' | 'diag';
  /** Row or column number; for 'diag', 0 = (0,0)->(2,2), 1 = (0,2)->(2,0). */
  index: number;
  /** The empty cell that completes the line (for a fork: the forking cell). */
  missingCell: Move;
  /** 'win-in-1': the line needs one more mark; 'fork': playing missingCell makes two such lines. */
  type: 'win-in-1' | 'fork';
}
/** What GameAnalyzer.analyze reports for the player to move. */
export interface AnalysisReport {
  /** Perfect-play value for the player; 'neutral' only when the game is already over. */
  evaluation: 'winning' | 'losing' | 'draw' | 'neutral';
  /** The Hard engine's move, or null when the game is over. */
  bestMove: Move | null;
  /** Every win-in-1, then every fork cell, of either player (player to move first). */
  threats: Threat[];
  /** One English sentence the player can act on, naming cells as (row, col). */
  explanation: string;
}
/** Totals of a self-play run. */
export interface SimulationResult {
  /** Games X won. */
  xWins: number;
  /** Games O won. */
  oWins: number;
  /** Drawn games. */
  draws: number;
  /** Games played. */
  totalGames: number;
  /** Exact mean number of moves per game (0 when no game was played). */
  avgMoves: number;
}
/** Options of `new AIEngine(options)`; all optional. */
export interface EngineOptions {
  /** Playing level; default 'hard'. */
  difficulty?: Difficulty;
  /** MCTS iterations per move, 1..=1,000,000; default 500. Used only by 'mcts'. */
  mctsIterations?: number;
  /** A non-negative safe integer or a string; default fresh entropy. */
  seed?: number | string;
}
/** Options of `simulator.run(options)`. */
export interface SimulationOptions {
  /** Games to play, 0..=1,000,000,000. */
  games: number;
  /** Level playing X. */
  playerX: Difficulty;
  /** Level playing O. */
  playerO: Difficulty;
  /** MCTS iterations per move, 1..=1,000,000; default 500. */
  mctsIterations?: number;
  /** Games per chunk between yields to the event loop, 1..=1,000,000; default 100. */
  chunkSize?: number;
  /** A non-negative safe integer or a string; default: the Simulator's seed, else fresh entropy. */
  seed?: number | string;
  /** Called after each chunk with the running totals. */
  onProgress?: (progress: SimulationProgress) => void;
  /** Aborting stops the run between chunks and rejects with `signal.reason`. */
  signal?: AbortSignal;
}
/** Running totals passed to `onProgress` after each chunk. */
export interface SimulationProgress {
  /** Games played so far. */
  completed: number;
  /** Games in the run. */
  total: number;
  /** X wins so far. */
  xWins: number;
  /** O wins so far. */
  oWins: number;
  /** Draws so far. */
  draws: number;
}
/** Options of `new Simulator(options)`. */
export interface SimulatorOptions {
  /** Seed used by every run that gives none; default fresh entropy per run. */
  seed?: number | string;
}
"#;
