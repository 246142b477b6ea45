// Picks who pays: a person (search by name in the replica) or an entity. Used by the bill's create
// screen and, as the debt form's picker, to fill `profile_id` / `association_id`.
import { Button, Field, HStack, Input, List, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useDeferredValue, useState } from 'react';
import { useList } from '../../data/hooks';

export interface Payer {
  profileId?: string;
  associationId?: string;
  name: string;
}

export function PayerPicker({ onPick }: { onPick: (payer: Payer) => void }) {
  const { t } = useLingui();
  const [kind, setKind] = useState<'person' | 'entity'>('person');
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search).trim();
  const people = useList('profiles', { index: 'name_search', prefix: query === '' ? undefined : query, limit: 8 });
  const entities = useList('associations', { limit: 500 });
  return (
    <Stack gap="3" as="fieldset">
      <Text as="legend" fontWeight="semibold"><Trans>Quem paga</Trans></Text>
      <Field.Root>
        <Field.Label><Trans>Tipo de devedor</Trans></Field.Label>
        <NativeSelect.Root maxW="20rem">
          <NativeSelect.Field value={kind} onChange={(e) => setKind(e.target.value === 'entity' ? 'entity' : 'person')}>
            <option value="person">{t`Uma pessoa`}</option>
            <option value="entity">{t`Uma entidade`}</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {kind === 'person' ? (
        <Stack gap="2">
          <Field.Root>
            <Field.Label><Trans>Buscar pessoa pelo nome</Trans></Field.Label>
            <Input type="search" value={search} onChange={(e) => setSearch(e.target.value)} autoComplete="off" placeholder={t`Início do nome`} />
          </Field.Root>
          {query !== '' && people !== undefined && people.rows.length === 0 && <Text color="fg.muted"><Trans>Ninguém com esse nome neste aparelho.</Trans></Text>}
          {query !== '' && people && people.rows.length > 0 && (
            <List.Root variant="plain" gap="1">
              {people.rows.map((p) => (
                <List.Item key={p.id}>
                  <HStack justify="space-between" gap="2">
                    <Text>{String(p.name)}</Text>
                    <Button size="sm" variant="outline" onClick={() => onPick({ profileId: p.id, name: String(p.name) })} aria-label={t`Escolher ${String(p.name)}`}>
                      <Trans>Escolher</Trans>
                    </Button>
                  </HStack>
                </List.Item>
              ))}
            </List.Root>
          )}
        </Stack>
      ) : (
        <Field.Root>
          <Field.Label><Trans>Entidade</Trans></Field.Label>
          <NativeSelect.Root maxW="30rem">
            <NativeSelect.Field defaultValue="" onChange={(e) => {
              const a = entities?.rows.find((row) => row.id === e.target.value);
              if (a) onPick({ associationId: a.id, name: String(a.name) });
            }}>
              <option value="">{t`Escolha a entidade…`}</option>
              {(entities?.rows ?? []).map((a) => <option key={a.id} value={a.id}>{String(a.name)}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      )}
    </Stack>
  );
}
