// The city and sport pickers of the searches, from the local replica: the sports of the tenant and
// the cities where its entities are (a person's city is their entity's: profiles hold none).
import { useReplica } from '../../data/replica';
import { useTenantData } from '../../data/db-context';

export interface Option { id: string; name: string }

const byName = (a: Option, b: Option): number => a.name.localeCompare(b.name, 'pt-BR');

export function useSearchOptions(): { cities: Option[]; sports: Option[] } | undefined {
  const { db } = useTenantData();
  return useReplica(async () => {
    const entities = await db.rows('associations').toArray();
    const cityIds = [...new Set(entities.map((e) => e.city_id).filter((id): id is string => typeof id === 'string'))];
    const cities = (await db.rows('cities').bulkGet(cityIds)).filter((c) => c !== undefined).map((c) => ({ id: c.id, name: String(c.name) }));
    const sports = (await db.rows('sports').toArray()).map((s) => ({ id: s.id, name: String(s.name) }));
    return { cities: cities.sort(byName), sports: sports.sort(byName) };
  }, [db]);
}
