// Sentences and error messages as Rust words them (src/text/words.rs): numbers that name a piece of
// text, a square, a player, a level, a number, or a message whose `{}`s the words after it fill.
// Joined here, so the wasm module formats no text. The module's failures come here too: its
// glue imports `failure` (src/boundary/wasm/error.rs) to make the Error it throws.
//
// Same module rules as extras.js: siblings only, no top-level await or `import.meta`, no work at
// module load beyond defining values.

import { ERROR_CODES, ERROR_PIECES, LEVELS, PIECES, PLAYERS, RAISED, WORD_LEVEL, WORD_MESSAGE, WORD_NUMBER, WORD_PLAYER, WORD_SQUARE } from './wire.js';
import { CLASSES } from './read.js';

/** `words` joined, their pieces from `pieces`. */
function join(words, pieces) {
  let text = '';
  for (let at = 0; at < words.length;) [text, at] = next(words, at, text, pieces);
  return text;
}

/** A sentence (an analysis's, a review's) from its words. */
export function sentenceOf(words) {
  return join(words, PIECES);
}

/** `text` followed by the word at `at` (a message with the words that fill it): the text and the next word's index. */
function next(words, at, text, pieces) {
  const w = words[at++];
  if (w < WORD_SQUARE) return [text + pieces[w], at];
  if (w < WORD_PLAYER) {
    const square = w - WORD_SQUARE;
    return [`${text}(${(square / 3) | 0}, ${square % 3})`, at];
  }
  if (w < WORD_MESSAGE) return [text + PLAYERS[w - WORD_PLAYER], at];
  if (w < WORD_LEVEL) {
    const parts = RAISED[w - WORD_MESSAGE][2].split('{}');
    text += parts[0];
    for (let i = 1; i < parts.length; i++) {
      [text, at] = next(words, at, text, pieces);
      text += parts[i];
    }
    return [text, at];
  }
  if (w < WORD_NUMBER) return [text + LEVELS[w - WORD_LEVEL], at];
  return [text + (w - WORD_NUMBER), at];
}

/**
 * The Error the module throws: the class of `kind`, ERROR_CODES[`code`], the message from
 * `words`, whose pieces are the errors' only (ERROR_PIECES), so a page that shows no sentence
 * carries none of theirs.
 */
export function failure(code, kind, words) {
  const error = new CLASSES[kind](join(words, ERROR_PIECES));
  error.code = ERROR_CODES[code];
  return error;
}
