// Sentences and error messages as Rust words them (src/text/words.rs): numbers that name a text of
// src/text/texts.rs (a message or a piece, whose `{}`s, if any, the words after it fill), a square,
// a player, a level, a number, or an input of the failed call. Joined here, so the wasm module
// formats no text. The module's failures arrive as numbers in the answer of the call that failed
// (src/boundary/wire/failure.rs): thrown as code, kind and words, or packed into a hot answer's
// number; the Errors are made here.
//
// Same module rules as extras.js: siblings only, no top-level await or `import.meta`, no work at
// module load beyond defining values.

import {
  ERROR_CODES, ERROR_WORDS, LEVELS, PLAYERS, REJECTION_COUNT, REJECTION_COUNT_MASK, REJECTION_WORD_BITS,
  REJECTION_WORD_MASK, WORD_INPUT, WORD_LEVEL, WORD_NUMBER, WORD_PLAYER, WORD_SQUARE, WORDS,
} from './wire.js';
import { CLASSES } from './read.js';

/** `words` joined, their texts from `texts`, a failed call's `inputs` filling its input words. */
function join(words, texts, inputs) {
  let text = '';
  for (let at = 0; at < words.length;) [text, at] = next(words, at, text, texts, inputs);
  return text;
}

/** A sentence (an analysis's, a review's) from its words. */
export function sentenceOf(words) {
  return join(words, WORDS, undefined);
}

/** `text` followed by the word at `at` (a message with the words that fill it): the text and the next word's index. */
function next(words, at, text, texts, inputs) {
  const w = words[at++];
  if (w < WORD_SQUARE) {
    const t = texts[w]; // a piece, or a message as [code, kind, text]
    return filled(typeof t === 'string' ? t : t[2], words, at, text, texts, inputs);
  }
  if (w < WORD_PLAYER) {
    const square = w - WORD_SQUARE;
    return [`${text}(${(square / 3) | 0}, ${square % 3})`, at];
  }
  if (w < WORD_LEVEL) return [text + PLAYERS[w - WORD_PLAYER], at];
  if (w < WORD_INPUT) return [text + LEVELS[w - WORD_LEVEL], at];
  if (w < WORD_NUMBER) return [text + inputs[w - WORD_INPUT], at];
  return [text + (w - WORD_NUMBER), at];
}

/** `text` followed by `template`, each of its `{}`s filled by the next word (with its own): the text and the next word's index. */
function filled(template, words, at, text, texts, inputs) {
  const parts = template.split('{}');
  text += parts[0];
  for (let i = 1; i < parts.length; i++) {
    [text, at] = next(words, at, text, texts, inputs);
    text += parts[i];
  }
  return [text, at];
}

/** The Error of `code` (its ERROR_CODES string) and `kind`, its message the failure's `words`. */
function errorOf(code, kind, words, inputs) {
  const error = new CLASSES[kind](join(words, ERROR_WORDS, inputs));
  error.code = code;
  return error;
}

/**
 * What a call into the module threw, as the Error to throw: a failure's numbers (code, kind,
 * then words) become its coded Error, of the kind's class; anything else (a trap) stays as it is.
 * Its texts are the errors' words only (ERROR_WORDS), so a page that shows no sentence carries none of the sentences' pieces.
 */
export function thrown(e) {
  return e instanceof Uint32Array ? errorOf(ERROR_CODES[e[0]], e[1], e.subarray(2), undefined) : e;
}

/** What `call` of a module answers; a failure it throws as numbers, as its coded Error (oxo-ai/mnk's and oxo-ai/ultimate's engines). */
export function answered(call) {
  try {
    return call();
  } catch (e) {
    throw thrown(e);
  }
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
  const [code, kind] = ERROR_WORDS[words[0]];
  return errorOf(code, kind, words, [b, p]);
}
