// A random key kept in a file: generated once (mode 0600, its folder 0700 when we make it), read on
// every later start. A key file that others can read is tightened to 0600 when it is read.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export function loadOrCreateKeyFile(file: string, bytes = 32): Buffer {
  if (fs.existsSync(file)) {
    if ((fs.statSync(file).mode & 0o077) !== 0) fs.chmodSync(file, 0o600);
    const hex = fs.readFileSync(file, 'utf8').trim();
    const key = Buffer.from(hex, 'hex');
    if (key.length === bytes) return key;
    throw new Error(`${file}: expected ${bytes} bytes of hex`);
  }
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const key = crypto.randomBytes(bytes);
  // 'wx' fails if another process created it meanwhile; then read theirs.
  try {
    fs.writeFileSync(file, key.toString('hex'), { mode: 0o600, flag: 'wx' });
  } catch {
    return loadOrCreateKeyFile(file, bytes);
  }
  return key;
}

export function loadOrCreateKey(dataDir: string, name: string, bytes = 32): Buffer {
  return loadOrCreateKeyFile(path.join(dataDir, name), bytes);
}
