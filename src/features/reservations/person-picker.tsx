// Staff pick whom a booking is for from the people on this device, by a whole CPF or the start of a
// name, as the transfer and membership forms do; nobody found → a walk-in (name, CPF, e-mail).
import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useTenantData } from '../../data/db-context';
import { useReplica } from '../../data/replica';
import { formatCpf, onlyDigits } from '../../domain/cpf';
import type { StoredRow } from '../../domain/mutators/types';
import { normalizeSearch } from '../../domain/resources/search';
import { str } from './reservation-data';

function usePeopleMatches(query: string): StoredRow[] | undefined {
  const { db } = useTenantData();
  return useReplica(async () => {
    const digits = onlyDigits(query);
    if (digits.length === 11) return (await db.rows('profiles').where('cpf').equals(digits).limit(8).toArray()) as StoredRow[];
    const prefix = normalizeSearch(query);
    if (prefix.length < 3) return [];
    return (await db.rows('profiles').where('name_search').startsWith(prefix).limit(8).toArray()) as StoredRow[];
  }, [db, query]);
}

export const personName = (p: StoredRow): string => str(p.social_name) || str(p.name);

export function PersonPicker({ picked, onPick }: { picked: StoredRow | null; onPick: (person: StoredRow | null) => void }) {
  const { t } = useLingui();
  const [query, setQuery] = useState('');
  const matches = usePeopleMatches(query);
  if (picked) {
    return (
      <HStack justify="space-between" borderWidth="1px" rounded="md" p="3">
        <Text><Text as="span" fontWeight="medium">{personName(picked)}</Text>{picked.cpf ? ` — ${formatCpf(str(picked.cpf))}` : ''}</Text>
        <Button size="sm" variant="ghost" onClick={() => onPick(null)}>{t`Trocar`}</Button>
      </HStack>
    );
  }
  return (
    <Stack gap="2">
      <Field.Root>
        <Field.Label>{t`Pessoa cadastrada (CPF ou nome)`}</Field.Label>
        <Input value={query} onChange={(e) => setQuery(e.target.value)} placeholder={t`000.000.000-00 ou nome`} autoComplete="off" />
        <Field.HelperText>{t`Procura nos cadastros deste aparelho.`}</Field.HelperText>
      </Field.Root>
      {matches && matches.length > 0 && (
        <Stack as="ul" listStyleType="none" gap="1" aria-label={t`Pessoas encontradas`}>
          {matches.map((p) => (
            <li key={p.id}>
              <Button variant="outline" size="sm" w="full" justifyContent="start" onClick={() => onPick(p)}>
                {p.cpf ? `${personName(p)} — ${formatCpf(str(p.cpf))}` : personName(p)}
              </Button>
            </li>
          ))}
        </Stack>
      )}
      {matches && matches.length === 0 && query.trim().length >= 3 && <Text fontSize="sm" color="fg.muted">{t`Ninguém encontrado: reserve como avulso abaixo.`}</Text>}
    </Stack>
  );
}
