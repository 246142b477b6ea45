// The two ways to ask (register-kinds.ts), from the local replica and queued like any write, so a
// request made offline shows at once as pendente: a register in a type (the person for themselves,
// or an entity's manager for one of its people) and a membership on a plan for a register one holds.
import { Button, Field, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTenantData } from '../../data/db-context';
import { useReplica } from '../../data/replica';
import type { StoredRow } from '../../domain/mutators/types';
import { useWrite } from '../../data/use-write';
import { MEMBERSHIP_KIND, REGISTER_KIND } from '../../domain/approvals/register-kinds';
import { todayInBrasilia } from '../../domain/dates';
import { uuidv7 } from '../../domain/uuid';
import { notifyError } from '../../lib/notices';
import { formatCents } from '../../domain/finances/money';

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

function Select({ label, value, onChange, children, testId }: { label: string; value: string; onChange: (v: string) => void; children: ReactNode; testId?: string }) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)} data-testid={testId}>{children}</NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/**
 * A register request for one of `people` (profiles). `associationId`: the entity the request is
 * filed through (a manager's entity); absent, the person's own entity.
 */
export function RegisterRequestForm({ people, associationId, onSent }: { people: readonly StoredRow[]; associationId?: string; onSent?: () => void }) {
  const { t } = useLingui();
  const { db } = useTenantData();
  const types = useReplica(() => db.rows('registertypes').orderBy('name_search').toArray(), [db]);
  const [profileId, setProfileId] = useState('');
  const [typeId, setTypeId] = useState('');
  const [roleId, setRoleId] = useState('');
  const roles = useReplica(() => (typeId ? db.rows('registerroles').where('registertype_id').equals(typeId).toArray() : []), [db, typeId]);
  const write = useWrite();
  const person = people.length === 1 ? people[0] : people.find((p) => p.id === profileId);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!person) return notifyError(t`Selecione a pessoa.`);
    if (!typeId) return notifyError(t`Selecione o tipo de registro.`);
    const entity = associationId ?? (str(person.association_id) || null);
    const sent = await write.act((mutate) => mutate('approvals.request', {
      id: uuidv7(), kind: REGISTER_KIND,
      proposed: { id: uuidv7(), registertype_id: typeId, profile_id: person.id, user_id: str(person.user_id), association_id: entity, role_id: roleId || null },
    }), { done: t`Pedido de registro enviado à federação.` });
    if (sent) {
      setTypeId('');
      setRoleId('');
      onSent?.();
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={t`Pedir registro`}>
      <Stack gap="4">
        {people.length > 1 && (
          <Select label={t`Pessoa`} value={profileId} onChange={setProfileId} testId="request-person">
            <option value="">{t`Selecione`}</option>
            {people.map((p) => <option key={p.id} value={p.id}>{str(p.name)}</option>)}
          </Select>
        )}
        <Select label={t`Tipo de registro`} value={typeId} onChange={(v) => { setTypeId(v); setRoleId(''); }} testId="request-type">
          <option value="">{t`Selecione`}</option>
          {(types ?? []).map((r) => <option key={r.id} value={r.id}>{str(r.name)}</option>)}
        </Select>
        <Select label={t`Função`} value={roleId} onChange={setRoleId} testId="request-role">
          <option value="">{t`Sem função definida`}</option>
          {(roles ?? []).map((r) => <option key={r.id} value={r.id}>{str(r.name)}</option>)}
        </Select>
        <Button type="submit" alignSelf="flex-start" colorPalette="blue" loading={write.busy}>{t`Enviar pedido`}</Button>
      </Stack>
    </form>
  );
}

/** A membership request for one of `registers` (the person's own). */
export function MembershipRequestForm({ registers }: { registers: readonly StoredRow[] }) {
  const { t } = useLingui();
  const { db } = useTenantData();
  const plans = useReplica(() => db.rows('registermembershipplans').orderBy('name_search').toArray(), [db]);
  const types = useReplica(async () => new Map((await db.rows('registertypes').toArray()).map((r) => [r.id, str(r.name)])), [db]);
  const [registerId, setRegisterId] = useState('');
  const [planId, setPlanId] = useState('');
  const [startsOn, setStartsOn] = useState(todayInBrasilia());
  const write = useWrite();
  const register = registers.length === 1 ? registers[0] : registers.find((r) => r.id === registerId);
  const offered = (plans ?? []).filter((p) => !p.registertype_id || p.registertype_id === register?.registertype_id);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!register) return notifyError(t`Selecione o registro.`);
    if (!planId) return notifyError(t`Selecione o plano.`);
    const sent = await write.act((mutate) => mutate('approvals.request', {
      id: uuidv7(), kind: MEMBERSHIP_KIND,
      proposed: {
        id: uuidv7(), register_id: register.id, plan_id: planId, profile_id: str(register.profile_id), user_id: str(register.user_id),
        association_id: str(register.association_id) || null, starts_on: startsOn,
      },
    }), { done: t`Pedido de filiação enviado à federação.` });
    if (sent) setPlanId('');
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={t`Pedir filiação`}>
      <Stack gap="4">
        {registers.length > 1 && (
          <Select label={t`Registro`} value={registerId} onChange={setRegisterId}>
            <option value="">{t`Selecione`}</option>
            {registers.map((r) => <option key={r.id} value={r.id}>{`${types?.get(str(r.registertype_id)) ?? ''} nº ${str(r.number)}`}</option>)}
          </Select>
        )}
        <Select label={t`Plano`} value={planId} onChange={setPlanId} testId="membership-plan">
          <option value="">{t`Selecione`}</option>
          {offered.map((p) => <option key={p.id} value={p.id}>{`${str(p.name)} — ${formatCents(Number(p.amount_cents))}`}</option>)}
        </Select>
        <Field.Root>
          <Field.Label>{t`Início`}</Field.Label>
          <Input type="date" value={startsOn} onChange={(e) => setStartsOn(e.target.value)} />
        </Field.Root>
        <Button type="submit" alignSelf="flex-start" colorPalette="blue" loading={write.busy}>{t`Enviar pedido`}</Button>
      </Stack>
    </form>
  );
}
