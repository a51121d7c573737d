// The JS layer of oxo-ai: the few things WebAssembly cannot provide by itself.
// No game rules live here; every rule, score and validation belongs to the Rust core.
//
// Written once as ESM. scripts/build.mjs copies it beside the web glue (web/extras.js) and
// derives the CommonJS copy (node/extras.cjs) mechanically, so keep to the subset that
// transform understands:
//   - top-level `export const NAME`, `export function NAME`, `export async function NAME`,
//     `export class NAME` (no `export default`, no `export { … }` lists, no `let`/`var` exports);
//   - imports only as `import { A, B as C } from './oxo_ai.js';` (the wasm-bindgen glue that
//     sits beside this file in both node/ and web/);
//   - no top-level await, no `import.meta`, and no work at module load beyond defining values.

/**
 * The engine's playing strengths. A runtime object whose values are the plain strings the
 * engine accepts, so `Difficulty.Hard` and `'hard'` are interchangeable.
 */
export const Difficulty = Object.freeze({
  Easy: 'easy',
  Medium: 'medium',
  Hard: 'hard',
  MCTS: 'mcts',
  Expert: 'expert',
});
