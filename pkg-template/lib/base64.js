// Bytes from base64, for the loaders that may read an inlined module (the entries, engine-wasm.js
// and mnk-wasm.js, the worker host).

/** The bytes `text` (base64) stands for. */
export function decodeBase64(text) {
  if (typeof Uint8Array.fromBase64 === 'function') return Uint8Array.fromBase64(text);
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
