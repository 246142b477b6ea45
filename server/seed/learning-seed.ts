// Demo tutorials and courses, tenant demo: a few tutorial videos everyone signed
// in sees at /tutorials (links to the federation's channel) and the courses an admin sees at
// /courses, each tied to a seeded sport by its code. Validated by the registry's schemas and written
// like the other seeds.
import * as v from 'valibot';
import type { StoredRow } from '../../src/domain/mutators/index';
import { findResource } from '../../src/domain/resources/index';
import { derivedId } from '../../src/domain/uuid';
import type { Db } from '../db/db';
import { lockTenantVersion, toRecordWrite, writeRecords } from '../sync/sql-tx';
import { brasiliaDay } from '../../src/domain/dates';

const TENANT = 'demo';

export const DEMO_TUTORIALS = [
  { key: 'carteirinha', title: 'Como usar a carteirinha digital', sport: null, video_url: 'https://www.youtube.com/watch?v=federa-carteirinha',
    description: 'Mostre o QR code da carteirinha no celular, mesmo sem internet, e saiba quando ela é renovada.' },
  { key: 'documentos', title: 'Enviando documentos e o PAR-Q', sport: null, video_url: 'https://www.youtube.com/watch?v=federa-documentos',
    description: 'Fotografe o atestado médico, envie pelo aplicativo e acompanhe a análise da federação.' },
  { key: 'sumula', title: 'Súmula eletrônica do futsal', sport: 'FTS', video_url: 'https://www.youtube.com/watch?v=federa-sumula-futsal',
    description: 'Para árbitros: registrar gols, cartões e faltas acumuladas, e fechar a súmula no ginásio.' },
  { key: 'inscricao', title: 'Inscrição de atletas no voleibol', sport: 'VOL', video_url: 'https://www.youtube.com/watch?v=federa-inscricao-volei',
    description: 'Para gestores de entidade: montar a equipe, conferir documentos e inscrever na competição.' },
] as const;

export const DEMO_COURSES = [
  { key: 'arbitragem-futsal', name: 'Curso de arbitragem de futsal — nível 1', sport: 'FTS', hours: 40, startDays: 20, lengthDays: 30,
    description: 'Regras do jogo, sinalização e súmula. Certificado para atuar em competições estaduais de base.' },
  { key: 'tecnico-volei', name: 'Capacitação de técnicos de voleibol escolar', sport: 'VOL', hours: 24, startDays: 45, lengthDays: 3,
    description: 'Fundamentos, planejamento de treinos e desenvolvimento do atleta em idade escolar.' },
  { key: 'primeiros-socorros', name: 'Primeiros socorros no esporte', sport: null, hours: 8, startDays: -10, lengthDays: 0,
    description: 'Atendimento inicial a lesões e emergências em treinos e competições.' },
] as const;

type Row = { collection: string; row: StoredRow };
const checked = (collection: string, row: StoredRow): Row => {
  v.parse(findResource(collection)!.schema, row);
  return { collection, row };
};

/** Call inside the seed's transaction, after the catalogue (it reads the sports). */
export async function seedLearning(tx: Db, now: Date): Promise<number> {
  const [tenant] = await tx.query<{ id: string }>('SELECT id::text AS id FROM tenants WHERE code = $1', [TENANT]);
  if (!tenant) return 0;
  const sports = await tx.query<{ id: string; code: string }>(
    `SELECT id::text AS id, data->>'code' AS code FROM records WHERE tenant_id = $1 AND collection = 'sports' AND NOT deleted`, [tenant.id],
  );
  const sportId = (code: string | null): string | null => (code ? sports.find((s) => s.code === code)?.id ?? null : null);
  const out: Row[] = [
    ...DEMO_TUTORIALS.map((t) => checked('tutorials', {
      id: derivedId('demo-tutorials', tenant.id, t.key), title: t.title, description: t.description, video_url: t.video_url, file: null, sport_id: sportId(t.sport),
    } as StoredRow)),
    ...DEMO_COURSES.map((c) => checked('courses', {
      id: derivedId('demo-courses', tenant.id, c.key), name: c.name, description: c.description, sport_id: sportId(c.sport), hours: c.hours,
      starts_on: brasiliaDay(now, c.startDays), ends_on: brasiliaDay(now, c.startDays + c.lengthDays),
    } as StoredRow)),
  ];
  await lockTenantVersion(tx, tenant.id);
  await writeRecords(tx, tenant.id, out.map(({ collection, row }) => toRecordWrite({ collection, id: row.id, row })), now);
  return out.length;
}
