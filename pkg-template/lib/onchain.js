// On-chain boards (README "Board utilities", "Adapters"): ClarityXO's `(list 9 uint)` as
// numbers, bigints or decimal strings, or in every shape a Stacks SDK returns, read into a board.
// A module apart from ./formats.js, which re-exports `fromOnChain`, so that a bundle serving
// pages that read game servers' marks and pages that read contracts gives each page only its
// own reader (docs/DESIGN.md, "Pages of one app"). The Clarity type names and messages come
// from Rust (./wire.js).
//
// Same module rules as extras.js (esbuild makes the CommonJS copy).

import {
  CLARITY_TYPE_NAMES, CLARITY_TYPE_NUMBERS, CLARITY_TYPE_PREFIXES, M_CHAIN_ENTRY, M_CHAIN_ENTRY_READ, M_CHAIN_ERR,
  M_CHAIN_LENGTH, M_CHAIN_NONE, M_CHAIN_RANGE, M_CHAIN_READ, M_CHAIN_SHAPE, M_CHAIN_VALUE_READ, NOT_A_CELL, BOARD_O, BOARD_X,
} from './wire.js';
import { describe, describeThrown, fail, isArray, readKey, wellFormed } from './read.js';
import { boardOf } from './boundary.js';

/** What a Clarity value's `type` says it is (src/text/spellings.rs's tables); null for no Clarity value. */
function clarityKind(value) {
  if (typeof value !== 'object' || value === null) return null;
  const tag = readKey(value, 'type', (why) => fail(M_CHAIN_READ, 'type', why));
  if (typeof tag === 'string' && tag.length <= 200) {
    const name = wellFormed(tag);
    if (Object.hasOwn(CLARITY_TYPE_NAMES, name)) return CLARITY_TYPE_NAMES[name];
    for (const [prefix, kind] of CLARITY_TYPE_PREFIXES) if (name.startsWith(prefix)) return kind;
    return 'other';
  }
  if (typeof tag === 'number') return Object.hasOwn(CLARITY_TYPE_NUMBERS, tag) ? CLARITY_TYPE_NUMBERS[tag] : 'other';
  return null;
}

/** A Clarity value for a message: `u105` for a uint, `a Clarity tuple`, or its description. */
function clarityText(value) {
  let kind;
  try {
    kind = clarityKind(value);
  } catch {
    kind = null;
  }
  if (kind === null) return describe(value);
  const inner = () => {
    try {
      return wellFormed(String(value.value));
    } catch {
      return '';
    }
  };
  if (kind === 'uint') return `u${inner()}`;
  if (kind === 'int') return inner();
  let type;
  try {
    type = value.type;
  } catch {
    type = undefined;
  }
  return typeof type === 'string' && type.length <= 40 ? `a Clarity ${wellFormed(type)}` : 'a Clarity value';
}

/** The on-chain number of one entry: 0, 1 or 2. */
function onChainCode(raw, i) {
  if (raw === 0 || raw === 1 || raw === 2) return raw;
  let code;
  if (typeof raw === 'bigint') code = raw === 0n ? 0 : raw === 1n ? 1 : raw === 2n ? 2 : NOT_A_CELL;
  else if (typeof raw === 'number') code = NOT_A_CELL;
  else if (typeof raw === 'string' && raw.length > 0 && raw.length <= 40 && /^[0-9]+$/.test(raw)) code = raw === '0' ? 0 : raw === '1' ? 1 : raw === '2' ? 2 : NOT_A_CELL;
  else throw fail(M_CHAIN_ENTRY, i, describe(raw));
  if (code === NOT_A_CELL) throw fail(M_CHAIN_RANGE, i, describe(raw));
  return code;
}

/** A Clarity uint or int entry's value; any other value as it is. */
function clarityEntry(raw, i) {
  const kind = clarityKind(raw);
  return kind === 'uint' || kind === 'int' ? readKey(raw, 'value', (why) => fail(M_CHAIN_VALUE_READ, i, why)) : raw;
}

/** The 9 entries of an on-chain list, as a wire board. */
function onChainList(value) {
  let length;
  try {
    length = value.length;
  } catch (thrown) {
    throw fail(M_CHAIN_READ, 'length', describeThrown(thrown));
  }
  if (length !== 9) throw fail(M_CHAIN_LENGTH, describe(value));
  let board = 0;
  for (let i = 0; i < 9; i++) {
    let raw;
    try {
      raw = value[i];
    } catch (thrown) {
      throw fail(M_CHAIN_ENTRY_READ, i, describeThrown(thrown));
    }
    if (typeof raw === 'object' && raw !== null) raw = clarityEntry(raw, i);
    const code = onChainCode(raw, i);
    if (code === 1) board |= 1 << (i + BOARD_X);
    else if (code === 2) board |= 1 << (i + BOARD_O);
  }
  return board;
}

/** A board from the on-chain encoding, in any shape README "Board utilities" lists. */
export function fromOnChain(list) {
  let value = list;
  // ok / some wrappers, then the list: a few levels at most.
  for (let depth = 0; depth < 4; depth++) {
    if (isArray(value)) return boardOf(onChainList(value));
    const kind = clarityKind(value);
    const holder = value;
    const inner = (key) => readKey(holder, key, (why) => fail(M_CHAIN_READ, key, why));
    if (kind === 'list' || kind === 'ok' || kind === 'some') value = inner('value');
    else if (kind === 'list-numbered') value = inner('list');
    else if (kind === 'response' && inner('success') === true) value = inner('value');
    else if (kind === 'err' || kind === 'response') throw fail(M_CHAIN_ERR, clarityText(inner('value')));
    else if (kind === 'none') throw fail(M_CHAIN_NONE);
    else break;
  }
  throw fail(M_CHAIN_SHAPE, clarityText(value));
}
