// The create forms of registers and contracts name a person by their profile AND its login id (the
// owner the person's own device replicates by). Typing a login id is no one's job: this picker finds
// the person by CPF in the local replica and fills both, and the entity they belong to.
import { Button, Field, HStack, Input } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useTenantData } from '../../data/db-context';
import { onlyDigits } from '../../domain/cpf';
import { notifyError } from '../../lib/notices';
import type { FormExtraProps } from '../../ui/resource/view';

export function PersonByCpf({ apply }: FormExtraProps) {
  const { t } = useLingui();
  const { db } = useTenantData();
  const [cpf, setCpf] = useState('');
  const fill = async () => {
    const profile = await db.rows('profiles').where('cpf').equals(onlyDigits(cpf)).first();
    if (!profile) return notifyError(t`Nenhuma pessoa com este CPF neste aparelho.`);
    apply({ profile_id: profile.id, user_id: profile.user_id, association_id: profile.association_id ?? null });
  };
  return (
    <Field.Root mb="4">
      <Field.Label>{t`Preencher pela pessoa (CPF)`}</Field.Label>
      <HStack>
        <Input value={cpf} onChange={(e) => setCpf(e.target.value)} inputMode="numeric" placeholder="000.000.000-00" maxW="16rem" />
        <Button variant="outline" onClick={() => void fill()}>{t`Preencher`}</Button>
      </HStack>
      <Field.HelperText>{t`Preenche a pessoa, o login dela e a entidade.`}</Field.HelperText>
    </Field.Root>
  );
}
