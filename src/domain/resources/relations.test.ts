// Every projecting relation (RelationScope `fields`) names fields its resource has: a typo would
// silently drop a field the pitch needs, or keep none.
import { describe, expect, it } from 'vitest';
import { isRelationScope } from './define';
import { RESOURCES } from './index';

describe('relation projections', () => {
  const projecting = RESOURCES.flatMap((r) => r.access.scope.filter(isRelationScope).filter((s) => s.fields).map((s) => [r, s.fields!] as const));

  it('exist, and each keeps the id and only fields of its resource', () => {
    expect(projecting.map(([r]) => r.key).sort()).toEqual(['profiles', 'refereeappointments', 'referees']);
    for (const [resource, fields] of projecting) {
      expect(fields).toContain('id');
      for (const f of fields) expect(Object.keys(resource.schema.entries), `${resource.key}.${f}`).toContain(f);
    }
  });

  it('a member\'s profile never carries CPF, phone, e-mail or birth date to a referee', () => {
    const profiles = projecting.find(([r]) => r.key === 'profiles')![1];
    for (const f of ['cpf', 'phone', 'email', 'birthdate']) expect(profiles).not.toContain(f);
  });
});
