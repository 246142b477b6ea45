// Rules between competition rows, declared in the registry (agreements, memberships, uniqueTogether)
// and run by the generic put on the device and the server alike.
import { describe, expect, it } from 'vitest';
import { uuidv7 } from '../uuid';
import { competitionFixture } from './competition-fixture';
import { runMutation, type MutationError } from '../mutators/index';

const admin = { id: uuidv7(), permissions_names: ['competitions'] };
const ctx = { userId: admin.id, tenantId: 'demo', now: '2026-03-01T21:00:00.000Z' };
const refusal = (f: ReturnType<typeof competitionFixture>, name: string, args: unknown) =>
  runMutation(f.tx, ctx, name, args, admin).then(() => null, (e: MutationError) => ({ code: e.code, fields: e.fields }));

describe('a duel agrees with its competition, phase, group and teams', () => {
  it('accepts the contract record', async () => {
    const f = competitionFixture();
    expect(await refusal(f, 'duels.put', f.duel)).toBeNull();
  });

  it('refuses a team that is not a confirmed participant of the competition', async () => {
    const f = competitionFixture();
    expect(await refusal(f, 'duels.put', { ...f.duel, away_team_id: f.teams.d.id })).toEqual({
      code: 'invalid', fields: { away_team_id: 'O visitante não é uma equipe confirmada nesta competição.' },
    });
    expect(await refusal(f, 'duels.put', { ...f.duel, home_team_id: f.teams.c.id })).toEqual({
      code: 'invalid', fields: { home_team_id: 'O mandante não é uma equipe confirmada nesta competição.' },
    });
    expect(await refusal(f, 'duels.put', { ...f.duel, away_team_id: f.teams.a.id })).toMatchObject({ fields: { away_team_id: 'Mandante e visitante devem ser equipes diferentes.' } });
    expect(await f.tx.get('duels', f.duel.id)).toBeUndefined();
  });

  it('refuses a group of another phase and a phase of another competition', async () => {
    const f = competitionFixture();
    expect(await refusal(f, 'duels.put', { ...f.duel, group_id: f.otherGroup.id })).toEqual({
      code: 'invalid', fields: { group_id: 'O grupo não pertence à fase deste jogo.' },
    });
    expect(await refusal(f, 'duels.put', { ...f.duel, phase_id: f.otherPhase.id, group_id: null })).toEqual({
      code: 'invalid', fields: { phase_id: 'A fase não pertence à competição deste jogo.' },
    });
  });

  it('keeps referrers agreeing when the target changes (a group moved to another phase)', async () => {
    const f = competitionFixture();
    await runMutation(f.tx, ctx, 'duels.put', f.duel, admin);
    expect(await refusal(f, 'groups.put', { ...f.group, phase_id: f.otherPhase.id })).toMatchObject({ code: 'invalid', fields: { phase_id: expect.stringContaining('ficariam inconsistentes') } });
    // An edit that leaves the phase alone is fine.
    expect(await refusal(f, 'groups.put', { ...f.group, name: 'Grupo Único' })).toBeNull();
  });

  it('places a participant only in a group of its competition (one hop further: group → phase)', async () => {
    const f = competitionFixture();
    const entry = { id: uuidv7(), competition_id: f.competition.id, team_id: f.teams.d.id, group_id: f.otherGroup.id };
    expect(await refusal(f, 'competitionteams.put', entry)).toEqual({ code: 'invalid', fields: { group_id: 'O grupo não pertence a esta competição.' } });
    expect(await refusal(f, 'competitionteams.put', { ...entry, group_id: f.group.id })).toBeNull();
  });
});

describe('a participant its duels need', () => {
  it('may not be removed, refused or moved while its duels stay', async () => {
    const f = competitionFixture();
    await runMutation(f.tx, ctx, 'duels.put', f.duel, admin);
    const [entry] = await f.tx.query('competitionteams', '[competition_id+team_id]', [f.competition.id, f.teams.b.id]);
    const inUse = { code: 'in_use', fields: undefined };
    expect(await refusal(f, 'competitionteams.put', { ...entry, status: 'recusada' })).toEqual(inUse);
    expect(await refusal(f, 'competitionteams.put', { ...entry, team_id: f.teams.d.id })).toEqual(inUse);
    expect(await refusal(f, 'competitionteams.delete', { id: entry!.id })).toEqual(inUse);
    await expect(runMutation(f.tx, ctx, 'competitionteams.delete', { id: entry!.id }, admin)).rejects.toThrow(
      'Não é possível alterar ou excluir este registro: 1 jogo depende dele (campo Visitante). Altere ou exclua esse registro primeiro.',
    );
    // An edit that keeps it a confirmed participant is fine, and so is removing a team without duels.
    expect(await refusal(f, 'competitionteams.put', { ...entry, seed: 2 })).toBeNull();
    const [free] = await f.tx.query('competitionteams', '[competition_id+team_id]', [f.competition.id, f.teams.c.id]);
    expect(await refusal(f, 'competitionteams.delete', { id: free!.id })).toBeNull();
  });
});

describe('members', () => {
  it('an athlete plays for one team per competition; an official may serve two', async () => {
    const f = competitionFixture();
    const [ta, tb] = await Promise.all(
      [f.teams.a, f.teams.b].map(async (t) => (await f.tx.query('competitionteams', '[competition_id+team_id]', [f.competition.id, t.id]))[0]!),
    );
    const profile = uuidv7();
    const member = (team: string, role: string) => ({ id: uuidv7(), competition_id: f.competition.id, competitionteam_id: team, profile_id: profile, role });
    expect(await refusal(f, 'competitionmembers.put', member(ta!.id, 'atleta'))).toBeNull();
    expect(await refusal(f, 'competitionmembers.put', member(tb!.id, 'atleta'))).toEqual({
      code: 'invalid', fields: { profile_id: 'Este atleta já está inscrito por outra equipe nesta competição.' },
    });
    expect(await refusal(f, 'competitionmembers.put', member(tb!.id, 'tecnico'))).toBeNull();
    expect(await refusal(f, 'competitionmembers.put', { ...member(ta!.id, 'atleta'), competition_id: f.other.id, profile_id: uuidv7() })).toEqual({
      code: 'invalid', fields: { competitionteam_id: 'A equipe não está inscrita nesta competição.' },
    });
  });
});
