// @vitest-environment jsdom
// useWrite, the one way screens write: a saved write answers true (and says what was done), a
// refusal gives its pt-BR reason inline or as a notice, a failure of the device's store is notified
// as such; nothing is saved on either failure.
import 'fake-indexeddb/auto';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setNoticeSink, type Notice } from '../lib/notices';
import { sessionStore } from './session';
import { uuidv7 } from '../domain/uuid';
import { freshDb, TEST_USER } from '../../tests/support/ui-harness';
import { TenantDbProvider } from './db-context';
import type { TenantDb } from './tenant-db';
import { useWrite } from './use-write';

const notices: Notice[] = [];
const dbs: TenantDb[] = [];
beforeAll(() => {
  setNoticeSink((n) => void notices.push(n));
  sessionStore.set({ token: 't', user: TEST_USER });
});
afterEach(() => {
  cleanup();
  notices.length = 0;
});
afterAll(async () => {
  for (const d of dbs) await d.delete();
});

function setup() {
  const db = freshDb();
  dbs.push(db);
  const wrapper = ({ children }: { children: ReactNode }) => <TenantDbProvider db={db} userId={TEST_USER.id}>{children}</TenantDbProvider>;
  return { db, hook: renderHook(() => useWrite(), { wrapper }) };
}

const country = (name: string) => ({ id: uuidv7(), name, iso2: 'UY', iso3: 'URY', ddi: '598' });

describe('useWrite', () => {
  it('saves, answers true and says what was done', async () => {
    const { db, hook } = setup();
    let ok = false;
    await act(async () => { ok = await hook.result.current.run('countries.put', country('Uruguai'), { done: 'País salvo.' }); });
    expect(ok).toBe(true);
    expect(await db.outbox.count()).toBe(1);
    expect(notices).toEqual([expect.objectContaining({ type: 'success', title: 'País salvo.' })]);
    expect(hook.result.current.busy).toBe(false);
  });

  it('several writes as one action, the notice made from what the action returned', async () => {
    const { db, hook } = setup();
    let ok = false;
    await act(async () => {
      ok = await hook.result.current.act(async (mutate) => {
        for (const name of ['Uruguai', 'Chile']) await mutate('countries.put', country(name));
        return 2;
      }, { done: (n) => `${n} países salvos.` });
    });
    expect(ok).toBe(true);
    expect(await db.outbox.count()).toBe(2);
    expect(notices).toEqual([expect.objectContaining({ type: 'success', title: '2 países salvos.' })]);
  });

  it('says nothing when the notice made from the result is empty', async () => {
    const { hook } = setup();
    let ok = false;
    await act(async () => { ok = await hook.result.current.act(async () => 0, { done: (n) => (n > 0 ? `${n} países salvos.` : undefined) }); });
    expect(ok).toBe(true);
    expect(notices).toEqual([]);
  });

  it('a refusal told as the screen words it, saying how far a batch got', async () => {
    const { db, hook } = setup();
    let saved = 0;
    await act(async () => {
      await hook.result.current.act(async (mutate) => {
        for (const name of ['Uruguai', '   ']) {
          await mutate('countries.put', country(name));
          saved++;
        }
      }, { refused: (reason) => `${saved} salvos; parou: ${reason}` });
    });
    expect(notices).toEqual([expect.objectContaining({ type: 'error', title: expect.stringMatching(/^1 salvos; parou: .*nome/i) })]);
    expect(await db.outbox.count()).toBe(1);
  });

  it('a refusal hands its messages per field to a form that shows them itself', async () => {
    const { hook } = setup();
    let given: Readonly<Record<string, string>> = {};
    await act(async () => { await hook.result.current.run('countries.put', country('   '), { refused: (reason, fields) => { given = fields; return reason; } }); });
    expect(given).toEqual({ name: expect.stringMatching(/nome/i) });
    expect(notices).toEqual([expect.objectContaining({ type: 'error' })]);
  });

  it('a refusal: its pt-BR reason beside the form when inline, nothing saved', async () => {
    const { db, hook } = setup();
    let ok = true;
    await act(async () => { ok = await hook.result.current.run('countries.put', country('   '), { inline: true }); });
    expect(ok).toBe(false);
    expect(hook.result.current.error).toMatch(/nome/i);
    expect(hook.result.current.fields).toEqual({ name: expect.stringMatching(/nome/i) });
    expect(notices).toEqual([]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('a refusal as a notice otherwise; the next write clears the inline reason', async () => {
    const { hook } = setup();
    await act(async () => { await hook.result.current.run('countries.put', country('   ')); });
    expect(notices).toEqual([expect.objectContaining({ type: 'error' })]);
    expect(hook.result.current.error).toBeNull();
    await act(async () => { await hook.result.current.run('countries.put', country('   '), { inline: true }); });
    expect(hook.result.current.error).not.toBeNull();
    await act(async () => { await hook.result.current.run('countries.put', country('Chile')); });
    expect(hook.result.current.error).toBeNull();
  });

  it('clear forgets the inline reason once the person changes what was refused', async () => {
    const { hook } = setup();
    await act(async () => { await hook.result.current.run('countries.put', country('   '), { inline: true }); });
    expect(hook.result.current.error).not.toBeNull();
    act(() => hook.result.current.clear());
    expect(hook.result.current.error).toBeNull();
    expect(hook.result.current.fields).toEqual({});
  });

  it('the device cannot store it: says so, answers false', async () => {
    const { db, hook } = setup();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    db.close();
    let ok = true;
    await act(async () => { ok = await hook.result.current.run('countries.put', country('Peru')); });
    expect(ok).toBe(false);
    expect(notices).toEqual([expect.objectContaining({ type: 'error', title: 'Não foi possível salvar neste aparelho. Tente de novo.' })]);
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });
});
