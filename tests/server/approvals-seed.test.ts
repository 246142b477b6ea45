// The demo holds a pending request of every people/entity/document
// kind, each one decidable as seeded, and unverified self-registrations that get no ID card.
import { describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/domain/uuid';
import { PEOPLE_KINDS } from '../../src/domain/approvals/people-kinds';
import { ASSOCIATION_KINDS } from '../../src/domain/approvals/association-kinds';
import { DOCUMENT_KINDS } from '../../src/domain/approvals/document-kinds';
import { CREDENTIAL_MSG } from '../../server/credentials/messages';
import { UNVERIFIED_SIGNUPS } from '../../server/seed/approvals-seed';
import { call, login, testServer } from './helpers';
import { m, pushOk } from './sync-helpers';

const harness = testServer();

const pending = async () => harness.handle.db.query<{ id: string; kind: string }>(
  `SELECT r.id::text AS id, r.data->>'kind' AS kind FROM records r JOIN tenants t ON t.id = r.tenant_id
    WHERE t.code = 'demo' AND r.collection = 'approvals' AND r.data->>'status' = 'pendente' AND NOT r.deleted`,
);

describe('approvals demo data', () => {
  it('has a pending request of every kind of people, entities and documents, each approvable as seeded', async () => {
    // Every document flow too (a person's, a team's, an entity's document, the PAR-Q: documents-seed.ts).
    // The PAR-Qs are left out of the approval below: one cannot be approved yet (a "sim" without a
    // medical clearance), on purpose (tests/server/documents.test.ts).
    const seeded = [...PEOPLE_KINDS, ...ASSOCIATION_KINDS, ...DOCUMENT_KINDS];
    const own = new Set(seeded.map((k) => k.key));
    const all = (await pending()).filter((r) => own.has(String(r.kind)));
    const kinds = new Set(all.map((r) => r.kind));
    for (const kind of seeded) expect(kinds, kind.key).toContain(kind.key);
    const rows = all.filter((r) => r.kind !== 'parq');
    const admin = await login(harness.app, 'admin@demo.test');
    const answer = await pushOk(harness.app, admin.token, uuidv7(), rows.map((r, i) => m(i + 1, 'approvals.decide', { id: r.id, decision: 'aprovado' })));
    expect(answer.results.filter((r) => !r.ok)).toEqual([]);
  });

  it('has unverified self-registrations that sign in but get no ID card', async () => {
    for (const signup of UNVERIFIED_SIGNUPS.slice(1)) {
      const session = await login(harness.app, signup.email);
      const card = await call(harness.app, '/api/v1/my/idcard', { method: 'POST', token: session.token, body: {} });
      expect(card.status).toBe(409);
      expect(card.json.message).toBe(CREDENTIAL_MSG.unverified);
    }
  });
});
