// The registration budget is per tenant (and per address within it). A flood of
// sign-ups at one federation, from many addresses or from one, fills that federation's budget only:
// another federation's visitors still sign up.
import { describe, expect, it } from 'vitest';
import { cpfFromBase } from '../../src/domain/cpf';
import { REGISTER_PER_ADDRESS, REGISTER_TOTAL } from '../../server/routes/register';
import { call, expectFailure, testClock, testServer } from './helpers';

const clock = testClock(new Date('2026-06-01T10:00:00Z'));
const harness = testServer({ now: clock.now, trustProxy: true });

let next = 931000000;
const signUp = (host: string, ip: string) => {
  const n = ++next;
  return call(harness.app, '/api/v1/auth/register', {
    host,
    headers: { 'x-forwarded-for': ip },
    body: { name: 'Pessoa Nova', email: `b${n}@example.com`, cpf: cpfFromBase(String(n)), password: 'senha-segura' },
  });
};

describe('registration budget per tenant', () => {
  it(`a flood filling one tenant's ${REGISTER_TOTAL.max}/min ceiling does not block sign-up at another tenant`, async () => {
    for (let i = 0; i < REGISTER_TOTAL.max; i++) expect((await signUp('localhost', `10.40.${i >> 8}.${i & 255}`)).status).toBe(200);
    const refused = await signUp('localhost', '10.41.0.1');
    expectFailure(refused, 429);
    expect(refused.json.message).toMatch(/^Muitos cadastros em pouco tempo\./);
    // The other federation, same minute, a visitor from a fresh address and one of the flooders.
    const other = await signUp('outra.localhost', '10.41.0.2');
    expect(other.status, other.text).toBe(200);
    expect((await signUp('outra.localhost', '10.40.0.1')).status).toBe(200);
  });

  it(`an address that used its ${REGISTER_PER_ADDRESS.max}/hour at one tenant still signs up at another`, async () => {
    clock.advance(REGISTER_TOTAL.windowMs);
    for (let i = 0; i < REGISTER_PER_ADDRESS.max; i++) {
      expect((await signUp('localhost', '10.42.0.1')).status).toBe(200);
      clock.advance(1000);
    }
    expectFailure(await signUp('localhost', '10.42.0.1'), 429);
    expect((await signUp('outra.localhost', '10.42.0.1')).status).toBe(200);
  });
});
