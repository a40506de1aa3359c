// A random key kept in the data folder: generated once (mode 0600), read on every later start.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export function loadOrCreateKey(dataDir: string, name: string, bytes = 32): Buffer {
  const file = path.join(dataDir, name);
  if (fs.existsSync(file)) {
    const hex = fs.readFileSync(file, 'utf8').trim();
    const key = Buffer.from(hex, 'hex');
    if (key.length === bytes) return key;
    throw new Error(`${file}: expected ${bytes} bytes of hex`);
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const key = crypto.randomBytes(bytes);
  // 'wx' fails if another process created it meanwhile; then read theirs.
  try {
    fs.writeFileSync(file, key.toString('hex'), { mode: 0o600, flag: 'wx' });
  } catch {
    return loadOrCreateKey(dataDir, name, bytes);
  }
  return key;
}
