// Spec §2.2 `register_associations`: a signed-in person registers a new entity as an
// `association_new` request. The tenant's setting (register_associations.open) is enforced by the
// server; a CNPJ already registered or already proposed by another open request is refused when
// asked, and one taken between the request and its approval is refused at approval, with nothing
// written; the approval creates the entity and makes the requester its manager.
import { beforeAll, describe, expect, it } from 'vitest';
import { cnpjFromBase } from '../../src/domain/cnpj';
import { uuidv7 } from '../../src/domain/uuid';
import { login, testServer } from './helpers';
import { newAccount, storedData, type SignedIn } from './record-helpers';
import { m, pushOk } from './sync-helpers';

let demoId: string;
let admin: SignedIn;
let typeId: string;
let cityId: string;

const one = async (who: SignedIn, name: string, args: object) => (await pushOk(harness.app, who.token, uuidv7(), [m(1, name, args)])).results[0]!;
const person = (prefix: string, base: number) => newAccount(harness.handle.db, harness.app, demoId, prefix, 'Pessoa Fundadora', base);
const stored = (collection: string, id: string) => storedData(harness.handle.db, collection, id);

let cnpjSeq = 0;
/** A valid CNPJ no seeded entity holds (random 8-digit root, branch 0001). */
const freshCnpj = () => cnpjFromBase(String((Math.floor(Math.random() * 9e7) + 1e7 + cnpjSeq++) % 1e8).padStart(8, '0') + '0001');
const entity = (over: Record<string, unknown> = {}) => ({
  id: uuidv7(), name: 'Associação Nova de Vôlei', short_name: 'ANV', cnpj: freshCnpj(), associationstype_id: typeId, city_id: cityId,
  email: 'contato@anv.test', phone: '19999990000', ...over,
});
const register = (who: SignedIn, proposed: Record<string, unknown>, id = uuidv7()) =>
  one(who, 'approvals.request', { id, kind: 'association_new', subject_id: null, proposed }).then((result) => ({ id, result }));
const managerLinks = async (userId: string) =>
  (await harness.handle.db.query(`SELECT 1 FROM records WHERE tenant_id = $1 AND collection = 'associationmanagers' AND NOT deleted AND data->>'user_id' = $2`, [demoId, userId])).length;

const harness = testServer();

beforeAll(async () => {
  demoId = (await harness.handle.db.query<{ id: string }>(`SELECT id::text AS id FROM tenants WHERE code = 'demo'`))[0]!.id;
  const a = await login(harness.app, 'admin@demo.test');
  admin = { token: a.token, id: a.result.id };
  const first = (collection: string) =>
    harness.handle.db.query<{ id: string }>(`SELECT id::text AS id FROM records WHERE tenant_id = $1 AND collection = $2 AND NOT deleted ORDER BY id LIMIT 1`, [demoId, collection]);
  typeId = (await first('associationstypes'))[0]!.id;
  cityId = (await first('cities'))[0]!.id;
});

describe('registering an entity', () => {
  it('is refused in pt-BR while the tenant keeps entity registration closed, and nothing is stored', async () => {
    const p = await person('fechado', 810_000_000);
    const [{ settings }] = await harness.handle.db.query<{ settings: unknown }>(`SELECT register_associations_settings AS settings FROM tenants WHERE id = $1`, [demoId]) as [{ settings: unknown }];
    await harness.handle.db.query(`UPDATE tenants SET register_associations_settings = '{"open": false}'::jsonb WHERE id = $1`, [demoId]);
    try {
      const { id, result } = await register(p, entity());
      expect(result).toMatchObject({ ok: false, code: 'forbidden', message: 'O cadastro de novas entidades está fechado nesta federação.' });
      expect(await stored('approvals', id)).toBeUndefined();
    } finally {
      await harness.handle.db.query(`UPDATE tenants SET register_associations_settings = $2::jsonb WHERE id = $1`, [demoId, JSON.stringify(settings)]);
    }
    expect((await register(p, entity())).result).toEqual({ seq: 1, ok: true });
  });

  it('refuses a CNPJ another open request already proposes; a refused request frees it; the approval makes the requester manager', async () => {
    const [first, second] = [await person('fundador', 820_000_000), await person('rival', 830_000_000)];
    const proposed = entity();
    const asked = await register(first, proposed);
    expect(asked.result).toEqual({ seq: 1, ok: true });
    const twin = await register(second, entity({ cnpj: proposed.cnpj }));
    expect(twin.result).toMatchObject({ ok: false, code: 'invalid', message: 'Já existe um pedido de nova entidade com este CNPJ aguardando a federação.' });
    expect(await stored('approvals', twin.id)).toBeUndefined();

    // Refused: the CNPJ is free for another request, which the federation approves.
    expect(await one(admin, 'approvals.decide', { id: asked.id, decision: 'recusado', reason: 'Falta o estatuto.' })).toEqual({ seq: 1, ok: true });
    const again = entity({ cnpj: proposed.cnpj });
    const retry = await register(second, again);
    expect(retry.result).toEqual({ seq: 1, ok: true });
    expect(await managerLinks(second.id)).toBe(0);
    expect(await one(admin, 'approvals.decide', { id: retry.id, decision: 'aprovado' })).toEqual({ seq: 1, ok: true });
    expect(await stored('associations', again.id)).toMatchObject({ name: again.name, cnpj: again.cnpj, active: true });
    expect(await stored('associationmanagers', retry.id)).toMatchObject({ association_id: again.id, user_id: second.id });
    expect(await managerLinks(first.id)).toBe(0);
  });

  it('a CNPJ registered between the request and the approval: the approval is refused in pt-BR and nothing changes', async () => {
    const p = await person('atrasado', 840_000_000);
    const proposed = entity();
    const asked = await register(p, proposed);
    expect(asked.result).toEqual({ seq: 1, ok: true });
    // Meanwhile the back office registers the same entity itself.
    const direct = { ...entity({ cnpj: proposed.cnpj, name: 'Cadastrada pela federação' }), active: true, sport_ids: [] };
    expect(await one(admin, 'associations.put', direct)).toEqual({ seq: 1, ok: true });

    const decided = await one(admin, 'approvals.decide', { id: asked.id, decision: 'aprovado' });
    expect(decided).toMatchObject({ ok: false, code: 'invalid', message: 'CNPJ já está em uso por outra entidade.' });
    expect(await stored('approvals', asked.id)).toMatchObject({ status: 'pendente', reviewed_by: null });
    expect(await stored('associations', proposed.id)).toBeUndefined();
    expect(await managerLinks(p.id)).toBe(0);
    // The reviewer closes it with the reason the person will read.
    expect(await one(admin, 'approvals.decide', { id: asked.id, decision: 'recusado', reason: 'Entidade já cadastrada.' })).toEqual({ seq: 1, ok: true });
  });
});
