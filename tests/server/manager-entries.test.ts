// A manager enters their entity's team in a competition open for entry
// (/my/associations/competitions/open/{id}), enforced by the server: competitionteams' relation
// writer along the managed teams, bound to a pending entry in a competition taking entries
// (define.ts RelationScope.bounds). The federation confirms it at /competitions/teams/pending/list.
import { beforeAll, describe, expect, it } from 'vitest';
import type { PushResult } from '../../src/domain/protocol';
import { uuidv7 } from '../../src/domain/uuid';
import { expectAllOk, grantRole, pushAll, seededRow } from './competition-helpers';
import { login, testServer } from './helpers';
import { storedData } from './record-helpers';
import { profile } from './sync-helpers';

let admin: string;
let gestor: string;
let open: string;
let closed: string;
let ownTeam: string;
let otherTeam: string;
let own: string;
let other: string;

const refusal = (message: string | RegExp) => ({ ok: false, code: 'forbidden', message: typeof message === 'string' ? message : expect.stringMatching(message) });
const STATUS = /^A entidade só pode pedir a inscrição \(pendente\) ou retirar um pedido pendente/;

const harness = testServer();

beforeAll(async () => {
  await grantRole(harness.handle.db, 'admin@demo.test', 'Federação (competições)', ['competitions', 'users']);
  admin = (await login(harness.app, 'admin@demo.test')).token;
  const g = await login(harness.app, 'gestor@demo.test');
  gestor = g.token;
  own = String((await seededRow(harness.handle.db, 'associationmanagers', `owner_id = '${g.result.id}'`)).association_id);
  other = (await seededRow(harness.handle.db, 'associations', `r.id <> '${own}'::uuid`)).id;
  const competition = await seededRow(harness.handle.db, 'competitions', `data->>'status' = 'inscricoes'`);
  open = competition.id;
  closed = (await seededRow(harness.handle.db, 'competitions', `data->>'status' = 'encerrada'`)).id;
  const team = (association: string) => ({
    id: uuidv7(), name: `Equipe ${uuidv7().slice(-6)}`, association_id: association, sport_id: competition.sport_id, category: 'Adulto', gender: 'masculino',
  });
  const [mine, theirs] = [team(own), team(other)];
  ownTeam = mine.id;
  otherTeam = theirs.id;
  expectAllOk(await pushAll(harness.app, admin, [['teams.put', mine], ['teams.put', theirs]]));
}, 180_000);

const entry = (over: Record<string, unknown> = {}) => ({ id: uuidv7(), competition_id: open, team_id: ownTeam, status: 'pendente', ...over });
const results = (rs: readonly PushResult[]) => rs.map((r) => (r.ok ? { ok: true } : { ok: false, code: r.code, message: r.message }));

describe('a manager\'s entry in an open competition', () => {
  it('the manager enters their team as pendente and rosters a person of their entity; the federation confirms it', async () => {
    const e = entry();
    const person = profile(uuidv7(), { association_id: own, name: 'Atleta Inscrita' });
    const member = { id: uuidv7(), competition_id: open, competitionteam_id: e.id, profile_id: person.id, role: 'atleta', shirt_number: 9 };
    expectAllOk(await pushAll(harness.app, gestor, [['profiles.put', person], ['competitionteams.put', e], ['competitionmembers.put', member]]));
    expect(await storedData(harness.handle.db, 'competitionteams', e.id)).toMatchObject({ status: 'pendente', team_id: ownTeam });
    expect(await storedData(harness.handle.db, 'competitionmembers', member.id)).toMatchObject({ shirt_number: 9 });
    expectAllOk(await pushAll(harness.app, admin, [['competitionteams.put', { ...e, status: 'confirmada', seed: 3 }]]));
    expect(await storedData(harness.handle.db, 'competitionteams', e.id)).toMatchObject({ status: 'confirmada', seed: 3 });
    // Confirmed, it is the federation's: the manager keeps its roster but can neither withdraw nor reopen it.
    expectAllOk(await pushAll(harness.app, gestor, [['competitionmembers.delete', { id: member.id }]]));
    expect(results(await pushAll(harness.app, gestor, [['competitionteams.delete', { id: e.id }], ['competitionteams.put', { ...e, status: 'pendente' }]])))
      .toEqual([refusal(STATUS), refusal(STATUS)]);
    expect(await storedData(harness.handle.db, 'competitionteams', e.id)).toMatchObject({ status: 'confirmada', seed: 3 });
  });

  it('the manager cannot confirm their entry or set its group or seed, in pt-BR, and nothing changes', async () => {
    const e = entry();
    expectAllOk(await pushAll(harness.app, gestor, [['competitionteams.put', e]]));
    const group = await seededRow(harness.handle.db, 'groups', `data->>'competition_id' = '${open}'`);
    const answer = await pushAll(harness.app, gestor, [
      ['competitionteams.put', { ...e, status: 'confirmada' }],
      ['competitionteams.put', { ...e, group_id: group.id }],
      ['competitionteams.put', { ...e, seed: 1 }],
    ]);
    expect(results(answer)).toEqual([
      refusal(STATUS),
      refusal(/^Você pode alterar apenas .* deste cadastro\. Para mudar Grupo, peça à federação\.$/),
      refusal(/^Você pode alterar apenas .* deste cadastro\. Para mudar Cabeça de chave \(posição\), peça à federação\.$/),
    ]);
    expect(await storedData(harness.handle.db, 'competitionteams', e.id)).toEqual(e);
    // Still pending: the manager withdraws it.
    expectAllOk(await pushAll(harness.app, gestor, [['competitionteams.delete', { id: e.id }]]));
    expect(await storedData(harness.handle.db, 'competitionteams', e.id)).toBeUndefined();
  });

  it('the manager cannot enter another entity\'s team, nor a competition not open for entry', async () => {
    const theirs = entry({ team_id: otherTeam });
    const notOpen = entry({ competition_id: closed });
    expect(results(await pushAll(harness.app, gestor, [['competitionteams.put', theirs], ['competitionteams.put', notOpen]]))).toEqual([
      refusal('Você não tem permissão para alterar equipes participantes.'),
      refusal('Esta competição não está com inscrições abertas.'),
    ]);
    expect(await storedData(harness.handle.db, 'competitionteams', theirs.id)).toBeUndefined();
    expect(await storedData(harness.handle.db, 'competitionteams', notOpen.id)).toBeUndefined();
  });

  it('the manager cannot roster a person of another entity, nor an athlete another team entered', async () => {
    const e = entry();
    const stranger = profile(uuidv7(), { association_id: other, name: 'Atleta de Outra Entidade' });
    const taken = profile(uuidv7(), { association_id: own, name: 'Atleta Já Inscrita' });
    const rival = entry({ team_id: otherTeam, status: 'confirmada' });
    expectAllOk(await pushAll(harness.app, admin, [
      ['profiles.put', stranger], ['profiles.put', taken], ['competitionteams.put', rival],
      ['competitionmembers.put', { id: uuidv7(), competition_id: open, competitionteam_id: rival.id, profile_id: taken.id, role: 'atleta' }],
    ]));
    expectAllOk(await pushAll(harness.app, gestor, [['competitionteams.put', e]]));
    const member = (profileId: string) => ({ id: uuidv7(), competition_id: open, competitionteam_id: e.id, profile_id: profileId, role: 'atleta' });
    const [a, b] = [member(stranger.id), member(taken.id)];
    const answer = results(await pushAll(harness.app, gestor, [['competitionmembers.put', a], ['competitionmembers.put', b]]));
    expect(answer[0]).toEqual(refusal('Esta pessoa não é da entidade da equipe.'));
    expect(answer[1]).toMatchObject({ ok: false, message: 'Este atleta já está inscrito por outra equipe nesta competição.' });
    expect(await storedData(harness.handle.db, 'competitionmembers', a.id)).toBeUndefined();
    expect(await storedData(harness.handle.db, 'competitionmembers', b.id)).toBeUndefined();
  });
});
