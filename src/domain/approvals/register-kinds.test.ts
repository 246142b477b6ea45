import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { cpfFromBase } from '../cpf';
import { findKind } from './kinds';
import { APPROVAL_QUEUES } from './queues';
import { MEMBERSHIP_REQUEST_KINDS, periodEnd, publicRegisterSchema, REGISTER_REQUEST_KINDS } from './register-kinds';

const uuid = '0190f5c2-7b3a-7c00-8000-000000000001';

describe('register kinds', () => {
  it('are reviewed by registertypes in the spec\'s two queues', () => {
    expect(APPROVAL_QUEUES['/registers/registerrequests']).toEqual([...REGISTER_REQUEST_KINDS]);
    expect(APPROVAL_QUEUES['/registers/registermembershiprequests']).toEqual([...MEMBERSHIP_REQUEST_KINDS]);
    for (const key of [...REGISTER_REQUEST_KINDS, ...MEMBERSHIP_REQUEST_KINDS]) expect(findKind(key)?.permission).toBe('registertypes');
  });

  it('file a request under the entity it names, and none without one', () => {
    const kind = findKind('register_request')!;
    expect(kind.entityOf?.({ association_id: uuid })).toBe(uuid);
    expect(kind.entityOf?.({ association_id: null })).toBeNull();
  });

  it('a membership lasts the plan\'s period, a shorter month clamped', () => {
    expect(periodEnd('2026-03-01', 12)).toBe('2027-02-28');
    expect(periodEnd('2026-01-15', 1)).toBe('2026-02-14');
    expect(periodEnd('2026-01-31', 1)).toBe('2026-02-28');
    expect(periodEnd('2028-02-29', 12)).toBe('2029-02-28');
  });

  it('the public request checks the CPF digit by digit', () => {
    const base = { id: uuid, name: 'Joana', birthdate: '2001-05-20', email: 'j@example.com', registertype_id: uuid, user_id: uuid, profile_id: uuid };
    expect(v.safeParse(publicRegisterSchema, { ...base, cpf: cpfFromBase('123456789') }).success).toBe(true);
    const wrong = v.safeParse(publicRegisterSchema, { ...base, cpf: '12345678900' });
    expect(wrong.success).toBe(false);
    expect(wrong.issues?.[0]?.message).toBe('CPF inválido.');
  });
});
