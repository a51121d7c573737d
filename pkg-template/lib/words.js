// Sentences and error messages as Rust words them (src/text/words.rs): numbers that name a piece of
// text (whose `{}`s, if any, the words after it fill), a square, a player, a level, a number, an input of the failed call, or a message whose
// `{}`s the words after it fill. Joined here, so the wasm module formats no text. The module's
// failures arrive as numbers in the answer of the call that failed (src/boundary/wire/failure.rs):
// thrown as code, kind and words, or packed into a hot answer's number; the Errors are made here.
//
// Same module rules as extras.js: siblings only, no top-level await or `import.meta`, no work at
// module load beyond defining values.

import {
  ERROR_CODES, ERROR_PIECES, LEVELS, PIECES, PLAYERS, RAISED, REJECTION_COUNT, REJECTION_COUNT_MASK, REJECTION_WORD_BITS,
  REJECTION_WORD_MASK, WORD_INPUT, WORD_LEVEL, WORD_MESSAGE, WORD_NUMBER, WORD_PLAYER, WORD_SQUARE,
} from './wire.js';
import { CLASSES } from './read.js';

/** `words` joined, their pieces from `pieces`, a failed call's `inputs` filling its input words. */
function join(words, pieces, inputs) {
  let text = '';
  for (let at = 0; at < words.length;) [text, at] = next(words, at, text, pieces, inputs);
  return text;
}

/** A sentence (an analysis's, a review's) from its words. */
export function sentenceOf(words) {
  return join(words, PIECES, undefined);
}

/** `text` followed by the word at `at` (a message with the words that fill it): the text and the next word's index. */
function next(words, at, text, pieces, inputs) {
  const w = words[at++];
  if (w < WORD_SQUARE) return filled(pieces[w], words, at, text, pieces, inputs);
  if (w < WORD_PLAYER) {
    const square = w - WORD_SQUARE;
    return [`${text}(${(square / 3) | 0}, ${square % 3})`, at];
  }
  if (w < WORD_MESSAGE) return [text + PLAYERS[w - WORD_PLAYER], at];
  if (w < WORD_LEVEL) return filled(RAISED[w - WORD_MESSAGE][2], words, at, text, pieces, inputs);
  if (w < WORD_INPUT) return [text + LEVELS[w - WORD_LEVEL], at];
  if (w < WORD_NUMBER) return [text + inputs[w - WORD_INPUT], at];
  return [text + (w - WORD_NUMBER), at];
}

/** `text` followed by `template`, each of its `{}`s filled by the next word (with its own): the text and the next word's index. */
function filled(template, words, at, text, pieces, inputs) {
  const parts = template.split('{}');
  text += parts[0];
  for (let i = 1; i < parts.length; i++) {
    [text, at] = next(words, at, text, pieces, inputs);
    text += parts[i];
  }
  return [text, at];
}

/** The Error of `code` (its ERROR_CODES string) and `kind`, its message the failure's `words`. */
function errorOf(code, kind, words, inputs) {
  const error = new CLASSES[kind](join(words, ERROR_PIECES, inputs));
  error.code = code;
  return error;
}

/**
 * What a call into the module threw, as the Error to throw: a failure's numbers (code, kind,
 * then words) become its coded Error, of the kind's class; anything else (a trap) stays as it is.
 * Its pieces are the errors' only (ERROR_PIECES), so a page that shows no sentence carries none of theirs.
 */
export function thrown(e) {
  return e instanceof Uint32Array ? errorOf(ERROR_CODES[e[0]], e[1], e.subarray(2), undefined) : e;
}

/**
 * The Error of a hot answer's refusal (the REJECTION_ fields: up to REJECTION_WORDS words, the
 * first a message, whose code and kind the error takes), the call's board `b` and player `p`
 * as its inputs.
 */
export function rejectionOf(packed, b, p) {
  const count = (packed >>> REJECTION_COUNT) & REJECTION_COUNT_MASK;
  if (count === 0) return Object.assign(new Error('oxo-ai: a rejected call has no explanation'), { code: 'INTERNAL_ERROR' });
  const words = [];
  for (let i = 0; i < count; i++) words.push((packed >>> (REJECTION_WORD_BITS * i)) & REJECTION_WORD_MASK);
  const [code, kind] = RAISED[words[0] - WORD_MESSAGE];
  return errorOf(code, kind, words, [b, p]);
}
