// Reads a competition's rows from the local replica (no React: the hooks and the bench use it).
import { indexFields, type TenantDb } from './tenant-db';
import { getResource } from '../domain/resources/index';
import { BY_COMPETITION, str, type CompetitionRows, type Row } from '../domain/competitions/row-helpers';
import { MAX_KEY, MIN_KEY } from './replica';
import { transact } from './transact';

async function byIds(db: TenantDb, collection: string, ids: readonly unknown[]): Promise<Row[]> {
  const wanted = [...new Set(ids.map(str).filter((id): id is string => id !== null))];
  if (wanted.length === 0) return [];
  return (await db.rows(collection).bulkGet(wanted)).filter((r): r is Row => r != null) as Row[];
}

/**
 * The rows of one collection whose competition_id is `id`, from the collection's index that starts
 * with competition_id: a compound one (`[competition_id+round]`) is read as a key range over its
 * first field (a Dexie virtual index over a 3-part stored index is not reliable in every engine).
 */
export async function rowsOfCompetition(db: TenantDb, collection: string, id: string): Promise<Row[]> {
  const index = getResource(collection).storage.indexes.find((i) => indexFields(i)[0] === 'competition_id');
  const table = db.rows(collection);
  if (!index) return (await table.filter((r) => r.competition_id === id).toArray()) as Row[];
  const width = indexFields(index).length;
  if (width === 1) return (await table.where('competition_id').equals(id).toArray()) as Row[];
  const pad = (k: unknown) => Array.from({ length: width - 1 }, () => k);
  return (await table.where(index).between([id, ...pad(MIN_KEY)], [id, ...pad(MAX_KEY)], true, true).toArray()) as Row[];
}

/** The collections one read touches, so it runs as ONE read transaction (fewer round trips to IndexedDB). */
const READ_TABLES = ['competitions', ...BY_COMPETITION, 'teams', 'regulations', 'classificationzones', 'associations'] as const;

export function readCompetitionRows(db: TenantDb, competitionId: string): Promise<CompetitionRows | null> {
  return transact(db, 'r', READ_TABLES.map((c) => db.rows(c)), async (db) => {
    // The competition and its own collections in parallel: they only need its id.
    const [competition, phases, groups, competitionteams, duels, classificationzonepositions, punishments] = await Promise.all([
      db.rows('competitions').get(competitionId) as Promise<Row | undefined>,
      ...BY_COMPETITION.map((c) => rowsOfCompetition(db, c, competitionId)),
    ]) as [Row | undefined, ...Row[][]];
    if (!competition) return null;
    const teamIds = [...competitionteams!.map((e) => e.team_id), ...duels!.flatMap((d) => [d.home_team_id, d.away_team_id])];
    const [teams, regulations, classificationzones] = await Promise.all([
      byIds(db, 'teams', teamIds),
      byIds(db, 'regulations', [competition.regulation_id, ...phases!.map((p) => p.regulation_id)]),
      byIds(db, 'classificationzones', classificationzonepositions!.map((p) => p.classificationzone_id)),
    ]);
    const associations = await byIds(db, 'associations', teams.map((t) => t.association_id));
    return {
      competition, regulations, phases: phases!, groups: groups!, competitionteams: competitionteams!, teams, associations, duels: duels!,
      classificationzones, classificationzonepositions: classificationzonepositions!, punishments: punishments!,
    };
  });
}
