// Draws the app icons (the logo mark: a rising line on a blue tile) as PNG without any image
// library. Run once: `node scripts/make-icons.mjs`; the PNGs are committed in public/icons/.
import fs from 'node:fs';
import zlib from 'node:zlib';

const CRC_TABLE = new Uint32Array(256).map((_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf) => {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type, data) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
};

function png(size, pixel) {
  const raw = Buffer.alloc((size * 4 + 1) * size);
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0;
    for (let x = 0; x < size; x++) {
      const [r, g, b, a] = pixel(x / size, y / size);
      const o = y * (size * 4 + 1) + 1 + x * 4;
      raw[o] = r;
      raw[o + 1] = g;
      raw[o + 2] = b;
      raw[o + 3] = a;
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8;
  ihdr[9] = 6;
  ihdr[10] = 0;
  ihdr[11] = 0;
  ihdr[12] = 0;
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const line = [
  [12, 44],
  [26, 30],
  [36, 38],
  [52, 18],
].map(([x, y]) => [x / 64, y / 64]);
function distToLine(px, py) {
  let best = Infinity;
  for (let i = 0; i < line.length - 1; i++) {
    const [ax, ay] = line[i];
    const [bx, by] = line[i + 1];
    const dx = bx - ax;
    const dy = by - ay;
    const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
    best = Math.min(best, Math.hypot(px - (ax + t * dx), py - (ay + t * dy)));
  }
  return best;
}

// `inset` shrinks the mark into the maskable safe zone (the inner 80 %).
function iconPixel({ rounded, inset }) {
  return (u, v) => {
    const x = (u - inset) / (1 - 2 * inset);
    const y = (v - inset) / (1 - 2 * inset);
    const r = 14 / 64;
    const cx = Math.min(Math.max(u, r), 1 - r);
    const cy = Math.min(Math.max(v, r), 1 - r);
    const outside = rounded && Math.hypot(u - cx, v - cy) > r;
    if (outside) return [0, 0, 0, 0];
    if (x >= 0 && x <= 1 && y >= 0 && y <= 1 && distToLine(x, y) < 3 / 64) return [255, 255, 255, 255];
    return [0x4f, 0x8c, 0xff, 255];
  };
}
const icon = (size, options) => png(size, iconPixel(options));

// The browser tab's icon. A PNG, not the SVG it once was: Chromium fetches and decodes the page's
// icon again after every same-document navigation, and an SVG is parsed into a document of its own
// on the page's main thread on each section tab (docs/decisions/0064). Edges are supersampled
// (4 × 4 per pixel): at 32 px a hard edge shows.
function favicon(size) {
  const n = 4;
  const tile = iconPixel({ rounded: true, inset: 0 });
  return png(size, (u, v) => {
    const sum = [0, 0, 0, 0];
    for (let j = 0; j < n; j++)
      for (let i = 0; i < n; i++) {
        const [r, g, b, a] = tile(u + (i + 0.5) / (size * n), v + (j + 0.5) / (size * n));
        sum[0] += r * a;
        sum[1] += g * a;
        sum[2] += b * a;
        sum[3] += a;
      }
    return sum[3] === 0 ? [0, 0, 0, 0] : [sum[0] / sum[3], sum[1] / sum[3], sum[2] / sum[3], sum[3] / (n * n)].map(Math.round);
  });
}

// The notification badge (Android's status bar): the mark alone, white on transparent, as the
// platform draws badges from their alpha only.
function badge(size) {
  return png(size, (u, v) => (distToLine(0.08 + u * 0.84, 0.08 + v * 0.84) < 5 / 64 ? [255, 255, 255, 255] : [0, 0, 0, 0]));
}

fs.mkdirSync('public/icons', { recursive: true });
fs.writeFileSync('public/icons/icon-192.png', icon(192, { rounded: true, inset: 0 }));
fs.writeFileSync('public/icons/icon-512.png', icon(512, { rounded: true, inset: 0 }));
fs.writeFileSync('public/icons/icon-maskable-512.png', icon(512, { rounded: false, inset: 0.12 }));
fs.writeFileSync('public/icons/badge-96.png', badge(96));
fs.writeFileSync('public/icons/favicon-32.png', favicon(32));
console.info('icons written');
