// Every projecting relation (RelationScope `fields`) names fields its resource has: a typo would
// silently drop a field the pitch needs, or keep none.
import { describe, expect, it } from 'vitest';
import { isRelationScope } from './define';
import { RESOURCES } from './index';

describe('relation projections', () => {
  const projecting = RESOURCES.flatMap((r) => r.access.scope.filter(isRelationScope).filter((s) => s.fields).map((s) => [r, s.fields!] as const));

  it('exist, and each keeps the id and only fields of its resource', () => {
    expect(projecting.map(([r]) => r.key)).toEqual(expect.arrayContaining(['profiles', 'refereeappointments', 'referees']));
    for (const [resource, fields] of projecting) {
      expect(fields).toContain('id');
      for (const f of fields) expect(Object.keys(resource.schema.entries), `${resource.key}.${f}`).toContain(f);
    }
  });

  it('keeps the same fields in every projection of one collection (the server sends their union)', () => {
    // A row reached by two projections goes out with the union of their fields: a narrower list on
    // one of them would promise less than the device receives.
    for (const [resource, fields] of projecting) {
      const first = projecting.find(([r]) => r.key === resource.key)![1];
      expect([...fields].sort(), resource.key).toEqual([...first].sort());
    }
  });

  it('a member\'s profile never carries CPF, phone, e-mail or birth date to a referee or an examiner', () => {
    for (const [, fields] of projecting.filter(([r]) => r.key === 'profiles')) {
      for (const f of ['cpf', 'phone', 'email', 'birthdate']) expect(fields).not.toContain(f);
    }
  });
});
