#!/usr/bin/env node
// oxo-ai against a tic-tac-toe contract on Stacks.
//
// The contract (contracts/tic-tac-toe.clar, a Clarinet project in this folder) keeps one game per
// caller as a `(list 9 uint)` (cell = row * 3 + col; 0 empty, 1 X, 2 O). The caller is X; in the
// same transaction the contract's own rule-based AI answers as O: win, else block, else the
// center, else the first empty corner (0, 2, 6, 8), else the first empty edge (1, 3, 5, 7).
//
// Each turn this script reads the board with the contract's read-only `get-board`, hands the
// call's result to `fromOnChain` as it is, lets an oxo-ai engine choose X's move, shows the reply
// the contract will make before the transaction confirms (the `rules` level with the contract's
// five rules), and submits the move as a signed contract call.
//
// Against a deployed copy of the contract:
//
//   npm install oxo-ai @stacks/transactions @stacks/network
//   STACKS_NETWORK=testnet CONTRACT=ST….tic-tac-toe SENDER_KEY=<hex private key> node play.mjs [level]
//
// `level` is an oxo-ai difficulty (default: expert, with the contract's AI as its opponent
// model, which wins). STACKS_API sets the node/API base URL (default: Hiro's API for the
// network). The sender pays the fees. js-tests/chain runs this same file against the contract in
// Clarinet's simnet, reached through a local node API: only the network differs.

import { AIEngine, applyMove, formatBoard, fromOnChain, getWinner, isBoardFull } from 'oxo-ai';
import { Cl, broadcastTransaction, fetchCallReadOnlyFunction, getAddressFromPrivateKey, makeContractCall } from '@stacks/transactions';
import { createNetwork } from '@stacks/network';
import { pathToFileURL } from 'node:url';

/** The contract's AI as an oxo-ai rule list. */
export const CONTRACT_AI = ['win', 'block', 'center', 'corner', 'edge'];

const cellOf = ({ row, col }) => row * 3 + col;
const moveOf = (cell) => ({ row: Math.floor(cell / 3), col: cell % 3 });
const sleep = (ms) => new Promise((resolve) => { setTimeout(resolve, ms); });

/**
 * Plays one whole game as X against the contract and returns
 * `{ winner, board, turns: [{ x, predicted, reply }] }` (cells; `reply` null when X's move ended
 * the game). `network` is a Stacks network name or object (`createNetwork`); `pollMs` is how
 * often a broadcast transaction's status is asked for.
 */
export async function playGame({ contract, senderKey, network, engine, log = () => {}, pollMs = 5000 }) {
  const [contractAddress, contractName] = contract.split('.');
  const sender = getAddressFromPrivateKey(senderKey, network);
  const api = createNetwork(network).client.baseUrl;
  const contractAi = new AIEngine({ difficulty: 'rules', rules: CONTRACT_AI });

  const readBoard = async () => fromOnChain(await fetchCallReadOnlyFunction({
    contractAddress, contractName, functionName: 'get-board',
    functionArgs: [Cl.principal(sender)], senderAddress: sender, network,
  }));

  // Signs, broadcasts and waits until the transaction is in a block; returns its result.
  const call = async (functionName, functionArgs) => {
    const transaction = await makeContractCall({
      contractAddress, contractName, functionName, functionArgs, senderKey, network,
      postConditionMode: 'deny',
    });
    const sent = await broadcastTransaction({ transaction, network });
    if (!sent.txid) throw new Error(`${functionName}: broadcast rejected: ${sent.reason ?? sent.error ?? JSON.stringify(sent)}`);
    for (;;) {
      const response = await fetch(`${api}/extended/v1/tx/0x${sent.txid}`);
      // The API may not know a transaction for a moment after the broadcast.
      if (response.ok) {
        const tx = await response.json();
        if (tx.tx_status === 'success') return tx.tx_result.repr;
        if (tx.tx_status !== 'pending') throw new Error(`${functionName}: ${tx.tx_status} ${tx.tx_result?.repr ?? ''}`);
      } else if (response.status !== 404) {
        throw new Error(`${functionName}: ${api} answered ${response.status} for transaction 0x${sent.txid}`);
      }
      await sleep(pollMs);
    }
  };

  await call('new-game', []);
  const turns = [];
  let board = await readBoard();
  while (!getWinner(board) && !isBoardFull(board)) {
    const move = engine.bestMove(board, 'X');
    const afterX = applyMove(board, move, 'X');
    const predicted = getWinner(afterX) || isBoardFull(afterX) ? null : contractAi.bestMove(afterX, 'O');
    log(`${formatBoard(board)}  X plays ${cellOf(move)}${predicted ? `, the contract will answer ${cellOf(predicted)}` : ''}`);
    await call('play', [Cl.uint(cellOf(move))]);
    board = await readBoard();
    const replied = [...Array(9).keys()].find((cell) => {
      const { row, col } = moveOf(cell);
      return board[row][col] === 'O' && afterX[row][col] === null;
    });
    turns.push({ x: cellOf(move), predicted: predicted && cellOf(predicted), reply: replied ?? null });
  }
  const winner = getWinner(board);
  log(`${formatBoard(board)}  ${winner ? `${winner} wins` : 'draw'}`);
  return { winner, board, turns };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { CONTRACT, SENDER_KEY, STACKS_NETWORK = 'testnet', STACKS_API } = process.env;
  if (!CONTRACT || !SENDER_KEY) {
    console.error('usage: STACKS_NETWORK=testnet CONTRACT=<address>.<name> SENDER_KEY=<hex> node play.mjs [level]');
    process.exit(2);
  }
  const level = process.argv[2] ?? 'expert';
  const engine = new AIEngine(level === 'expert'
    ? { difficulty: 'expert', opponent: { difficulty: 'rules', rules: CONTRACT_AI } }
    : { difficulty: level });
  const network = createNetwork({ network: STACKS_NETWORK, ...(STACKS_API ? { client: { baseUrl: STACKS_API } } : {}) });
  const { winner } = await playGame({ contract: CONTRACT, senderKey: SENDER_KEY, network, engine, log: console.log });
  console.log(winner === 'X' ? 'oxo-ai won' : winner === 'O' ? 'the contract won' : 'drawn');
}
