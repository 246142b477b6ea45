// `/my/data` (spec menu "Meus dados"): the person's registration. Phone and e-mail are theirs to
// change (profiles.put, ownerFields); the name, CPF, birth date and entity (identity_change) and the
// social name (social_name) change only through a request the federation approves.
// A request returned for correction is corrected here and resubmitted.
import { Alert, Button, Field, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useReplica } from '../../data/replica';
import { useEffect, useState, type FormEvent } from 'react';
import { notifyError } from '../../lib/notices';
import type { StoredRow } from '../../domain/mutators/types';
import { wireRow } from '../../domain/resources/wire-row';
import { uuidv7 } from '../../domain/uuid';
import { useTenantData } from '../../data/db-context';
import { useWrite, type Mutate } from '../../data/use-write';
import { Page } from '../../ui/page';
import { MyRequests, useOpenRequest } from '../../ui/approvals/my-requests';
import { useOwnProfile } from '../../data/own-profile';

const IDENTITY = ['name', 'cpf', 'birthdate', 'association_id'] as const;
type Values = Record<(typeof IDENTITY)[number] | 'social_name' | 'phone' | 'email', string>;

const valuesOf = (p: StoredRow): Values => ({
  name: String(p.name ?? ''), cpf: String(p.cpf ?? ''), birthdate: String(p.birthdate ?? ''), association_id: String(p.association_id ?? ''),
  social_name: String(p.social_name ?? ''), phone: String(p.phone ?? ''), email: String(p.email ?? ''),
});

/** The value a field is sent as: empty optional fields as null. */
const wire = (key: string, value: string): string | null => (value === '' && key !== 'name' ? null : value);

export function MyDataPage() {
  const { t } = useLingui();
  const { db } = useTenantData();
  const profile = useOwnProfile();
  const identityOpen = useOpenRequest('identity_change', profile?.id);
  const socialOpen = useOpenRequest('social_name', profile?.id);
  const associations = useReplica(() => db.rows('associations').orderBy('name_search').toArray(), [db]);
  const write = useWrite();
  const [values, setValues] = useState<Values | null>(null);
  useEffect(() => {
    if (profile && !values) setValues(valuesOf(profile));
  }, [profile, values]);

  if (profile === undefined || identityOpen === undefined || socialOpen === undefined) return <Page title={t`Meus dados`} narrow />;
  if (profile === null || !values) {
    return (
      <Page title={t`Meus dados`} narrow>
        <Alert.Root status="info"><Alert.Indicator /><Alert.Title>{t`Seu cadastro ainda não foi feito pela federação. Procure a secretaria.`}</Alert.Title></Alert.Root>
      </Page>
    );
  }
  const stored = valuesOf(profile);
  const set = (key: keyof Values) => (e: { target: { value: string } }) => setValues({ ...values, [key]: e.target.value });
  const changed = (keys: readonly (keyof Values)[]) => keys.filter((k) => values[k] !== stored[k]);

  /** Sends one request of `kind` with the changed `keys`, or resubmits the returned one. */
  const ask = async (mutate: Mutate, kind: string, keys: readonly (keyof Values)[], open: typeof identityOpen) => {
    const diff = changed(keys);
    if (diff.length === 0) return false;
    const proposed = Object.fromEntries(diff.map((k) => [k, wire(k, values[k])]));
    if (open?.status === 'devolvido') await mutate('approvals.resubmit', { id: open.id, proposed });
    else await mutate('approvals.request', { id: uuidv7(), kind, subject_id: profile.id, proposed });
    return true;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const contact = changed(['phone', 'email']).length > 0;
    if (!contact && changed([...IDENTITY, 'social_name']).length === 0) {
      notifyError(t`Nada foi alterado.`);
      return;
    }
    await write.act(async (mutate) => {
      if (contact) await mutate('profiles.put', wireRow('profiles', profile, { phone: wire('phone', values.phone), email: wire('email', values.email) }));
      return [await ask(mutate, 'identity_change', IDENTITY, identityOpen), await ask(mutate, 'social_name', ['social_name'], socialOpen)].some(Boolean);
    }, { done: (asked) => (asked ? t`Solicitação enviada para aprovação.` : t`Contato atualizado.`) });
  };

  const identityLocked = identityOpen?.status === 'pendente';
  const socialLocked = socialOpen?.status === 'pendente';
  return (
    <Page title={t`Meus dados`} description={t`Telefone e e-mail mudam na hora. Nome, CPF, data de nascimento, entidade e nome social mudam depois de aprovados pela federação.`} narrow>
      <Stack gap="8">
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Stack gap="4">
            {identityLocked && <Text color="fg.muted">{t`Há uma alteração de dados pessoais aguardando aprovação.`}</Text>}
            <Field.Root disabled={identityLocked}><Field.Label>{t`Nome completo`}</Field.Label><Input value={values.name} onChange={set('name')} maxLength={160} /></Field.Root>
            <Field.Root disabled={socialLocked}><Field.Label>{t`Nome social`}</Field.Label><Input value={values.social_name} onChange={set('social_name')} maxLength={160} /></Field.Root>
            <Field.Root disabled={identityLocked}><Field.Label>{t`CPF`}</Field.Label><Input value={values.cpf} onChange={set('cpf')} inputMode="numeric" maxLength={11} /><Field.HelperText>{t`11 dígitos, sem pontuação.`}</Field.HelperText></Field.Root>
            <Field.Root disabled={identityLocked}><Field.Label>{t`Data de nascimento`}</Field.Label><Input type="date" value={values.birthdate} onChange={set('birthdate')} /></Field.Root>
            <Field.Root disabled={identityLocked}>
              <Field.Label>{t`Entidade`}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field value={values.association_id} onChange={set('association_id')}>
                  <option value="">{t`Nenhuma`}</option>
                  {(associations ?? []).map((a) => <option key={a.id} value={a.id}>{String(a.name)}</option>)}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Field.Root><Field.Label>{t`Telefone`}</Field.Label><Input value={values.phone} onChange={set('phone')} inputMode="tel" /></Field.Root>
            <Field.Root><Field.Label>{t`E-mail`}</Field.Label><Input type="email" value={values.email} onChange={set('email')} /></Field.Root>
            <Button type="submit" alignSelf="flex-start" colorPalette="blue" loading={write.busy}>{t`Salvar`}</Button>
          </Stack>
        </form>
        <MyRequests kinds={['identity_change', 'social_name']} title={t`Minhas solicitações`} />
      </Stack>
    </Page>
  );
}
