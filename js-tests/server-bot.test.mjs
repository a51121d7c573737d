// examples/server-bot/bot.mjs against a referee in the shape of an authoritative game server
// (issue 27): the referee keeps the game on the package's `Game`, sends each player its view
// (a flat board of 0, 'x' and 'o'; `turn`, `your_mark`, `started`, `result`) and takes cell
// numbers 1 to 9, refusing anything else. js-tests/run.sh copies the example beside this file.
import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { AIEngine, Game, fromCell, toCell, toMarks } from 'oxo-ai';

const BOT = new URL('./server-bot/bot.mjs', import.meta.url);
const MARK = { X: 'x', O: 'o' };
const bots = [];

/** The bot as a process: `ask(view)` writes one line and resolves to the line it answers. */
function startBot(difficulty) {
  const child = spawn(process.execPath, [BOT.pathname, difficulty], { stdio: ['pipe', 'pipe', 'pipe'] });
  const lines = createInterface({ input: child.stdout });
  const waiting = [];
  let stderr = '';
  child.stderr.on('data', (d) => { stderr += d; });
  lines.on('line', (line) => waiting.shift()?.(line));
  const bot = {
    ask(view) {
      return new Promise((resolve) => {
        waiting.push(resolve);
        child.stdin.write(`${JSON.stringify(view)}\n`);
      });
    },
    stderr: () => stderr,
    end: () => new Promise((resolve) => { child.on('exit', resolve); child.stdin.end(); }),
  };
  bots.push(bot);
  return bot;
}

after(() => Promise.all(bots.map((b) => b.end())));

/** What the server shows the player of `mark` (`'x'` or `'o'`). */
function viewOf(game, mark) {
  const over = game.status !== 'playing';
  return {
    board: toMarks(game.board, { X: 'x', O: 'o', empty: 0 }).flat(),
    turn: over ? null : MARK[game.toMove],
    your_mark: mark,
    started: true,
    result: over ? (game.winner ? MARK[game.winner] : 'draw') : null,
  };
}

/** Plays one game: `seats.x` and `seats.o` answer views with cell numbers (as strings). */
async function play(seats) {
  const game = new Game();
  while (game.status === 'playing') {
    const mark = MARK[game.toMove];
    const view = viewOf(game, mark);
    const reply = await seats[mark](view);
    const cell = Number(reply);
    assert.ok(Number.isInteger(cell) && cell >= 1 && cell <= 9, `${mark} answered ${JSON.stringify(reply)}`);
    assert.equal(view.board[cell - 1], 0, `${mark} played the taken cell ${cell}`);
    game.play(fromCell(cell, 1)); // the referee refuses an illegal move
  }
  return game;
}

describe('the server bot against an authoritative referee', () => {
  test('as x and as o against a seeded random player: every move legal and Hard\'s own, never a loss', async () => {
    const bot = startBot('hard');
    const hard = new AIEngine({ difficulty: 'hard' });
    let games = 0;
    for (let seed = 0; seed < 20; seed++) {
      const easy = new AIEngine({ difficulty: 'easy', seed });
      const random = (view) => String(toCell(easy.bestMove(view.board.map((c) => (c === 0 ? null : c)), view.your_mark.toUpperCase()), 1));
      for (const botMark of ['x', 'o']) {
        const seats = {
          [botMark]: async (view) => {
            const reply = await bot.ask(view);
            const board = view.board.map((c) => (c === 0 ? null : c));
            assert.equal(reply, String(toCell(hard.bestMove(board, botMark.toUpperCase()), 1)));
            return reply;
          },
          [botMark === 'x' ? 'o' : 'x']: random,
        };
        const game = await play(seats);
        assert.notEqual(game.winner && MARK[game.winner], botMark === 'x' ? 'o' : 'x', `seed ${seed}: the bot lost as ${botMark}`);
        games += 1;
      }
    }
    assert.equal(games, 40);
    assert.equal(bot.stderr(), '');
  });

  test('two bots draw, and a view that asks nothing gets "-"', async () => {
    const [x, o] = [startBot('hard'), startBot('expert')];
    const game = await play({ x: x.ask, o: o.ask });
    assert.equal(game.status, 'draw');
    assert.equal(await x.ask(viewOf(game, 'x')), '-', 'a finished game');
    const fresh = new Game();
    assert.equal(await o.ask(viewOf(fresh, 'o')), '-', 'not its turn');
    assert.equal(await o.ask({ ...viewOf(fresh, 'x'), your_mark: 'x', started: false }), '-', 'not started');
  });

  test('an unreadable view is reported on stderr with its code, and the bot keeps answering', async () => {
    const bot = startBot('hard');
    assert.equal(await bot.ask({ board: [0, 'x', 'q', 0, 0, 0, 0, 0, 0], turn: 'o', your_mark: 'o', started: true, result: null }), '-');
    assert.match(bot.stderr(), /INVALID_BOARD: .*\(0, 2\).*"q"/);
    assert.equal(await bot.ask(viewOf(new Game(), 'x')), '5');
  });
});
