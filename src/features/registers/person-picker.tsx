// The create forms of registers, contracts and memberships name a person by their profile AND its
// login id (the owner the person's own device replicates by). Typing a login id is no one's job: this
// picker finds the person by CPF in the local replica and fills both, and the entity they belong to;
// for a membership also the person's register (when they hold just one) and that register's entity,
// which the membership must repeat.
import { Button, Field, HStack, Input } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useTenantData } from '../../data/db-context';
import { onlyDigits } from '../../domain/cpf';
import { notify, notifyError } from '../../lib/notices';
import type { FormExtraProps } from '../../ui/resource/view';

function CpfPicker({ apply, withRegister }: FormExtraProps & { withRegister: boolean }) {
  const { t } = useLingui();
  const { db } = useTenantData();
  const [cpf, setCpf] = useState('');
  const fill = async () => {
    const profile = await db.rows('profiles').where('cpf').equals(onlyDigits(cpf)).first();
    if (!profile) return notifyError(t`Nenhuma pessoa com este CPF neste aparelho.`);
    const person = { profile_id: profile.id, user_id: profile.user_id, association_id: profile.association_id ?? null };
    if (!withRegister) return apply(person);
    const registers = (await db.rows('registers').where('user_id').equals(String(profile.user_id)).toArray())
      .filter((r) => r.profile_id === profile.id);
    if (registers.length === 1) return apply({ ...person, register_id: registers[0]!.id, association_id: registers[0]!.association_id ?? null });
    apply(person);
    notify({
      type: 'info',
      title: registers.length === 0 ? t`Esta pessoa não tem registro neste aparelho.` : t`Esta pessoa tem ${registers.length} registros: escolha o registro.`,
    });
  };
  return (
    <Field.Root mb="4">
      <Field.Label>{t`Preencher pela pessoa (CPF)`}</Field.Label>
      <HStack>
        <Input value={cpf} onChange={(e) => setCpf(e.target.value)} inputMode="numeric" placeholder="000.000.000-00" maxW="16rem" />
        <Button variant="outline" onClick={() => void fill()}>{t`Preencher`}</Button>
      </HStack>
      <Field.HelperText>
        {withRegister ? t`Preenche a pessoa, o login dela, o registro (se houver um só) e a entidade.` : t`Preenche a pessoa, o login dela e a entidade.`}
      </Field.HelperText>
    </Field.Root>
  );
}

/** Registers and contracts: the person, their login id and entity. */
export const PersonByCpf = ({ apply }: FormExtraProps) => <CpfPicker apply={apply} withRegister={false} />;

/** Memberships: the same, plus the person's register and its entity. */
export const PersonRegisterByCpf = ({ apply }: FormExtraProps) => <CpfPicker apply={apply} withRegister />;
