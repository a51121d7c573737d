// A TypeScript consumer of the installed package, using every type of API reference "Types" the way the
// README's examples do. types.test.mjs compiles it with `tsc --strict --noEmit` (as CommonJS
// `consumer.ts` and as ESM `consumer.mts`). Each `@ts-expect-error` marks a misuse the
// declarations must reject: if the line compiled, tsc would fail on the unused directive.
import {
  AIEngine, Difficulty, GameAnalyzer, emptyBoard, applyMove, checkWin, isBoardFull, isDraw,
  getAvailableMoves, opponent, getWinner, getWinningLine, toFlat, fromFlat, toOnChain, fromOnChain,
  parseBoard, formatBoard, sideToMove, reviewGame, Game, Simulator,
} from 'oxo-ai';
import type {
  CellValue, Board, BoardInput, Player, Move, ScoredMove, Threat, AnalysisReport, SimulationResult,
  EngineOptions, GameReview, ReviewedMove, MoveLabel, Verdict, Rule, RuleMove, OpponentModel,
} from 'oxo-ai';

// ---- type-level helpers -------------------------------------------------------------
type Equals<A, B> = (<T>() => T extends A ? 1 : 2) extends (<T>() => T extends B ? 1 : 2) ? true : false;
type IsAny<T> = 0 extends 1 & T ? true : false;
type Assert<T extends true> = T;
type NotAny<T> = IsAny<T> extends true ? false : true;

// ---- the API reference "Types" types, exactly -----------------------------------------------------
export type Checks = [
  Assert<Equals<CellValue, 'X' | 'O' | null>>,
  Assert<Equals<Board, [[CellValue, CellValue, CellValue], [CellValue, CellValue, CellValue], [CellValue, CellValue, CellValue]]>>,
  Assert<Equals<Player, 'X' | 'O'>>,
  Assert<Equals<keyof Move, 'row' | 'col'>>,
  Assert<Equals<Move['row'], 0 | 1 | 2>>,
  Assert<Equals<Move['col'], 0 | 1 | 2>>,
  Assert<Equals<keyof ScoredMove, 'row' | 'col' | 'score' | 'depth'>>,
  Assert<Equals<ScoredMove['row'], 0 | 1 | 2>>,
  Assert<Equals<ScoredMove['score'], number>>,
  Assert<Equals<ScoredMove['depth'], number>>,
  Assert<Equals<keyof Threat, 'player' | 'direction' | 'index' | 'missingCell' | 'type'>>,
  Assert<Equals<Threat['player'], Player>>,
  Assert<Equals<Threat['direction'], 'row' | 'col' | 'diag'>>,
  Assert<Equals<Threat['index'], number>>,
  Assert<Equals<Threat['missingCell'], Move>>,
  Assert<Equals<Threat['type'], 'win-in-1' | 'fork'>>,
  Assert<Equals<keyof AnalysisReport, 'evaluation' | 'bestMove' | 'threats' | 'explanation'>>,
  Assert<Equals<AnalysisReport['evaluation'], 'winning' | 'losing' | 'draw' | 'neutral'>>,
  Assert<Equals<AnalysisReport['bestMove'], Move | null>>,
  Assert<Equals<AnalysisReport['threats'], Threat[]>>,
  Assert<Equals<AnalysisReport['explanation'], string>>,
  Assert<Equals<keyof SimulationResult, 'xWins' | 'oWins' | 'draws' | 'totalGames' | 'avgMoves' | 'lengths'>>,
  Assert<Equals<SimulationResult[Exclude<keyof SimulationResult, 'lengths'>], number>>,
  Assert<Equals<SimulationResult['lengths'], number[]>>,
  // Difficulty: a type (the union of the six strings) and a value with literal members.
  Assert<Equals<Difficulty, 'easy' | 'medium' | 'hard' | 'mcts' | 'expert' | 'rules'>>,
  Assert<Equals<typeof Difficulty.Easy, 'easy'>>,
  Assert<Equals<typeof Difficulty.Medium, 'medium'>>,
  Assert<Equals<typeof Difficulty.Hard, 'hard'>>,
  Assert<Equals<typeof Difficulty.MCTS, 'mcts'>>,
  Assert<Equals<typeof Difficulty.Expert, 'expert'>>,
  // Return types of API reference "Board utilities", "AIEngine".
  Assert<Equals<ReturnType<typeof emptyBoard>, Board>>,
  Assert<Equals<ReturnType<typeof applyMove>, Board>>,
  Assert<Equals<ReturnType<typeof checkWin>, boolean>>,
  Assert<Equals<ReturnType<typeof isBoardFull>, boolean>>,
  Assert<Equals<ReturnType<typeof isDraw>, boolean>>,
  Assert<Equals<ReturnType<typeof getAvailableMoves>, Move[]>>,
  Assert<Equals<ReturnType<typeof getWinner>, Player | null>>,
  Assert<Equals<ReturnType<typeof getWinningLine>, Move[] | null>>,
  Assert<Equals<ReturnType<typeof fromFlat>, Board>>,
  Assert<Equals<ReturnType<typeof fromOnChain>, Board>>,
  Assert<Equals<ReturnType<AIEngine['bestMove']>, Move | null>>,
  Assert<Equals<ReturnType<AIEngine['rankedMoves']>, ScoredMove[]>>,
  // No `any` leaks through a public signature.
  Assert<NotAny<ReturnType<typeof opponent>>>,
  Assert<NotAny<ReturnType<typeof toFlat>>>,
  Assert<NotAny<ReturnType<typeof toFlat>[number]>>,
  Assert<NotAny<ReturnType<typeof toOnChain>>>,
  Assert<NotAny<ReturnType<typeof toOnChain>[number]>>,
  Assert<NotAny<Parameters<typeof applyMove>[0]>>,
  Assert<NotAny<Parameters<typeof applyMove>[1]>>,
  Assert<NotAny<Parameters<typeof applyMove>[2]>>,
  Assert<NotAny<Parameters<typeof checkWin>[0]>>,
  Assert<NotAny<Parameters<typeof checkWin>[1]>>,
  Assert<NotAny<Parameters<typeof isBoardFull>[0]>>,
  Assert<NotAny<Parameters<typeof isDraw>[0]>>,
  Assert<NotAny<Parameters<typeof getAvailableMoves>[0]>>,
  Assert<NotAny<Parameters<typeof opponent>[0]>>,
  Assert<NotAny<Parameters<typeof getWinner>[0]>>,
  Assert<NotAny<Parameters<typeof getWinningLine>[0]>>,
  Assert<NotAny<Parameters<typeof toFlat>[0]>>,
  Assert<NotAny<Parameters<typeof fromFlat>[0]>>,
  Assert<NotAny<Parameters<typeof fromFlat>[0][number]>>,
  Assert<NotAny<Parameters<typeof toOnChain>[0]>>,
  Assert<NotAny<Parameters<typeof fromOnChain>[0]>>,
  Assert<NotAny<Parameters<typeof fromOnChain>[0][number]>>,
  Assert<NotAny<ConstructorParameters<typeof AIEngine>[0]>>,
  Assert<NotAny<Parameters<AIEngine['bestMove']>[0]>>,
  Assert<NotAny<Parameters<AIEngine['bestMove']>[1]>>,
  Assert<NotAny<Parameters<AIEngine['rankedMoves']>[0]>>,
  Assert<NotAny<Parameters<AIEngine['rankedMoves']>[1]>>,
  Assert<NotAny<EngineOptions[keyof EngineOptions]>>,
];

// ---- used as the README's examples use it ---------------------------------------------
const engine = new AIEngine({ difficulty: Difficulty.Hard, mctsIterations: 500, seed: 42 });
const options: EngineOptions[] = [
  {}, { difficulty: 'hard' }, { difficulty: Difficulty.MCTS, mctsIterations: 1000 },
  { difficulty: Difficulty.Easy, seed: 'any string' }, { difficulty: Difficulty.Expert, seed: 7 },
  { difficulty: Difficulty.Medium },
];
const engines: AIEngine[] = options.map((o) => new AIEngine(o));
engines.push(new AIEngine());

const board: Board = emptyBoard();
const move: Move | null = engine.bestMove(board, 'X');
const ranked: ScoredMove[] = engine.rankedMoves(board, 'X');
const top: Move = ranked[0];
const scores: number[] = ranked.map((m) => m.score + m.depth);

let current: Board = board;
let turn: Player = 'X';
for (;;) {
  const next = engine.bestMove(current, turn);
  if (next === null) break;
  current = applyMove(current, next, turn);
  turn = opponent(turn);
}
const winner: Player | null = getWinner(current);
const line: Move[] | null = getWinningLine(current);
const over: boolean = checkWin(current, 'X') || isDraw(current) || isBoardFull(current);
const free: Move[] = getAvailableMoves(current);
const rowOf: 0 | 1 | 2 = free.length > 0 ? free[0].row : 0;
const flat: readonly CellValue[] = toFlat(current);
const back: Board = fromFlat(toFlat(current));
const chain: readonly number[] = toOnChain(current);
const fromNumbers: Board = fromOnChain(toOnChain(current));
const fromBigints: Board = fromOnChain([0n, 1n, 2n, 0n, 1n, 2n, 0n, 1n, 2n]);
const cell: CellValue = back[1][1];
const difficulty: Difficulty = Difficulty.Hard;
const plain: Difficulty = 'mcts';

const threat: Threat = { player: 'O', direction: 'diag', index: 1, missingCell: { row: 2, col: 0 }, type: 'fork' };
const report: AnalysisReport = {
  evaluation: 'winning', bestMove: { row: 0, col: 2 }, threats: [threat], explanation: 'Play (0, 2) to win.',
};
const finished: AnalysisReport = { evaluation: 'neutral', bestMove: null, threats: [], explanation: 'The game is over.' };
const result: SimulationResult = { xWins: 1, oWins: 0, draws: 2, totalGames: 3, avgMoves: 7.5, lengths: [0, 0, 0, 0, 0, 0, 0, 1, 1, 1] };

if (move !== null) {
  const afterMove: Board = applyMove(board, move, 'X');
  void afterMove;
}

// ---- misuse the declarations must reject --------------------------------------------
// @ts-expect-error: 'Y' is not a Player
engine.bestMove(board, 'Y');
// @ts-expect-error: players are exactly 'X' or 'O'
engine.rankedMoves(board, 'x');
// @ts-expect-error: a string is not a board
checkWin('X........', 'X');
// @ts-expect-error: numbers are not cells
engine.bestMove([[1, 2, 0], [0, 0, 0], [0, 0, 0]], 'X');
// @ts-expect-error: not a Difficulty
new AIEngine({ difficulty: 'impossible' });
// @ts-expect-error: no such option
new AIEngine({ depth: 3 });
// @ts-expect-error: a seed is a number or a string
new AIEngine({ seed: true });
// @ts-expect-error: mctsIterations is a number
new AIEngine({ mctsIterations: '500' });
// @ts-expect-error: bestMove may return null
const unchecked: Move = engine.bestMove(board, 'X');
// @ts-expect-error: 'Hard' is not one of the five strings
const wrongCase: Difficulty = 'Hard';
// @ts-expect-error: cells are 'X', 'O' or null
const lower: CellValue = 'x';
// @ts-expect-error: rows and columns are 0, 1 or 2
const offBoard: Move = { row: 3, col: 0 };
// @ts-expect-error: opponent takes a Player
opponent('x');
// @ts-expect-error: 'diagonal' is not a direction
const badThreat: Threat = { player: 'X', direction: 'diagonal', index: 0, missingCell: { row: 0, col: 0 }, type: 'fork' };
// @ts-expect-error: AnalysisReport.evaluation has four values
const badReport: AnalysisReport['evaluation'] = 'won';

// ---- API reference "Board utilities": inputs take what the runtime accepts; answers stay the canonical Board --
// A React-style flat board of nulls.
const squares: (CellValue)[] = Array(9).fill(null);
const reactMove: Move | null = new AIEngine({ strict: false }).bestMove(squares, 'X');
const spelled: BoardInput = ['x', '', ' ', '.', undefined, 'O', null, 'X', 'o'];
const reactReport: AnalysisReport = new GameAnalyzer({ strict: true }).analyze(spelled, 'O');
const parsed: Board = parseBoard('X.O-x-o..');
const text: string = formatBoard(squares);
const toMove: Player | null = sideToMove(parsed);
// @ts-expect-error: a number is no cell
const badInput: BoardInput = [1, null, null, null, null, null, null, null, null];

export const used = [
  squares, reactMove, spelled, reactReport, parsed, text, toMove, badInput,
  move, top, scores, winner, line, over, rowOf, flat, chain, fromNumbers, fromBigints, cell,
  difficulty, plain, report, finished, result, unchecked, wrongCase, lower, offBoard, badThreat, badReport,
];

// ---- API reference "AIEngine"-7.4: levels, options, review, simulation sides ----------------------
export type Checks7 = [
  Assert<Equals<MoveLabel, 'best' | 'good' | 'mistake' | 'blunder'>>,
  Assert<Equals<Verdict, { outcome: 'win' | 'draw' | 'loss'; plies: number }>>,
  Assert<Equals<keyof ReviewedMove, 'player' | 'move' | 'label' | 'before' | 'after' | 'bestMoves' | 'explanation'>>,
  Assert<Equals<GameReview['accuracy'], { X: number | null; O: number | null }>>,
  Assert<Equals<GameReview['turningPoint'], number | null>>,
  Assert<Equals<Rule, 'win' | 'block' | 'fork' | 'block-fork' | 'center' | 'opposite-corner' | 'corner' | 'edge'>>,
  Assert<Equals<RuleMove['rule'], Rule | null>>,
  Assert<Equals<ReturnType<typeof reviewGame>, GameReview>>,
  Assert<Equals<ReturnType<Game['review']>, GameReview>>,
];
const ruleEngine = new AIEngine({ difficulty: Difficulty.Rules, rules: ['win', 'block', 'center', 'corner', 'edge'] });
const ruled: RuleMove | null = ruleEngine.bestMoveWithRule(Array(9).fill(null), 'O');
const model: OpponentModel = { difficulty: 'rules', rules: ['win'] };
new AIEngine({ difficulty: 'expert', opponent: model, skill: 80, variety: true });
// @ts-expect-error: mcts is no opponent model
new AIEngine({ difficulty: 'expert', opponent: { difficulty: 'mcts' } });
// @ts-expect-error: not a rule
new AIEngine({ difficulty: 'rules', rules: ['teleport'] });
const review: GameReview = reviewGame([{ row: 1, col: 1 }], Array(9).fill(null));
new Simulator().run({ games: 10, playerX: { difficulty: 'hard', skill: 60 }, playerO: 'easy', firstGame: 10 });
// @ts-expect-error: a simulation side takes no seed
new Simulator().run({ games: 10, playerX: { difficulty: 'hard', seed: 1 }, playerO: 'easy' });
export const used7 = [ruled, review];

// ---- names declared once (src/boundary/wire/names.rs), and the API reference "Boards from a game server" converters --------------------------
import { ErrorCode, fromMarks, toMarks, toXY, fromCell } from 'oxo-ai';
import type { CellInput, Marks } from 'oxo-ai';
const gameOver: ErrorCode = ErrorCode.GAME_OVER;
// @ts-expect-error: not a code the package throws
const madeUp: ErrorCode = 'NO_SUCH_CODE';
const spelledCell: CellInput = '.';
// @ts-expect-error: not a cell spelling
const notACell: CellInput = '#';
const marks: Marks = { X: 'max', O: 'moritz' };
const served = toMarks(fromMarks([['max', '', ''], ['', 'moritz', ''], ['', '', '']], marks), marks);
const xy: { x: number; y: number } = toXY(fromCell(9, 1));
export const used8 = [gameOver, madeUp, spelledCell, notACell, served, xy];

// ---- oxo-ai/ultimate, and its engine in oxo-ai/worker ------------------------------------------------
import { UltimateEngine, UltimateGame } from 'oxo-ai/ultimate';
import type { UltimateAnalysis, UltimatePosition, UltimateScoredMove } from 'oxo-ai/ultimate';
import { UltimateEngine as RemoteUltimate } from 'oxo-ai/worker';
const ultimateGame = new UltimateGame({ tiebreak: 'boards' });
const startPosition: UltimatePosition = ultimateGame.applyMove(ultimateGame.start(), { row: 4, col: 4 }, 'X');
const fromText: UltimatePosition = ultimateGame.parse(`${'.'.repeat(81)}`);
const toMoveNow: 'X' | 'O' | null = ultimateGame.sideToMove(startPosition);
const ultimateEngine = new UltimateEngine(undefined, { difficulty: 'hard', maxPlayouts: 1000, seed: 'a game' });
const hintList: UltimateScoredMove[] = ultimateEngine.rankedMoves(startPosition, 'O', { timeMs: 50 });
const advice: UltimateAnalysis = ultimateEngine.analyze(startPosition, 'O');
const sent: { row: number; col: number } | null = advice.sendsTo;
// @ts-expect-error: no such tiebreak
new UltimateGame({ tiebreak: 'coin' });
// @ts-expect-error: Ultimate has no 'expert' level
new UltimateEngine(undefined, { difficulty: 'expert' });
const remoteUltimate: Promise<{ row: number; col: number } | null> = new RemoteUltimate().bestMove(startPosition, 'O', { signal: AbortSignal.timeout(1000) });
export const used9 = [fromText, toMoveNow, hintList, sent, remoteUltimate, ultimateGame.getBoardWinners(startPosition)[1][1]];
