// http_ece (the reference implementation of RFC 8188 / RFC 8291 encryption) ships no types.
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';
  export function decrypt(
    buffer: Buffer,
    params: { version: 'aes128gcm' | 'aesgcm'; privateKey?: ECDH; authSecret?: string | Buffer; dh?: string | Buffer },
  ): Buffer;
}
