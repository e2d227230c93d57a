// The stand-in push services of the tests decrypt what the server sends with `http_ece` (RFC 8188),
// the package web-push itself encrypts with; it ships no types.
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  export interface DecryptParameters {
    version: 'aes128gcm';
    /** The receiver's key pair: the subscription's p256dh. */
    privateKey: ECDH;
    /** The subscription's auth secret (base64url or bytes). */
    authSecret: string | Buffer;
  }

  export function decrypt(buffer: Buffer, parameters: DecryptParameters): Buffer;
}
