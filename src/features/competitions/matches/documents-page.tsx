// `/competitions/competitions/documents` (permission documents): one match's documents, chosen from a
// competition's duels. The dueldocuments rows (title, kind, address, published), added and removed
// through the outbox, and, once the súmula is confirmed (duels.sumula_status 'confirmada'), its
// printable view and PDF at `…/duels/show/{duel}/sumula` (built by the súmula screens).
import { Alert, Badge, Box, Button, Checkbox, Field, HStack, Input, Link as ChakraLink, List, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useReplica } from '../../../data/replica';
import { useState, type FormEvent } from 'react';
import { useTenantData } from '../../../data/db-context';
import { useWrite } from '../../../data/use-write';
import type { Row } from '../../../domain/competitions/competition-rows';
import type { Row as ResourceRow } from '../../../domain/resources/index';
import { DUEL_DOCUMENT_KINDS } from '../../../domain/resources/dueldocuments';
import { uuidv7 } from '../../../domain/uuid';
import { Page } from '../../../ui/page';
import { ListSkeleton } from '../../../ui/resource/list-states';
import { MatchPicker, type PickedMatch } from './match-picker';

// The select offers only the declared kinds.
type DocumentKind = ResourceRow<'dueldocuments'>['kind'];

/** The printable súmula of a confirmed match (the súmula screens serve it). */
export const sumulaPath = (duel: Row): string => `/competitions/competitions/${String(duel.competition_id)}/duels/show/${duel.id}/sumula`;

export function MatchDocumentsPage() {
  const { t } = useLingui();
  const [choice, setChoice] = useState({ competitionId: '', duelId: '' });
  return (
    <Page title={t`Documentos das partidas`} description={t`Escolha o jogo para ver a súmula e os demais documentos da partida.`}>
      <MatchPicker competitionId={choice.competitionId} duelId={choice.duelId} onChange={(competitionId, duelId) => setChoice({ competitionId, duelId })}>
        {(picked, loading) => (loading ? <ListSkeleton rows={2} /> : picked ? <Documents key={picked.duel.id} picked={picked} /> : (
          <Text color="fg.muted"><Trans>Escolha a competição e o jogo para ver os seus documentos.</Trans></Text>
        ))}
      </MatchPicker>
    </Page>
  );
}

function Documents({ picked }: { picked: PickedMatch }) {
  const { t } = useLingui();
  const { db } = useTenantData();
  const { run } = useWrite();
  const docs = useReplica(async () => ((await db.rows('dueldocuments').where('duel_id').equals(picked.duel.id).toArray()) as Row[])
    .sort((a, b) => String(a.title).localeCompare(String(b.title), 'pt-BR')), [db, picked.duel.id]);
  const confirmed = picked.duel.sumula_status === 'confirmada';
  const remove = (doc: Row) => run('dueldocuments.delete', { id: doc.id }, { done: t`Documento removido.` });
  return (
    <Stack gap="6">
      <Box as="section" aria-labelledby="docs-title">
        <Text as="h2" id="docs-title" fontSize="lg" fontWeight="semibold" mb="3">{t`Documentos de ${picked.title}`}</Text>
        <List.Root variant="plain" gap="3">
          <List.Item display="block">
            {confirmed ? (
              <HStack gap="2" wrap="wrap">
                <ChakraLink asChild fontWeight="medium"><Link to={sumulaPath(picked.duel)}><Trans>Súmula (PDF)</Trans></Link></ChakraLink>
                <Badge colorPalette="green" variant="subtle"><Trans>Confirmada</Trans></Badge>
              </HStack>
            ) : (
              <Text color="fg.muted">{picked.duel.sumula_status === 'divergencia' ? t`Súmula em divergência: o PDF fica disponível depois da resolução.` : t`Súmula ainda não confirmada pelo árbitro.`}</Text>
            )}
          </List.Item>
          {docs === undefined ? <ListSkeleton rows={2} /> : docs.map((doc) => (
            <List.Item key={doc.id} display="block" data-testid="match-document">
              <HStack gap="2" wrap="wrap">
                <ChakraLink href={String(doc.url)} target="_blank" rel="noopener noreferrer" fontWeight="medium">{String(doc.title)}</ChakraLink>
                <Badge variant="subtle">{DUEL_DOCUMENT_KINDS[doc.kind as keyof typeof DUEL_DOCUMENT_KINDS] ?? String(doc.kind)}</Badge>
                {doc.published ? <Badge colorPalette="blue" variant="subtle"><Trans>Publicado</Trans></Badge> : null}
                <Button size="xs" variant="outline" colorPalette="red" onClick={() => void remove(doc)} aria-label={t`Remover ${String(doc.title)}`}><Trans>Remover</Trans></Button>
              </HStack>
            </List.Item>
          ))}
        </List.Root>
        {docs?.length === 0 && <Text color="fg.muted" mt="2"><Trans>Nenhum outro documento anexado a este jogo.</Trans></Text>}
      </Box>
      <AddDocument picked={picked} />
    </Stack>
  );
}

function AddDocument({ picked }: { picked: PickedMatch }) {
  const { t } = useLingui();
  const { run, error: message, fields: errors } = useWrite();
  const empty: { title: string; kind: DocumentKind; url: string; published: boolean } = { title: '', kind: 'relatorio', url: '', published: false };
  const [form, setForm] = useState(empty);

  async function save(event: FormEvent) {
    event.preventDefault();
    const args = { id: uuidv7(), competition_id: picked.competition.id, duel_id: picked.duel.id, ...form, title: form.title.trim(), url: form.url.trim() };
    if (await run('dueldocuments.put', args, { inline: true, done: t`Documento adicionado.` })) setForm(empty);
  }

  return (
    <Box as="form" onSubmit={(e) => void save(e)} aria-labelledby="add-doc-title" borderTopWidth="1px" pt="4">
      <Text as="h2" id="add-doc-title" fontSize="lg" fontWeight="semibold" mb="3"><Trans>Adicionar documento</Trans></Text>
      <Stack gap="3">
        <Stack direction={{ base: 'column', md: 'row' }} gap="3">
          <Field.Root required invalid={Boolean(errors.title)}>
            <Field.Label><Trans>Título</Trans></Field.Label>
            <Input value={form.title} maxLength={160} onChange={(e) => setForm({ ...form, title: e.target.value })} />
            {errors.title && <Field.ErrorText>{errors.title}</Field.ErrorText>}
          </Field.Root>
          <Field.Root>
            <Field.Label><Trans>Tipo</Trans></Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={form.kind} onChange={(e) => setForm({ ...form, kind: e.target.value as DocumentKind })}>
                {Object.entries(DUEL_DOCUMENT_KINDS).map(([k, label]) => <option key={k} value={k}>{label}</option>)}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        </Stack>
        <Field.Root required invalid={Boolean(errors.url)}>
          <Field.Label><Trans>Endereço</Trans></Field.Label>
          <Input type="url" value={form.url} placeholder="https://" onChange={(e) => setForm({ ...form, url: e.target.value })} />
          {errors.url && <Field.ErrorText>{errors.url}</Field.ErrorText>}
        </Field.Root>
        <Checkbox.Root checked={form.published} onCheckedChange={(e) => setForm((f) => ({ ...f, published: e.checked === true }))}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label><Trans>Publicado</Trans></Checkbox.Label>
        </Checkbox.Root>
        {message && <Alert.Root status="error"><Alert.Indicator /><Alert.Title>{message}</Alert.Title></Alert.Root>}
        <Button type="submit" alignSelf="start"><Trans>Adicionar documento</Trans></Button>
      </Stack>
    </Box>
  );
}
