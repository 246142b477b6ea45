// The demo markets: one open and one closed market, requests in every state, commits for the
// approved ones, and the demo manager sees requests leaving and joining their entity.
import { describe, expect, it } from 'vitest';
import { insideWindow } from '../../src/domain/markets/rules';
import { DEMO_CLOSED_MARKET, DEMO_OPEN_MARKET } from '../../server/seed/markets-seed';
import { login, testServer } from './helpers';
import { Replica } from './sync-helpers';

const harness = testServer();

const rows = async (collection: string) =>
  (await harness.handle.db.query<{ data: Record<string, unknown> }>(
    `SELECT r.data FROM records r JOIN tenants t ON t.id = r.tenant_id WHERE t.code = 'demo' AND r.collection = $1 AND NOT r.deleted`, [collection],
  )).map((r) => r.data);

describe('demo markets', () => {
  it('one market open now and one closed, requests in every state, a commit per approval', async () => {
    const markets = await rows('markets');
    const open = markets.find((m) => m.name === DEMO_OPEN_MARKET)!;
    const closed = markets.find((m) => m.name === DEMO_CLOSED_MARKET)!;
    const windows = await rows('marketwindows');
    const now = new Date().toISOString();
    expect(windows.some((w) => w.market_id === open.id && insideWindow(w as never, now))).toBe(true);
    expect(windows.filter((w) => w.market_id === closed.id).some((w) => insideWindow(w as never, now))).toBe(false);
    const transfers = await rows('transfers');
    expect(new Set(transfers.map((t) => t.status))).toEqual(new Set(['pendente', 'aprovada', 'recusada', 'cancelada']));
    const commits = await rows('marketcommits');
    const approved = transfers.filter((t) => t.status === 'aprovada');
    expect(commits.map((c) => c.transfer_id).sort()).toEqual(approved.map((t) => t.id).sort());
  });

  it('the demo manager replicates requests leaving and joining their entity', async () => {
    const gestor = await login(harness.app, 'gestor@demo.test');
    const replica = new Replica();
    await replica.sync(harness.app, gestor.token);
    const pending = replica.ids('transfers').map((id) => replica.get('transfers', id)!).filter((t) => t.status === 'pendente');
    expect(pending.length).toBe(2);
  });
});
