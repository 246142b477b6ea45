// Bench: a photo uploaded from the local queue — the bytes the app sends for a phone's
// photo against the original file. The original is a real-looking 12-megapixel JPEG (4000×3000: a
// smooth scene with sensor-like noise, quality 92, with EXIF, as a phone writes it), made here with
// sharp. In headless Chromium the app's own code crops it to the card's 3:4, re-encodes it, keeps
// it and uploads it from the queue (bench/browser/photo-upload.ts); the bytes sent are then
// processed by the server's upload code (server/files/process.ts) to show what the store keeps.
// `npx tsx bench/photo-upload.ts`; part of `npm run bench` (BENCH_SKIP_PHOTO=1 skips it).
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { openBenchPage } from './bench-page';
import type { benchPhotoUpload } from './browser/photo-upload';
import { processUpload } from '../server/files/process';
import { fmt, verdict, type BenchRow } from './table';

const WIDTH = 4000;
const HEIGHT = 3000;

/** A phone-like photo: a lit gradient scene plus gaussian-ish noise (what makes real photos big). */
export async function phonePhoto(width = WIDTH, height = HEIGHT): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  let seed = 20261124;
  const random = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const noise = (random() + random() + random() - 1.5) * 16;
      const light = 60 + 140 * Math.sin((x / width) * Math.PI) * (0.6 + 0.4 * (y / height));
      raw[i] = Math.max(0, Math.min(255, light + 30 + noise));
      raw[i + 1] = Math.max(0, Math.min(255, light * 0.9 + noise));
      raw[i + 2] = Math.max(0, Math.min(255, light * 0.7 + 20 + noise));
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .withExif({ IFD0: { Make: 'Phone', Model: 'Bench 12MP' } })
    .toBuffer();
}

const kb = (bytes: number) => `${fmt(bytes / 1024, 0)} kB`;
const mb = (bytes: number) => `${fmt(bytes / 1024 / 1024, 2)} MB`;

export async function photoUploadRows(): Promise<BenchRow[]> {
  const original = await phonePhoto();
  const { page, close } = await openBenchPage(new URL('./browser/photo-upload.ts', import.meta.url), 'federaPhotoUpload', 'federa photo bench');
  let result: Awaited<ReturnType<typeof benchPhotoUpload>>;
  try {
    result = (await page.evaluate(
      (b64) => (window as unknown as { federaPhotoUpload: { benchPhotoUpload: (s: string) => Promise<unknown> } }).federaPhotoUpload.benchPhotoUpload(b64),
      original.toString('base64'),
    )) as typeof result;
  } finally {
    await close();
  }
  if (result.originalBytes !== original.byteLength || result.sentBytes !== result.keptBytes) throw new Error('bytes inconsistentes');
  const stored = await processUpload(new Uint8Array(Buffer.from(result.sentBase64, 'base64')));
  const variants = stored.variants;
  const shrink = result.originalBytes / result.sentBytes;
  return [{
    figure: `foto de celular ${WIDTH}×${HEIGHT} enviada da fila local: bytes enviados (recorte 3:4 → ${result.size}, JPEG 0,85 no aparelho em ${fmt(result.encodeMs, 0)} ms; \`bench/photo-upload.ts\`)`,
    ours: kb(result.sentBytes),
    baseline: `${mb(result.originalBytes)} (o arquivo original)`,
    ratio: `${fmt(result.sentBytes / result.originalBytes, 3)}× (${fmt(shrink, 1)}× menor)`,
    goal: `≥ 5× menor ${verdict(shrink >= 5)}`,
  }, {
    figure: '… guardado pelo servidor após reprocessar (sharp): full / card / thumb',
    ours: `${kb(variants.full!.bytes)} / ${kb(variants.card!.bytes)} / ${kb(variants.thumb!.bytes)}`,
    baseline: '',
    ratio: '',
    goal: '',
  }];
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { printTable } = await import('./table');
  printTable(await photoUploadRows());
}
