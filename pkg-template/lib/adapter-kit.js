// What the bot adapters (oxo-ai/openturn, oxo-ai/boardgame) share: coded errors shaped like the
// package's own, value descriptions for their messages, and the frameworks' player IDs.
// Shipped beside them in adapters/ (not an export of its own); same module rules as they follow.

/** An Error of class `ErrorClass` carrying a string `code`, as the package's own errors do. */
export function codedError(ErrorClass, code, message) {
  const error = new ErrorClass(message);
  error.code = code;
  return error;
}

/** A short description of a value for error messages. */
export function describe(value) {
  if (typeof value === 'string') return JSON.stringify(value.slice(0, 40));
  if (value === null || (typeof value !== 'object' && typeof value !== 'function')) return String(value);
  return Array.isArray(value) ? `an array of length ${value.length}` : `a ${typeof value}`;
}

/** Both frameworks' player IDs: '0' moves first and plays X, '1' plays O; `what` names the field. */
export function playerOfId(playerID, what) {
  if (playerID === '0') return 'X';
  if (playerID === '1') return 'O';
  throw codedError(TypeError, 'INVALID_PLAYER', `${what} must be '0' (X) or '1' (O), got ${describe(playerID)}`);
}
