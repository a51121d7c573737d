// oxo-ai/mnk (README "Bigger boards"): m,n,k-games. MnkGame and Games are plain JavaScript; MnkEngine loads the
// mnk module, which no other entry fetches.
export { Games, MnkGame } from './mnk-game.js';
export { MnkEngine } from './mnk-engine.js';
