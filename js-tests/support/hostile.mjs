// What the add-on entries' fuzz tests share: the class each error code is thrown with, and the
// hostile values a caller may pass (a getter that throws, a revoked Proxy).

/** The class each code is thrown with (API reference "Errors"), where it has one. */
export const CODE_CLASSES = {
  INVALID_BOARD: ['TypeError', 'RangeError'], INVALID_MOVE: ['TypeError', 'RangeError', 'Error'], INVALID_PLAYER: ['TypeError'],
  INVALID_OPTION: ['TypeError', 'RangeError'], CELL_OCCUPIED: ['Error'], GAME_OVER: ['Error'], IMPOSSIBLE_POSITION: ['Error'],
  WRONG_TURN: ['Error'],
};

/** An object every read of which throws. */
export const throwing = () => new Proxy({}, { get() { throw new Error('hostile'); } });

/** A revoked Proxy: even `Array.isArray` of it throws. */
export const revoked = () => { const { proxy, revoke } = Proxy.revocable([], {}); revoke(); return proxy; };
