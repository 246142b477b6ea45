// The árbitro reopened a súmula he had confirmed — a second confirmation with
// another score, then new events, then resolving the divergence himself — and the public digest
// changed. The rule (src/domain/competitions/sumula/sumula-closed.ts): the first confirmation closes the
// súmula; then events, lineups, another score and a typed result are refused in pt-BR, corrections
// are addenda (shown as such beside the unchanged digest), and a divergence is settled by the
// federation, never by someone whose confirmation is in it. The same mutators refuse on the
// referee's device at once, and the offline journey (events, then the confirmation, pushed in one
// batch) still goes through.
import { beforeAll, describe, expect, it } from 'vitest';
import type { UserInfo } from '../../src/domain/api';
import { memoryTx } from '../../src/domain/competitions/competition-fixture';
import { isMutationError, runMutation } from '../../src/domain/mutators/index';
import { reconfirmMessage, RESOLVE_FORBIDDEN_MESSAGE, RESOLVE_OWN_MESSAGE, RESULT_SUMULA_MESSAGE } from '../../src/domain/competitions/sumula/sumula-closed';
import { SUMULA_LOCKED_MESSAGE } from '../../src/domain/competitions/sumula/sumula-event';
import { LINEUP_LOCKED_MESSAGE } from '../../src/domain/competitions/sumula/sumula-lineup';
import { DUEL_SEALED_MESSAGE } from '../../src/domain/resources/duels';
import type { MutationMessage } from '../../src/domain/protocol';
import { uuidv7 } from '../../src/domain/uuid';
import { AMATEUR_NAME } from '../../server/seed/competitions-seed';
import { expectAllOk, grantRole, pushAll, seededRow } from './competition-helpers';
import { call, login, testServer } from './helpers';
import { pushOk, Replica } from './sync-helpers';
import { storedData } from './record-helpers';

let admin: string;
let staff: string;
let referee: string;
let refereeInfo: UserInfo;
let refereeUser = '';
const role = uuidv7();
const refereeId = uuidv7();
const team: string[] = [];
let competition = '';
let phase = '';
const P1 = uuidv7();
const P2 = uuidv7();
let member1 = '';

const stored = (collection: string, id: string) => storedData(harness.handle.db, collection, id);
const eventsOf = async (duel: string) =>
  (await harness.handle.db.query<{ id: string }>(`SELECT id::text FROM records WHERE collection = 'duelevents' AND NOT deleted AND data->>'duel_id' = $1`, [duel])).map((r) => r.id);
const verify = async (duel: string) => {
  const res = await call(harness.app, `/api/v1/public/sumulas/${duel}`);
  return { status: res.status, body: res.json as { sumula?: Record<string, unknown>; message?: string } };
};

async function appointedDuel(): Promise<string> {
  const duel = uuidv7();
  expectAllOk(await pushAll(harness.app, admin, [
    ['duels.put', { id: duel, competition_id: competition, phase_id: phase, round: 4, home_team_id: team[0], away_team_id: team[1], starts_at: '2026-11-24T15:00', venue: 'Estádio Municipal' }],
    ['refereeappointments.put', { id: uuidv7(), duel_id: duel, competition_id: competition, referee_id: refereeId, role_id: role, user_id: refereeUser, status: 'aceita' }],
  ]));
  return duel;
}
const goal = (duel: string, side = 0) => ({ id: uuidv7(), duel_id: duel, team_id: team[side], kind: 'goal', period: 1, minute: 10, person_id: side === 0 ? P1 : P2 });
const refusal = (message: string) => ({ ok: false, message });

const harness = testServer();

beforeAll(async () => {
  await grantRole(harness.handle.db, 'admin@demo.test', 'Arbitragem (súmula fechada)', ['competitions', 'referees', 'refereeschedules']);
  // Another person of the federation: the one who settles a divergence the first admin caused.
  await grantRole(harness.handle.db, 'staff@demo.test', 'Competições (súmula fechada)', ['competitions']);
  admin = (await login(harness.app, 'admin@demo.test')).token;
  staff = (await login(harness.app, 'staff@demo.test')).token;
  const ref = await login(harness.app, 'arbitro@demo.test');
  referee = ref.token;
  refereeInfo = ref.result;
  refereeUser = ref.result.id;
  competition = (await seededRow(harness.handle.db, 'competitions', `data->>'name' = '${AMATEUR_NAME}'`)).id;
  phase = (await seededRow(harness.handle.db, 'phases', `data->>'competition_id' = '${competition}'`)).id;
  const entries = await harness.handle.db.query<{ id: string; data: { team_id: string } }>(
    `SELECT id::text AS id, data FROM records WHERE collection = 'competitionteams' AND NOT deleted AND data->>'competition_id' = $1 ORDER BY id LIMIT 2`, [competition]);
  team.push(...entries.map((e) => e.data.team_id));
  member1 = uuidv7();
  expectAllOk(await pushAll(harness.app, admin, [
    ['refereeroles.put', { id: role, name: 'Árbitro (súmula fechada)', sumula_access: 'confirma' }],
    ['referees.put', { id: refereeId, name: 'Rafael Árbitro', user_id: refereeUser, active: true }],
    ['competitionmembers.put', { id: member1, competition_id: competition, competitionteam_id: entries[0]!.id, profile_id: P1, role: 'atleta', shirt_number: 91 }],
    ['competitionmembers.put', { id: uuidv7(), competition_id: competition, competitionteam_id: entries[1]!.id, profile_id: P2, role: 'atleta', shirt_number: 92 }],
  ]));
}, 120_000);

describe('a confirmed súmula stays closed', () => {
  it('the árbitro cannot reconfirm, add events, line up, resolve or have the result retyped: the public digest never changes; an addendum is shown as such', async () => {
    const duel = await appointedDuel();
    expectAllOk(await pushAll(harness.app, referee, [['duels.event', goal(duel)], ['duels.confirm', { id: duel, home_score: 1, away_score: 0 }]]));
    const confirmed = (await stored('duels', duel))!;
    expect(confirmed).toMatchObject({ sumula_status: 'confirmada', home_score: 1, away_score: 0, sumula_digest: expect.stringMatching(/^[0-9a-f]{64}$/) });
    const before = await verify(duel);
    expect(before.status).toBe(200);
    const events = await eventsOf(duel);

    // The attack, step by step, as the árbitro.
    const [again] = await pushAll(harness.app, referee, [['duels.confirm', { id: duel, home_score: 2, away_score: 0 }]]);
    expect(again).toMatchObject(refusal(reconfirmMessage(1, 0)));
    const [late] = await pushAll(harness.app, referee, [['duels.event', goal(duel)]]);
    expect(late).toMatchObject(refusal(SUMULA_LOCKED_MESSAGE));
    const [lineup] = await pushAll(harness.app, referee, [['duels.lineup', { duel_id: duel, member_id: member1, role: 'titular' }]]);
    expect(lineup).toMatchObject(refusal(LINEUP_LOCKED_MESSAGE));
    const [resolve] = await pushAll(harness.app, referee, [['duels.resolve', { id: duel, home_score: 2, away_score: 0, reason: 'Revi o lance.' }]]);
    expect(resolve).toMatchObject(refusal(RESOLVE_FORBIDDEN_MESSAGE));
    // Nor the federation: another score, or the result typed over the súmula's.
    const [byAdmin] = await pushAll(harness.app, admin, [['duels.confirm', { id: duel, home_score: 2, away_score: 0 }]]);
    expect(byAdmin).toMatchObject(refusal(reconfirmMessage(1, 0)));
    const [typed] = await pushAll(harness.app, admin, [['duels.result', { id: duel, home_score: 2, away_score: 0, home_yellow: 0, away_yellow: 0, home_red: 0, away_red: 0 }]]);
    expect(typed).toMatchObject(refusal(RESULT_SUMULA_MESSAGE));
    // Nor the match the public answer describes: teams, date, venue; nor deleting it.
    const { sumula_status: _s, ...plain } = confirmed;
    const [swapped] = await pushAll(harness.app, admin, [['duels.put', { ...plain, home_team_id: team[1], away_team_id: team[0] }]]);
    expect(swapped).toMatchObject(refusal(DUEL_SEALED_MESSAGE));
    const [moved] = await pushAll(harness.app, admin, [['duels.put', { ...plain, venue: 'Outro estádio' }]]);
    expect(moved).toMatchObject(refusal(DUEL_SEALED_MESSAGE));
    const [deleted] = await pushAll(harness.app, admin, [['duels.delete', { id: duel }]]);
    expect(deleted).toMatchObject(refusal(DUEL_SEALED_MESSAGE));
    // A put that changes nothing sealed (the whole row sent back) still goes through.
    expectAllOk(await pushAll(harness.app, admin, [['duels.put', plain]]));
    // The same confirmation again (a replayed outbox entry) is still accepted and changes nothing.
    expectAllOk(await pushAll(harness.app, referee, [['duels.confirm', { id: duel, home_score: 1, away_score: 0 }]]));

    expect(await stored('duels', duel)).toEqual(confirmed);
    expect(await eventsOf(duel)).toEqual(events);
    expect(await verify(duel)).toEqual(before);

    // The correction that remains: the árbitro's addendum, counted beside the same digest.
    expectAllOk(await pushAll(harness.app, referee, [['duels.addendum', { id: uuidv7(), duel_id: duel, text: 'O gol dos 10 min foi de cabeça.' }]]));
    const after = await verify(duel);
    expect(after.body.sumula).toEqual({ ...before.body.sumula, addenda: 1 });
  });

  it('a divergence the árbitro caused is closed too; he explains it by addendum, and only someone else of the federation settles it', async () => {
    const duel = await appointedDuel();
    // The events say 1 × 0, the árbitro signs 2 × 0.
    expectAllOk(await pushAll(harness.app, referee, [['duels.event', goal(duel)], ['duels.confirm', { id: duel, home_score: 2, away_score: 0 }]]));
    const divergent = (await stored('duels', duel))!;
    expect(divergent).toMatchObject({ sumula_status: 'divergencia', sumula_digest: null });
    expect((await verify(duel)).status).toBe(404);

    const results = await pushAll(harness.app, referee, [
      ['duels.event', goal(duel)],
      ['duels.confirm', { id: duel, home_score: 1, away_score: 0 }],
      ['duels.resolve', { id: duel, home_score: 2, away_score: 0, reason: 'Eu mesmo decido.' }],
    ]);
    expect(results).toMatchObject([refusal(SUMULA_LOCKED_MESSAGE), refusal(reconfirmMessage(2, 0)), refusal(RESOLVE_FORBIDDEN_MESSAGE)]);
    expect(await stored('duels', duel)).toEqual(divergent);
    expectAllOk(await pushAll(harness.app, referee, [['duels.addendum', { id: uuidv7(), duel_id: duel, text: 'Digitei 2 × 0 por engano: foram 1 × 0.' }]]));

    expectAllOk(await pushAll(harness.app, staff, [['duels.resolve', { id: duel, home_score: 1, away_score: 0, reason: 'Adendo do árbitro e vídeo.' }]]));
    const resolved = await verify(duel);
    expect(resolved.body.sumula).toMatchObject({ home_score: 1, away_score: 0, resolution: 'Adendo do árbitro e vídeo.', addenda: 1 });
    // Settled once: no second resolution, no reconfirmation.
    const [twice] = await pushAll(harness.app, admin, [['duels.resolve', { id: duel, home_score: 2, away_score: 0, reason: 'De novo.' }]]);
    expect(twice).toMatchObject({ ok: false });
    expect(await verify(duel)).toEqual(resolved);
  });

  it('whoever confirmed does not settle the divergence, even holding the competitions permission', async () => {
    const duel = uuidv7();
    expectAllOk(await pushAll(harness.app, admin, [
      ['duels.put', { id: duel, competition_id: competition, phase_id: phase, round: 4, home_team_id: team[0], away_team_id: team[1], starts_at: '2026-11-24T15:00' }],
      ['duels.confirm', { id: duel, home_score: 3, away_score: 0 }],
    ]));
    expect(await stored('duels', duel)).toMatchObject({ sumula_status: 'divergencia' });
    const [own] = await pushAll(harness.app, admin, [['duels.resolve', { id: duel, home_score: 3, away_score: 0, reason: 'Confirmo o que assinei.' }]]);
    expect(own).toMatchObject(refusal(RESOLVE_OWN_MESSAGE));
    expect(await stored('duels', duel)).toMatchObject({ sumula_status: 'divergencia' });
    expectAllOk(await pushAll(harness.app, staff, [['duels.resolve', { id: duel, home_score: 0, away_score: 0, reason: 'Sem lançamentos: 0 × 0.' }]]));
    expect(await stored('duels', duel)).toMatchObject({ sumula_status: 'confirmada', home_score: 0, sumula_resolved_by: expect.any(String) });
  });
});

describe('the referee\'s device, offline', () => {
  it('records events then confirms offline; the same mutators refuse at once what comes after; the batch syncs in seq order', async () => {
    const duel = await appointedDuel();
    const device = new Replica();
    await device.sync(harness.app, referee);
    expect(device.ids('duels')).toContain(duel);
    // The device's store: the rows it pulled, and the outbox it fills offline.
    const tx = memoryTx();
    for (const [key, row] of device.rows) tx.rows.set(key, row as never);
    const ctx = { userId: refereeUser, tenantId: 'demo', now: '2026-11-24T17:00:00.000Z', viewer: refereeInfo };
    const outbox: MutationMessage[] = [];
    const act = async (name: string, args: Record<string, unknown>) => {
      await runMutation(tx, ctx, name, args, refereeInfo);
      outbox.push({ seq: outbox.length + 1, name, args, at: ctx.now });
    };
    const refusedLocally = async (name: string, args: Record<string, unknown>) => {
      try {
        await runMutation(tx, ctx, name, args, refereeInfo);
      } catch (error) {
        if (isMutationError(error)) return error.message;
        throw error;
      }
      return 'aceito';
    };
    await act('duels.event', goal(duel));
    await act('duels.event', goal(duel, 1));
    await act('duels.event', goal(duel));
    await act('duels.confirm', { id: duel, home_score: 2, away_score: 1 });
    expect(await tx.get('duels', duel)).toMatchObject({ sumula_status: 'confirmada' });
    // After his confirmation, his own screen refuses at once, with the server's words.
    expect(await refusedLocally('duels.event', goal(duel))).toBe(SUMULA_LOCKED_MESSAGE);
    expect(await refusedLocally('duels.confirm', { id: duel, home_score: 3, away_score: 1 })).toBe(reconfirmMessage(2, 1));
    expect(await refusedLocally('duels.resolve', { id: duel, home_score: 3, away_score: 1, reason: 'Corrigindo.' })).toBe(RESOLVE_FORBIDDEN_MESSAGE);

    // Back online: the events recorded before the confirmation come first in seq order, so they
    // are stored before it closes the súmula, in the same batch.
    const answer = await pushOk(harness.app, referee, device.clientId, outbox);
    expect(answer.results).toEqual(outbox.map((m) => ({ seq: m.seq, ok: true })));
    expect(await eventsOf(duel)).toHaveLength(3);
    expect(await stored('duels', duel)).toMatchObject({ sumula_status: 'confirmada', home_score: 2, away_score: 1 });
    expect((await verify(duel)).body.sumula).toMatchObject({ home_score: 2, away_score: 1, addenda: 0 });
  });
});
