// A camera for Chromium's fake capture device: QR codes drawn straight into a Y4M video (the raw
// format `--use-file-for-fake-video-capture` plays, looping), from uqr's module matrix. No ffmpeg,
// no image files: black and white luma, chroma planes at 128 (grey), a quiet zone of 4 modules.
//
//   const file = await writeQrVideo(join(dir, 'card.y4m'), [credentialText]);
//   chromium.launch({ args: [...fakeCameraArgs(file)] })
//
// One QR gives a one-frame file (Chromium loops it). Several QRs give a clip that shows each for
// `framesPerCode` frames, then the next: the bench's queue of athletes walking past the gate.
import { open } from 'node:fs/promises';
import { encode } from 'uqr';

export interface QrVideoOptions {
  width?: number;
  height?: number;
  fps?: number;
  /** Frames each QR stays on screen (several QRs). Default 1. */
  framesPerCode?: number;
  /** Pixels per module; default: the largest that keeps the code and its quiet zone in 70% of the shorter side. */
  scale?: number;
  /** QR error correction; the ID card uses M. */
  ecc?: 'L' | 'M' | 'Q' | 'H';
  /** Modules of white around the code (the standard asks for 4). */
  quietZone?: number;
}

const WHITE = 235; // video-range luma, as cameras deliver it
const BLACK = 16;

/** The Y4M stream header (4:2:0, progressive, square pixels). */
export function y4mHeader(width: number, height: number, fps: number): string {
  return `YUV4MPEG2 W${width} H${height} F${fps}:1 Ip A1:1 C420jpeg\n`;
}

/** One frame's planes (Y, then U and V at quarter size) with `text` as a QR centred on white. */
export function qrFrame(text: string, options: QrVideoOptions = {}): Uint8Array {
  const width = options.width ?? 640;
  const height = options.height ?? 480;
  if (width % 2 || height % 2) throw new Error('Y4M 4:2:0 precisa de largura e altura pares');
  const quiet = options.quietZone ?? 4;
  const { data, size } = encode(text, { ecc: options.ecc ?? 'M', border: 0 });
  const modules = size + 2 * quiet;
  const scale = options.scale ?? Math.floor((Math.min(width, height) * 0.7) / modules);
  if (scale < 2) throw new Error(`QR grande demais para ${width}x${height}: ${modules} módulos`);
  const side = modules * scale;
  if (side > width || side > height) throw new Error(`QR de ${side}px não cabe em ${width}x${height}`);

  const ySize = width * height;
  const cSize = (width / 2) * (height / 2);
  const frame = new Uint8Array(ySize + 2 * cSize);
  frame.fill(WHITE, 0, ySize);
  frame.fill(128, ySize);
  const left = Math.floor((width - side) / 2) + quiet * scale;
  const top = Math.floor((height - side) / 2) + quiet * scale;
  for (let row = 0; row < size; row++) {
    const line = data[row]!;
    for (let col = 0; col < size; col++) {
      if (!line[col]) continue;
      for (let dy = 0; dy < scale; dy++) {
        const at = (top + row * scale + dy) * width + left + col * scale;
        frame.fill(BLACK, at, at + scale);
      }
    }
  }
  return frame;
}

const FRAME_MARK = new TextEncoder().encode('FRAME\n');

/**
 * Writes a Y4M file cycling through `texts` (one QR per `framesPerCode` frames) and returns its
 * path. Streams frame by frame: a clip of many codes never sits in memory whole.
 */
export async function writeQrVideo(path: string, texts: readonly string[], options: QrVideoOptions = {}): Promise<string> {
  if (texts.length === 0) throw new Error('nenhum QR para gravar');
  const width = options.width ?? 640;
  const height = options.height ?? 480;
  const repeat = Math.max(1, options.framesPerCode ?? 1);
  const file = await open(path, 'w');
  try {
    await file.write(y4mHeader(width, height, options.fps ?? 10));
    for (const text of texts) {
      const frame = qrFrame(text, options);
      for (let i = 0; i < repeat; i++) {
        await file.write(FRAME_MARK);
        await file.write(frame);
      }
    }
  } finally {
    await file.close();
  }
  return path;
}

/** Chromium switches for a fake camera playing `file` (absolute path), with the prompt auto-accepted. */
export function fakeCameraArgs(file: string): string[] {
  return ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${file}`];
}
