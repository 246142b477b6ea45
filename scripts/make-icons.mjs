// Generates the PWA icons in public/icons/ (PNG via node:zlib, plus the SVG) from one drawing:
// a white "F" with a yellow ball on the house blue. Run: node scripts/make-icons.mjs
// The outputs are committed; rerun only when the drawing changes.
import { Buffer } from 'node:buffer';
import process from 'node:process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'icons');
const BLUE = [0x17, 0x3d, 0xa6];
const WHITE = [0xff, 0xff, 0xff];
const YELLOW = [0xf6, 0xc3, 0x43];

// Shapes in unit coordinates (0..1). `scale` shrinks the glyph into the maskable safe zone.
const rect = (x0, y0, x1, y1) => (x, y) => x >= x0 && x <= x1 && y >= y0 && y <= y1;
const circle = (cx, cy, r) => (x, y) => (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
const roundedSquare = (r) => (x, y) => {
  const dx = Math.max(r - x, 0, x - (1 - r));
  const dy = Math.max(r - y, 0, y - (1 - r));
  return dx * dx + dy * dy <= r * r;
};
const GLYPH = [
  [rect(0.3, 0.22, 0.42, 0.78), WHITE],
  [rect(0.3, 0.22, 0.72, 0.34), WHITE],
  [rect(0.3, 0.45, 0.62, 0.56), WHITE],
  [circle(0.68, 0.7, 0.09), YELLOW],
];

function paint(x, y, maskable) {
  const background = maskable ? () => true : roundedSquare(0.22);
  if (!background(x, y)) return null;
  const s = maskable ? 0.72 : 1; // maskable: keep the glyph inside the central 80 % circle
  const gx = (x - 0.5) / s + 0.5;
  const gy = (y - 0.5) / s + 0.5;
  for (const [shape, colour] of GLYPH) if (shape(gx, gy)) return colour;
  return BLUE;
}

function render(size, maskable) {
  const SS = 4; // 4×4 supersampling for smooth edges
  const rows = [];
  for (let py = 0; py < size; py++) {
    const row = Buffer.alloc(1 + size * 4); // filter byte 0 + RGBA
    for (let px = 0; px < size; px++) {
      let r = 0, g = 0, b = 0, a = 0;
      for (let sy = 0; sy < SS; sy++) {
        for (let sx = 0; sx < SS; sx++) {
          const c = paint((px + (sx + 0.5) / SS) / size, (py + (sy + 0.5) / SS) / size, maskable);
          if (c) { r += c[0]; g += c[1]; b += c[2]; a += 1; }
        }
      }
      const o = 1 + px * 4;
      if (a > 0) { row[o] = Math.round(r / a); row[o + 1] = Math.round(g / a); row[o + 2] = Math.round(b / a); }
      row[o + 3] = Math.round((a / (SS * SS)) * 255);
    }
    rows.push(row);
  }
  return png(size, Buffer.concat(rows));
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf) => {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}
function png(size, raw) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

const hex = (c) => `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">
  <rect width="100" height="100" rx="22" fill="${hex(BLUE)}"/>
  <path d="M30 22h42v12H42v11h20v11H42v22H30z" fill="${hex(WHITE)}"/>
  <circle cx="68" cy="70" r="9" fill="${hex(YELLOW)}"/>
</svg>
`;

mkdirSync(OUT, { recursive: true });
const files = {
  'icon-192.png': render(192, false),
  'icon-512.png': render(512, false),
  'maskable-192.png': render(192, true),
  'maskable-512.png': render(512, true),
  'apple-touch-icon.png': render(180, true),
  'icon.svg': svg,
};
for (const [name, data] of Object.entries(files)) {
  writeFileSync(join(OUT, name), data);
  process.stdout.write(`${name}: ${data.length} bytes\n`);
}
