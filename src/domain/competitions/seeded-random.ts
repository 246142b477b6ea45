// A reproducible random source for draws (fixtures, pots, lots, heats). Every draw stores its seed
// beside what it produced, so anyone can replay it and get the same result (FIDE's requirement for a
// drawing of lots; UEFA redid a draw in 2021 because nobody could check the software's picks).
// The stream is SHA-256 in counter mode over the seed: the same on every device and the server, and
// independent of Math.random or the engine's version.
import { sha256 } from '../sha256';

export interface SeededRandom {
  /** The seed this stream was made from (store it with the draw). */
  readonly seed: string;
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, n). */
  int(n: number): number;
  /** A shuffled copy (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[];
}

const encoder = new TextEncoder();

export function seededRandom(seed: string): SeededRandom {
  let block: Uint8Array = new Uint8Array();
  let offset = 0;
  let counter = 0;
  const refill = () => {
    block = sha256(encoder.encode(`${seed}\u0000${counter++}`));
    offset = 0;
  };
  // 53 bits from 7 bytes: uniform floats, no modulo bias worth speaking of for n ≤ 2^20.
  const next = (): number => {
    if (offset + 7 > block.length) refill();
    let value = 0;
    for (let i = 0; i < 7; i++) value = value * 256 + block[offset + i]!;
    offset += 7;
    return (value % 2 ** 53) / 2 ** 53;
  };
  const int = (n: number): number => Math.floor(next() * n);
  return {
    seed,
    next,
    int,
    shuffle<T>(items: readonly T[]): T[] {
      const out = [...items];
      for (let i = out.length - 1; i > 0; i--) {
        const j = int(i + 1);
        [out[i], out[j]] = [out[j]!, out[i]!];
      }
      return out;
    },
  };
}

/** A fresh seed for a new draw: 16 random bytes, hex (crypto, not Math.random). */
export function newSeed(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
