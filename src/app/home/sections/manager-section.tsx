// The entity manager: each entity they manage (their own associationmanagers rows) with what waits
// on it on this device: requests about the entity or its people still pending (approvals naming
// the entity as subject or as the proposed entity), and its teams' competition entries the
// federation has not decided yet (competitionteams 'pendente'). Links to the entity's screens appear once
// those screens exist (/my/associations/show/{id}) and the manager may open them.
import { Badge, HStack, Text } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Plural, Trans } from '@lingui/react/macro';
import { useReplica } from '../../../data/replica';
import { useTenantData } from '../../../data/db-context';
import type { TenantDb } from '../../../data/tenant-db';
import type { HomeSection, SectionProps } from '../home-section';
import { OpenLink, SectionEmpty, SectionItem, SectionList, SectionLoading } from '../section-parts';

export interface ManagedEntity {
  id: string;
  name: string;
  /** Requests about the entity or its people still pending. */
  pending: number;
  /** Its teams' competition entries waiting for the federation. */
  entries: number;
}

/** The entities `userId` manages, by name, with the pending requests and entries of each. */
export async function readManagedEntities(db: TenantDb, userId: string): Promise<ManagedEntity[]> {
  const links = await db.rows('associationmanagers').where('user_id').equals(userId).toArray();
  const ids = [...new Set(links.map((l) => String(l.association_id)))];
  if (ids.length === 0) return [];
  const [entities, pending, teams] = await Promise.all([
    db.rows('associations').bulkGet(ids),
    db.rows('approvals').filter((r) => r.status === 'pendente').toArray(),
    db.rows('teams').where('association_id').anyOf(ids).toArray(),
  ]);
  const entityOfTeam = new Map(teams.map((t) => [String(t.id), String(t.association_id)]));
  const entries = teams.length === 0 ? [] : await db.rows('competitionteams').where('team_id').anyOf([...entityOfTeam.keys()]).filter((e) => e.status === 'pendente').toArray();
  const aboutEntity = (row: Record<string, unknown>, id: string): boolean => {
    const proposed = (row.proposed ?? {}) as Record<string, unknown>;
    return (row.subject_collection === 'associations' && row.subject_id === id) || proposed.association_id === id;
  };
  return ids.map((id, i) => ({
    id,
    name: String(entities[i]?.short_name || entities[i]?.name || 'Entidade ainda não sincronizada'),
    pending: pending.filter((r) => aboutEntity(r, id)).length,
    entries: entries.filter((e) => entityOfTeam.get(String(e.team_id)) === id).length,
  })).sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
}

function EntityBadges({ entity }: { entity: ManagedEntity }) {
  if (entity.pending === 0 && entity.entries === 0) return <Badge variant="subtle" colorPalette="green"><Trans>em dia</Trans></Badge>;
  return (
    <HStack gap="1" wrap="wrap" justify="flex-end">
      {entity.pending > 0 && <Badge colorPalette="orange" variant="subtle"><Plural value={entity.pending} one="# pendente" other="# pendentes" /></Badge>}
      {entity.entries > 0 && <Badge colorPalette="blue" variant="subtle"><Plural value={entity.entries} one="# inscrição em análise" other="# inscrições em análise" /></Badge>}
    </HStack>
  );
}

function ManagerBody({ canOpen }: SectionProps) {
  const { db, userId } = useTenantData();
  const entities = useReplica(async () => (userId ? readManagedEntities(db, userId) : []), [db, userId]);
  if (entities === undefined) return <SectionLoading />;
  if (entities.length === 0) return <SectionEmpty><Trans>Você ainda não gerencia nenhuma entidade.</Trans></SectionEmpty>;
  return (
    <SectionList>
      {entities.map((e) => (
        <SectionItem key={e.id} testId="home-entity" aside={<EntityBadges entity={e} />}>
          <OpenLink canOpen={canOpen} path={`/my/associations/show/${e.id}`} check="/my/associations/show/$id"><Text as="span" fontWeight="medium">{e.name}</Text></OpenLink>
        </SectionItem>
      ))}
    </SectionList>
  );
}

export const managerSection: HomeSection = {
  id: 'manager', title: msg`Minhas entidades`, routes: ['/my/associations', '/my/teams'], group: 'work', link: msg`Gerenciar`, Component: ManagerBody,
};
