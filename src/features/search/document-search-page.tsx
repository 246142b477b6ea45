// /public/documents (login; spec §2.11 "Modelos de documentos"): the kinds of
// document the federation accepts (documenttypes: every signed-in person replicates them), searched
// by name and by who must send them, on the device. Each says its validity and whether it is
// required for competitions, with the way to send one when that screen is open to the person.
import { Badge, Box, Button, Field, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useReplica } from '../../data/replica';
import { useDeferredValue, useState } from 'react';
import { useCanOpen } from '../../app/home/open-path';
import { useTenantData } from '../../data/db-context';
import { DOCUMENT_HOLDERS } from '../../domain/resources/documenttypes';
import { normalizeSearch } from '../../domain/resources/search';
import { Page } from '../../ui/page';

export function DocumentSearchPage() {
  const { t } = useLingui();
  const { db } = useTenantData();
  const canOpen = useCanOpen();
  const [term, setTerm] = useState('');
  const [holder, setHolder] = useState('');
  const deferred = useDeferredValue(normalizeSearch(term));
  const types = useReplica(async () => (await db.rows('documenttypes').toArray())
    .filter((row) => (!holder || row.holder === holder) && (!deferred || String(row.name_search ?? normalizeSearch(String(row.name))).includes(deferred)))
    .sort((a, b) => String(a.name).localeCompare(String(b.name), 'pt-BR')), [db, deferred, holder]);
  const send = canOpen('/my/documents/create');

  return (
    <Page title={<Trans>Modelos de documentos</Trans>} description={<Trans>Os documentos que a federação aceita, quem deve enviar e por quanto tempo valem.</Trans>}>
      <Box role="search" display="grid" gridTemplateColumns={{ base: '1fr', md: '2fr 1fr' }} gap="3" mb="6">
        <Field.Root>
          <Field.Label><Trans>Nome do documento</Trans></Field.Label>
          <Input type="search" value={term} onChange={(e) => setTerm(e.target.value)} autoComplete="off" />
        </Field.Root>
        <Field.Root>
          <Field.Label><Trans>Quem deve enviar</Trans></Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={holder} onChange={(e) => setHolder(e.target.value)}>
              <option value="">{t`Todos`}</option>
              {Object.entries(DOCUMENT_HOLDERS).map(([key, label]) => <option key={key} value={key}>{label}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </Box>
      <Stack gap="3" aria-live="polite">
        {types && types.length === 0 && <Text color="fg.muted"><Trans>Nenhum documento encontrado.</Trans></Text>}
        {types?.map((type) => (
          <Box key={type.id} borderWidth="1px" rounded="md" p="4" data-testid="document-type-hit">
            <HStack justify="space-between" align="start" wrap="wrap" gap="2">
              <Box>
                <Text as="h2" fontWeight="semibold">{String(type.name)}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {DOCUMENT_HOLDERS[type.holder as keyof typeof DOCUMENT_HOLDERS] ?? ''}
                  {' · '}
                  {typeof type.validity_months === 'number' ? t`vale ${type.validity_months} meses` : t`não vence`}
                </Text>
              </Box>
              <HStack gap="2">
                {type.required_for_competitions === true && <Badge colorPalette="orange" variant="subtle"><Trans>Obrigatório em competições</Trans></Badge>}
                {send && <Button asChild size="sm" variant="outline"><Link to="/my/documents/create" aria-label={t`Enviar ${String(type.name)}`}><Trans>Enviar</Trans></Link></Button>}
              </HStack>
            </HStack>
            {type.description ? <Text fontSize="sm" mt="2">{String(type.description)}</Text> : null}
          </Box>
        ))}
      </Stack>
    </Page>
  );
}
