// UUID v7 (RFC 9562): 48-bit Unix milliseconds, then randomness. Ids are made on the client, offline,
// and sort by creation time, which keeps IndexedDB and PostgreSQL b-trees append-mostly.
//
// Monotonic within one process (RFC 9562 §6.2 method 1): rand_a (12 bits) is a counter seeded at
// random in its lower half for each new millisecond and incremented for ids made in the same
// millisecond; if it overflows, or the clock steps back, the timestamp is borrowed from the future
// by one millisecond. So ids made here compare (as strings) in the order they were made.

import { sha256 } from './sha256';

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

/** 16 bytes → 8-4-4-4-12 lowercase hex. */
function formatUuid(b: Uint8Array): string {
  let s = '';
  for (let i = 0; i < 16; i++) {
    if (i === 4 || i === 6 || i === 8 || i === 10) s += '-';
    s += HEX[b[i]!];
  }
  return s;
}

let lastMs = -1;
let counter = 0;

function random(bytes: number): Uint8Array {
  const out = new Uint8Array(bytes);
  globalThis.crypto.getRandomValues(out);
  return out;
}

/** A new uuid v7; `now` is injectable for tests. */
export function uuidv7(now: number = Date.now()): string {
  if (now > lastMs) {
    lastMs = now;
    const seed = random(2);
    counter = ((seed[0]! << 8) | seed[1]!) & 0x7ff; // lower half of 12 bits: room to count up
  } else {
    counter++;
    if (counter > 0xfff) {
      lastMs++;
      counter = 0;
    }
  }
  const b = random(16);
  let ms = lastMs;
  for (let i = 5; i >= 0; i--) {
    b[i] = ms % 256;
    ms = Math.floor(ms / 256);
  }
  b[6] = 0x70 | (counter >> 8);
  b[7] = counter & 0xff;
  b[8] = 0x80 | (b[8]! & 0x3f);
  return formatUuid(b);
}

export const UUID_V7_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Milliseconds since the epoch encoded in a uuid v7. */
export function uuidv7Time(id: string): number {
  return parseInt(id.slice(0, 8) + id.slice(9, 13), 16);
}

// ── Derived ids ────────────────────────────────────────────────────────────────────────────────
// A row that exists at most once per combination of other ids (a person on a meal's list) gets an
// id computed from them: two devices adding the same person offline write the same row, not two.
// SHA-256 (synchronous, src/domain/sha256.ts: mutators run in the browser and on the server, with no
// crypto.subtle await in the middle of a transaction) over the length-prefixed UTF-8 parts, the
// first 128 bits formatted as a uuid v8 (RFC 9562 §5.8: "custom", version 8, RFC variant).

const utf8 = new TextEncoder();

/**
 * A deterministic uuid (v8) from its parts: `derivedId('mealusers', mealId, userId)`. Same parts,
 * same id, on every device and on the server. Parts are length-prefixed, so ('ab', 'c') and
 * ('a', 'bc') differ; ids are lower-cased first (the same uuid in either case is the same id).
 */
export function derivedId(...parts: readonly string[]): string {
  const text = parts.map((p) => {
    const s = UUID_ANY.test(p) ? p.toLowerCase() : p;
    return `${s.length}:${s}`;
  }).join('|');
  const b = sha256(utf8.encode(text)).slice(0, 16);
  b[6] = 0x80 | (b[6]! & 0x0f);
  b[8] = 0x80 | (b[8]! & 0x3f);
  return formatUuid(b);
}

const UUID_ANY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const UUID_V8_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
