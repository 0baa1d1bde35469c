import type { Hash } from './core';

/** SHA-256 in the browser, as the verifier's core expects it. */
export const webCryptoSha256: Hash = async (message) =>
  new Uint8Array(await crypto.subtle.digest('SHA-256', message as Uint8Array<ArrayBuffer>));
