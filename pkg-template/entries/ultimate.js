// oxo-ai/ultimate: Ultimate tic-tac-toe. UltimateGame is plain JavaScript; UltimateEngine loads the
// ultimate module, which no other entry fetches.
export { UltimateGame } from './ultimate-game.js';
export { UltimateEngine } from './ultimate-engine.js';
