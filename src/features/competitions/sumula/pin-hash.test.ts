import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { refereepins } from '../../../domain/resources/refereepins';
import { hashPin, pinProblem, verifyPin } from './pin-hash';

const USER = '0193a0b0-0000-7000-8000-000000000001';
const FAST = 100_000; // the schema's floor, to keep the suite quick

describe('súmula PIN hashing', () => {
  it('verifies the PIN it was made from and refuses any other', async () => {
    const row = await hashPin(USER, '4821', FAST);
    expect(await verifyPin(row, '4821')).toBe(true);
    expect(await verifyPin(row, '4822')).toBe(false);
    expect(await verifyPin(row, '48210')).toBe(false);
    expect(await verifyPin(row, '')).toBe(false);
  });

  it('never stores the PIN: a fresh salt each time, and the row passes the wire schema', async () => {
    const a = await hashPin(USER, '123456', FAST);
    const b = await hashPin(USER, '123456', FAST);
    expect(a.salt).not.toBe(b.salt);
    expect(a.hash).not.toBe(b.hash);
    expect(JSON.stringify(a)).not.toContain('123456');
    expect(v.safeParse(refereepins.schema, a).success).toBe(true);
    expect(v.safeParse(refereepins.schema, { ...a, id: '0193a0b0-0000-7000-8000-000000000002' }).success).toBe(false);
  });

  it('is deterministic for a given salt (the hash is PBKDF2 of the PIN, not random)', async () => {
    const fixed = (b: Uint8Array) => b.fill(7);
    const a = await hashPin(USER, '9090', FAST, fixed);
    const b = await hashPin(USER, '9090', FAST, fixed);
    expect(a.hash).toBe(b.hash);
    expect((await hashPin(USER, '9091', FAST, fixed)).hash).not.toBe(a.hash);
  });

  it('accepts only 4 to 6 digits', async () => {
    expect(pinProblem('123')).toMatch(/4 a 6 dígitos/);
    expect(pinProblem('1234567')).toMatch(/4 a 6 dígitos/);
    expect(pinProblem('12a4')).toMatch(/4 a 6 dígitos/);
    expect(pinProblem('1234')).toBeNull();
    await expect(hashPin(USER, '12')).rejects.toThrow(/4 a 6 dígitos/);
  });
});
