import { describe, expect, it } from 'vitest';
import { base45Decode, base45Encode } from './base45';

const utf8 = (s: string) => new TextEncoder().encode(s);
const text = (b: Uint8Array) => new TextDecoder().decode(b);

describe('base45 (RFC 9285 vectors)', () => {
  it.each([
    ['AB', 'BB8'],
    ['Hello!!', '%69 VD92EX0'],
    ['base-45', 'UJCLQE7W581'],
    ['ietf!', 'QED8WEX0'],
    ['', ''],
  ])('%j ↔ %j', (plain, encoded) => {
    expect(base45Encode(utf8(plain))).toBe(encoded);
    expect(text(base45Decode(encoded))).toBe(plain);
  });

  it('round-trips every byte value, odd and even lengths', () => {
    const all = Uint8Array.from({ length: 256 }, (_, i) => i);
    expect(base45Decode(base45Encode(all))).toEqual(all);
    expect(base45Decode(base45Encode(all.subarray(0, 255)))).toEqual(all.subarray(0, 255));
    expect(base45Encode(Uint8Array.of(0xff, 0xff))).toBe('FGW');
  });

  it('refuses what is not base45', () => {
    expect(() => base45Decode('GGW')).toThrow(RangeError); // 65536: past two bytes (RFC 9285 §4.3)
    expect(() => base45Decode('A')).toThrow(RangeError); // length 3n+1
    expect(() => base45Decode('aBC')).toThrow(RangeError); // lower case is not in the alphabet
    expect(() => base45Decode('ZZ')).toThrow(RangeError); // 35 + 35·45 > 255
    expect(() => base45Decode('AB\u00e9')).toThrow(RangeError);
  });
});
