// The transfer market over the real server: the window is judged by the server's clock whatever
// `at` the device sent; only `markets` holders decide; an approval writes the public record and
// moves the athlete (cards revoked); the record is never changed or deleted; a manager replicates
// only the requests of their own entity; bad input is refused in pt-BR with nothing written.
import { beforeAll, describe, expect, it } from 'vitest';
import { SCHEMA_VERSION, type PushResult } from '../../src/domain/protocol';
import { windowOfDays } from '../../src/domain/markets/rules';
import { commitIdOf } from '../../src/domain/markets/transfer-decide';
import { uuidv7 } from '../../src/domain/uuid';
import { associationRecord, expectAllOk, pushAll, seededRow } from './competition-helpers';
import { call, expectFailure, login, testClock, testServer } from './helpers';
import { newAccount, storedData, type SignedIn } from './record-helpers';
import { freshCpf, profile, pushOk, pushRaw, Replica } from './sync-helpers';

const clock = testClock(new Date('2027-01-31T20:00:00Z')); // 31/01 17:00 in Brasília
const harness = testServer({ now: clock.now });

let admin: string;
let gestor: SignedIn;
let destination: SignedIn;
let bystander: SignedIn;
let own: string;
let other: string;
let tenant: string;
const market = uuidv7();

const refusal = (r: PushResult) => (r.ok ? { ok: true } : { code: 'code' in r ? r.code : null, message: 'message' in r ? r.message : null });
const countRows = async (collection: string) =>
  Number((await harness.handle.db.query<{ n: string }>(`SELECT count(*)::text AS n FROM records WHERE collection = $1 AND NOT deleted`, [collection]))[0]!.n);

/** One mutation pushed with the device's `at`. */
async function pushAt(token: string, name: string, args: object, at: string): Promise<PushResult> {
  const answer = await pushOk(harness.app, token, uuidv7(), [{ seq: 1, name, args: args as Record<string, unknown>, at }]);
  return answer.results[0]!;
}

/** A manager of a new entity of the tenant. */
async function managerOfNewEntity(name: string, cpfBase: number): Promise<SignedIn & { association: string }> {
  const manager = await newAccount(harness.handle.db, harness.app, tenant, 'gestor', name, cpfBase);
  const ref = await seededRow(harness.handle.db, 'associations', `r.id = '${own}'::uuid`);
  const association = associationRecord(`Clube ${name}`, String(ref.associationstype_id), String(ref.city_id));
  expectAllOk(await pushAll(harness.app, admin, [
    ['associations.put', association],
    ['associationmanagers.put', { id: uuidv7(), association_id: association.id, user_id: manager.id }],
  ]));
  return { ...manager, association: association.id };
}

/** An athlete of the gestor's entity, verified by the federation, signed in. */
async function athlete(name: string, birthdate = '2000-05-10'): Promise<SignedIn & { profileId: string; cpf: string }> {
  const person = await newAccount(harness.handle.db, harness.app, tenant, 'atleta', name, 42_000_000);
  const p = profile(person.id, { name, birthdate, association_id: own });
  expectAllOk(await pushAll(harness.app, admin, [['profiles.put', p]]));
  return { ...person, profileId: p.id, cpf: p.cpf };
}

const request = (profileId: string) => ({ id: uuidv7(), market_id: market, profile_id: profileId, from_association_id: own, to_association_id: other });

beforeAll(async () => {
  admin = (await login(harness.app, 'admin@demo.test')).token;
  const g = await login(harness.app, 'gestor@demo.test');
  gestor = { token: g.token, id: g.result.id };
  own = String((await seededRow(harness.handle.db, 'associationmanagers', `owner_id = '${gestor.id}'`)).association_id);
  tenant = (await harness.handle.db.query<{ t: string }>(`SELECT tenant_id::text AS t FROM records WHERE id = $1::uuid`, [own]))[0]!.t;
  const dest = await managerOfNewEntity('Destino', 43_000_000);
  destination = dest;
  other = dest.association;
  bystander = await managerOfNewEntity('Alheio', 44_000_000);
  const sport = (await seededRow(harness.handle.db, 'sports')).id;
  const january = windowOfDays('2027-01-01', '2027-01-31');
  expectAllOk(await pushAll(harness.app, admin, [
    ['markets.put', { id: market, name: 'Transferências 2027', sport_id: sport, season: '2027', preset: 'cbfm' }],
    ['marketwindows.put', { id: uuidv7(), market_id: market, ...january }],
    ['marketwindows.put', { id: uuidv7(), market_id: market, ...windowOfDays('2027-07-01', '2027-07-31') }],
  ]));
}, 180_000);

describe('the window, by the server\'s clock', () => {
  it('made offline at 23:50 on the last day, received at 00:00:05: refused, both times shown, nothing written', async () => {
    const person = await athlete('Atleta Atrasado');
    const before = await countRows('transfers');
    clock.advance(Date.parse('2027-02-01T03:00:05Z') - clock.now().getTime());
    const args = request(person.profileId);
    const result = await pushAt(destination.token, 'transfers.request', args, '2027-02-01T02:50:00.000Z');
    expect(refusal(result)).toEqual({
      code: 'rule',
      message: 'Janela de transferências fechada: o pedido foi feito em 31/01/2027, 23:50:00 e recebido em 01/02/2027, 00:00:05 (horário de Brasília), fora de toda janela do mercado; a próxima janela abre em 01/07/2027.',
    });
    // Whatever the device claims: an `at` inside the window changes nothing.
    const claimed = await pushAt(destination.token, 'transfers.request', { ...args, id: uuidv7() }, '2027-01-15T12:00:00.000Z');
    expect(refusal(claimed)).toMatchObject({ code: 'rule' });
    expect(await countRows('transfers')).toBe(before);
    clock.advance(Date.parse('2027-01-31T20:00:00Z') - clock.now().getTime());
  });

  it('received inside the window: pending, stamped with the server\'s time and the device\'s', async () => {
    const person = await athlete('Atleta Pontual');
    const args = request(person.profileId);
    expect((await pushAt(destination.token, 'transfers.request', args, '2020-01-01T00:00:00.000Z')).ok).toBe(true);
    expect(await storedData(harness.handle.db, 'transfers', args.id)).toMatchObject({
      status: 'pendente', user_id: person.id, requested_by: destination.id,
      requested_at: '2027-01-31T20:00:00.000Z', made_at: '2020-01-01T00:00:00.000Z', club_answer: 'pendente',
    });
  });
});

describe('a request by CPF (the club\'s device does not hold another entity\'s athlete)', () => {
  it('the server finds the athlete at the origin entity and records their name', async () => {
    const person = await athlete('Atleta Pelo CPF');
    const { profile_id: _, ...args } = request(person.profileId);
    const masked = `${person.cpf.slice(0, 3)}.${person.cpf.slice(3, 6)}.${person.cpf.slice(6, 9)}-${person.cpf.slice(9)}`;
    expectAllOk(await pushAll(harness.app, destination.token, [['transfers.request', { ...args, cpf: masked }]]));
    expect(await storedData(harness.handle.db, 'transfers', args.id)).toMatchObject({
      profile_id: person.profileId, user_id: person.id, athlete_name: 'Atleta Pelo CPF', status: 'pendente',
    });
  });

  it('a CPF of nobody at the origin is refused with the same words whether the person exists elsewhere or not', async () => {
    const person = await athlete('Atleta de Outro Lugar');
    const before = await countRows('transfers');
    const { profile_id: _, ...args } = request(person.profileId);
    const results = await pushAll(harness.app, destination.token, [
      ['transfers.request', { ...args, from_association_id: null, cpf: person.cpf }],
      ['transfers.request', { ...args, id: uuidv7(), cpf: freshCpf() }],
      ['transfers.request', { ...args, id: uuidv7() }],
    ]);
    expect(results.map((r) => refusal(r))).toEqual([
      { code: 'not_found', message: 'Nenhum atleta com este CPF na entidade de origem informada.' },
      { code: 'not_found', message: 'Nenhum atleta com este CPF na entidade de origem informada.' },
      { code: 'invalid', message: 'Selecione o atleta ou informe o CPF dele.' },
    ]);
    expect(await countRows('transfers')).toBe(before);
  });
});

describe('who sees and who decides', () => {
  let person: SignedIn & { profileId: string };
  let transfer: ReturnType<typeof request>;

  beforeAll(async () => {
    person = await athlete('Atleta Disputada');
    transfer = request(person.profileId);
    expectAllOk(await pushAll(harness.app, destination.token, [['transfers.request', transfer]]));
  });

  it('both entities\' managers and the athlete replicate the request; another entity\'s manager does not', async () => {
    for (const [who, sees] of [[gestor, true], [destination, true], [person, true], [bystander, false]] as const) {
      const replica = new Replica();
      await replica.sync(harness.app, who.token);
      expect(replica.ids('transfers').includes(transfer.id), who.id).toBe(sees);
    }
  });

  it('a manager without `markets` cannot decide, nor can the athlete', async () => {
    for (const who of [gestor, destination, person]) {
      const [r] = await pushAll(harness.app, who.token, [['transfers.decide', { id: transfer.id, decision: 'aprovada' }]]);
      expect(refusal(r!)).toEqual({ code: 'forbidden', message: 'Só quem tem a permissão do mercado de atletas decide transferências.' });
    }
    expect(await storedData(harness.handle.db, 'transfers', transfer.id)).toMatchObject({ status: 'pendente' });
  });

  it('another entity\'s manager cannot answer for the releasing club', async () => {
    const [r] = await pushAll(harness.app, bystander.token, [['transfers.release', { id: transfer.id, answer: 'concedida' }]]);
    expect(refusal(r!)).toMatchObject({ code: 'forbidden' });
  });

  it('the federation approves only with the consents: each missing one is named', async () => {
    const [r] = await pushAll(harness.app, admin, [['transfers.decide', { id: transfer.id, decision: 'aprovada' }]]);
    expect(refusal(r!)).toEqual({ code: 'rule', message: 'Falta o consentimento do atleta. Falta a liberação do clube de origem.' });
  });

  it('consented and released, the approval writes the public record and moves the athlete; the old cards are revoked', async () => {
    expectAllOk(await pushAll(harness.app, person.token, [['transfers.consent', { id: transfer.id }]]));
    expectAllOk(await pushAll(harness.app, gestor.token, [['transfers.release', { id: transfer.id, answer: 'concedida' }]]));
    expectAllOk(await pushAll(harness.app, admin, [['transfers.decide', { id: transfer.id, decision: 'aprovada' }]]));
    const commitId = commitIdOf(transfer.id);
    expect(await storedData(harness.handle.db, 'transfers', transfer.id)).toMatchObject({ status: 'aprovada', commit_id: commitId });
    expect(await storedData(harness.handle.db, 'marketcommits', commitId)).toMatchObject({
      kind: 'transferencia', profile_id: person.profileId, athlete_name: 'Atleta Disputada', from_association_id: own, to_association_id: other,
    });
    expect(await storedData(harness.handle.db, 'profiles', person.profileId)).toMatchObject({ association_id: other, verified: true });
    expect(await storedData(harness.handle.db, 'cardrevocations', person.profileId)).toMatchObject({ user_id: person.id });
    // The public record reaches every signed-in user of the tenant, the bystander included.
    const replica = new Replica();
    await replica.sync(harness.app, bystander.token);
    expect(replica.get('marketcommits', commitId)).toMatchObject({ athlete_name: 'Atleta Disputada' });
  });

  it('a decided transfer is not decided again', async () => {
    const [r] = await pushAll(harness.app, admin, [['transfers.decide', { id: transfer.id, decision: 'recusada', reason: 'Engano.' }]]);
    expect(refusal(r!)).toEqual({ code: 'closed', message: 'Esta transferência já foi decidida ou cancelada.' });
  });
});

describe('rules only the server can judge', () => {
  it('a minor: the athlete\'s own consent is refused, the guardian\'s counts', async () => {
    const minor = await athlete('Atleta Menor', '2012-06-01');
    const guardian = await newAccount(harness.handle.db, harness.app, tenant, 'mae', 'Mãe da Atleta', 45_000_000);
    expectAllOk(await pushAll(harness.app, admin, [['guardians.put', { id: uuidv7(), guardian_user_id: guardian.id, dependant_user_id: minor.id, relationship: 'mae' }]]));
    const transfer = request(minor.profileId);
    expectAllOk(await pushAll(harness.app, destination.token, [['transfers.request', transfer]]));
    const [own] = await pushAll(harness.app, minor.token, [['transfers.consent', { id: transfer.id }]]);
    expect(refusal(own!)).toEqual({ code: 'forbidden', message: 'Atleta menor de 18 anos: quem consente é o responsável.' });
    expectAllOk(await pushAll(harness.app, gestor.token, [['transfers.release', { id: transfer.id, answer: 'concedida' }]]));
    const [early] = await pushAll(harness.app, admin, [['transfers.decide', { id: transfer.id, decision: 'aprovada' }]]);
    expect(refusal(early!)).toEqual({ code: 'rule', message: 'Atleta menor de 18 anos: falta o consentimento do responsável.' });
    expectAllOk(await pushAll(harness.app, guardian.token, [['transfers.consent', { id: transfer.id }]]));
    expect(await storedData(harness.handle.db, 'transfers', transfer.id)).toMatchObject({ guardian_consent_by: guardian.id });
    expectAllOk(await pushAll(harness.app, admin, [['transfers.decide', { id: transfer.id, decision: 'aprovada' }]]));
  });

  it('a suspended athlete is refused until the day after the suspension ends', async () => {
    const person = await athlete('Atleta Suspenso');
    expectAllOk(await pushAll(harness.app, admin, [['punishments.put', {
      id: uuidv7(), kind: 'suspensao_dias', profile_id: person.profileId, days: 10, starts_on: '2027-01-25',
      basis: 'CBJD art. 254', decided_by: 'STJD', decided_at: '2027-01-24', status: 'definitiva',
    }]]));
    const [r] = await pushAll(harness.app, destination.token, [['transfers.request', request(person.profileId)]]);
    expect(refusal(r!)).toEqual({ code: 'rule', message: 'Atleta suspenso não se transfere (Suspensão por prazo): possível a partir de 04/02/2027.' });
  });
});

describe('the public record', () => {
  let commitId: string;

  beforeAll(async () => {
    commitId = String((await seededRow(harness.handle.db, 'marketcommits', `data->>'athlete_name' = 'Atleta Disputada'`)).id);
  });

  it('nobody changes or deletes a commit through the sync, not even a master', async () => {
    const master = (await login(harness.app, 'master@demo.test')).token;
    const stored = await storedData(harness.handle.db, 'marketcommits', commitId);
    for (const token of [admin, master]) {
      const results = await pushAll(harness.app, token, [
        ['marketcommits.put', { ...stored, athlete_name: 'Outro Nome' }],
        ['marketcommits.delete', { id: commitId }],
        ['marketcommits.correct', { id: commitId, commit_id: commitId, note: 'Sobrescrever.' }],
      ]);
      expect(results.map((r) => refusal(r).code)).toEqual(['unknown', 'unknown', 'sealed']);
    }
    expect(await storedData(harness.handle.db, 'marketcommits', commitId)).toEqual(stored);
  });

  it('the database refuses a deletion by any other path', async () => {
    await expect(harness.handle.db.query(`DELETE FROM records WHERE collection = 'marketcommits' AND id = $1::uuid`, [commitId])).rejects.toThrow(/não podem ser excluídos/);
    await expect(harness.handle.db.query(`UPDATE records SET deleted = true, data = NULL WHERE collection = 'marketcommits' AND id = $1::uuid`, [commitId])).rejects.toThrow(/não podem ser excluídos/);
  });

  it('is readable without login, with the entities\' names and nothing else about the person', async () => {
    const res = await call(harness.app, `/api/v1/public/markets/${market}/commits`);
    expect(res.status, res.text).toBe(200);
    const commit = (res.json.commits as Record<string, unknown>[]).find((c) => c.id === commitId);
    expect(commit).toMatchObject({ id: commitId, kind: 'transferencia', athlete_name: 'Atleta Disputada', from: { id: own }, to: { id: other, name: 'Clube Destino' } });
    expect(Object.keys(commit!).sort()).toEqual(['athlete_name', 'corrects_id', 'effective_at', 'from', 'id', 'kind', 'note', 'to']);
    expectFailure(await call(harness.app, `/api/v1/public/markets/${uuidv7()}/commits`), 404);
  });

  it('a correction is a new commit naming the one it corrects', async () => {
    const id = uuidv7();
    expectAllOk(await pushAll(harness.app, admin, [['marketcommits.correct', { id, commit_id: commitId, note: 'Data de efetivação corrigida.' }]]));
    expect(await storedData(harness.handle.db, 'marketcommits', id)).toMatchObject({ kind: 'correcao', corrects_id: commitId, note: 'Data de efetivação corrigida.' });
    const [r] = await pushAll(harness.app, gestor.token, [['marketcommits.correct', { id: uuidv7(), commit_id: commitId, note: 'Não.' }]]);
    expect(refusal(r!)).toMatchObject({ code: 'forbidden' });
  });
});

describe('intentions', () => {
  it('a manager announces their entity\'s interest, not another\'s; an athlete declares their own availability', async () => {
    const interest = { id: uuidv7(), market_id: market, kind: 'interesse', association_id: own, description: 'Procuramos goleiro.' };
    const results = await pushAll(harness.app, gestor.token, [
      ['marketintentions.put', interest],
      ['marketintentions.put', { ...interest, id: uuidv7(), association_id: other }],
    ]);
    expect(results.map((r) => refusal(r).code ?? 'ok')).toEqual(['ok', 'forbidden']);
    const person = await athlete('Atleta Disponível');
    expectAllOk(await pushAll(harness.app, person.token, [['marketintentions.put', { id: uuidv7(), market_id: market, kind: 'disponibilidade', profile_id: person.profileId, user_id: person.id }]]));
    const someoneElse = await athlete('Outra Atleta');
    const [r] = await pushAll(harness.app, person.token, [['marketintentions.put', { id: uuidv7(), market_id: market, kind: 'disponibilidade', profile_id: someoneElse.profileId, user_id: person.id }]]);
    expect(refusal(r!)).toMatchObject({ message: 'O atleta indicado não é esta pessoa: cada atleta declara a própria disponibilidade.' });
  });
});

describe('bad input', () => {
  it('arguments the contract refuses: pt-BR, nothing written', async () => {
    const before = await countRows('transfers');
    const results = await pushAll(harness.app, admin, [
      ['transfers.request', { id: 'x', market_id: market }],
      ['transfers.decide', { id: uuidv7(), decision: 'talvez' }],
      ['transfers.request', { ...request(uuidv7()), market_id: uuidv7() }],
    ]);
    expect(results.map((r) => refusal(r))).toEqual([
      { code: 'invalid', message: expect.stringMatching(/inválid|Selecione/) },
      { code: 'invalid', message: expect.stringMatching(/aprovada ou recusada/) },
      { code: 'not_found', message: 'Mercado não encontrado.' },
    ]);
    expect(await countRows('transfers')).toBe(before);
  });

  it('an athlete not of the entity named as origin is refused', async () => {
    const person = await athlete('Atleta de Lá');
    const [r] = await pushAll(harness.app, admin, [['transfers.request', { ...request(person.profileId), from_association_id: other, to_association_id: own }]]);
    expect(refusal(r!)).toMatchObject({ code: 'invalid', message: 'O atleta não está registrado na entidade de origem informada.' });
  });

  it('a malformed push is a 4xx with a pt-BR message', async () => {
    expectFailure(await pushRaw(harness.app, admin, { schemaVersion: SCHEMA_VERSION, mutations: [{ seq: 1, name: 'transfers.request', args: {}, at: 'ontem' }] }), 400);
  });
});
