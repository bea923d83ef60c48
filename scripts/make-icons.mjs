// Draws the app icons (a white "E" on the brand blue) as PNGs without any image library.
// Run once: node scripts/make-icons.mjs; the PNGs are committed in public/.
import fs from 'node:fs';
import zlib from 'node:zlib';

const BLUE = [59, 91, 219];
const WHITE = [255, 255, 255];

function crc32(buf) {
  let c, crc = 0xffffffff;
  for (let n = 0; n < buf.length; n++) {
    c = (crc ^ buf[n]) & 0xff;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    crc = (crc >>> 8) ^ c;
  }
  return (crc ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const len = Buffer.alloc(4); len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type), data]);
  const crc = Buffer.alloc(4); crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
}
function png(size, pixel) {
  const raw = Buffer.alloc((size * 3 + 1) * size);
  for (let y = 0; y < size; y++) {
    raw[y * (size * 3 + 1)] = 0;
    for (let x = 0; x < size; x++) {
      const [r, g, b] = pixel(x / size, y / size);
      const o = y * (size * 3 + 1) + 1 + x * 3;
      raw[o] = r; raw[o + 1] = g; raw[o + 2] = b;
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0); ihdr.writeUInt32BE(size, 4); ihdr[8] = 8; ihdr[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr), chunk('IDAT', zlib.deflateSync(raw)), chunk('IEND', Buffer.alloc(0)),
  ]);
}
// The letter E inside the central safe zone (maskable icons crop to a 80% circle).
function letterE(scale) {
  const c = (v) => 0.5 + (v - 0.5) * scale;
  const rects = [[0.3, 0.25, 0.42, 0.75], [0.3, 0.25, 0.7, 0.35], [0.3, 0.45, 0.64, 0.55], [0.3, 0.65, 0.7, 0.75]]
    .map(([x0, y0, x1, y1]) => [c(x0), c(y0), c(x1), c(y1)]);
  return (x, y) => (rects.some(([x0, y0, x1, y1]) => x >= x0 && x < x1 && y >= y0 && y < y1) ? WHITE : BLUE);
}
fs.mkdirSync('public', { recursive: true });
fs.writeFileSync('public/icon-192.png', png(192, letterE(1)));
fs.writeFileSync('public/icon-512.png', png(512, letterE(1)));
fs.writeFileSync('public/icon-maskable-512.png', png(512, letterE(0.7)));
fs.writeFileSync('public/apple-touch-icon.png', png(180, letterE(0.85)));
console.log('icons written');
