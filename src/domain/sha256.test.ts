import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sha256, sha256HexOfBytes, toHex } from './sha256';

describe('sha256', () => {
  it('matches the FIPS test vectors', () => {
    const enc = (s: string) => new TextEncoder().encode(s);
    expect(toHex(sha256(enc('')))).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(toHex(sha256(enc('abc')))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(toHex(sha256(enc('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')))).toBe('248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1');
  });

  it('agrees with node:crypto on every length across the block boundaries, accents included', () => {
    for (let n = 0; n < 200; n++) {
      const text = 'súmula×'.repeat(n).slice(0, n);
      const bytes = new TextEncoder().encode(text);
      expect(toHex(sha256(bytes))).toBe(createHash('sha256').update(bytes).digest('hex'));
    }
  });
});

describe('sha256HexOfBytes', () => {
  it('gives the same hex as the synchronous hash, from a buffer or a view', async () => {
    const bytes = new TextEncoder().encode('súmula');
    expect(await sha256HexOfBytes(bytes)).toBe(toHex(sha256(bytes)));
    expect(await sha256HexOfBytes(bytes.slice().buffer)).toBe(toHex(sha256(bytes)));
  });
});
