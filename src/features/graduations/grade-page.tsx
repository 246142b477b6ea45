// `/registers/registerexams/$id/grade`: the examiner's sheet on a phone, with or without signal. It
// reads the exam, its candidates and marks from the replica (they reach the examiners' phones by
// relation: relations.ts) and each tap is `registerexams.mark` with an id made here, saved in the
// outbox at once and pushed when the network returns; two phones grading the same exam both land,
// and a second tap for a candidate is a correction, shown as such. Big buttons, one column.
import { Badge, Box, Button, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useParams } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useOnline } from '../../app/network';
import { useTenantData } from '../../data/db-context';
import { useReplica } from '../../data/replica';
import { useWrite } from '../../data/use-write';
import { isoDayToBr } from '../../domain/dates';
import { MARK_RESULTS, type MarkResult } from '../../domain/resources/registerexammarks';
import { uuidv7 } from '../../domain/uuid';
import { Page } from '../../ui/page';
import { PendingBadge } from '../../ui/resource/list-view';
import { ListSkeleton } from '../../ui/resource/list-states';
import { usePendingIds } from '../../ui/resource/use-replica';
import { readExamSheet, type CandidateLine } from './graduation-data';

export function GradePage() {
  const { t } = useLingui();
  const { db } = useTenantData();
  const online = useOnline();
  const { id = '' } = useParams({ strict: false }) as { id?: string };
  const sheet = useReplica(() => readExamSheet(db, id), [db, id]);
  const markIds = useMemo(() => (sheet?.candidates ?? []).flatMap((c) => (c.mark ? [c.mark.mark.id] : [])), [sheet]);
  const pending = usePendingIds('registerexammarks', markIds);
  const exam = sheet?.exam;
  const closed = exam?.status === 'confirmado' || exam?.status === 'cancelado';
  const graded = sheet?.candidates.filter((c) => c.mark).length ?? 0;
  return (
    <Page
      title={t`Lançar resultados do exame`}
      description={exam ? [sheet.typeName, isoDayToBr(String(exam.date)), exam.place ? String(exam.place) : null].filter(Boolean).join(' · ') : undefined}
      narrow
    >
      {!sheet ? <ListSkeleton rows={3} /> : !exam ? (
        <Text><Trans>Exame não encontrado neste aparelho. Abra com internet uma vez para recebê-lo.</Trans></Text>
      ) : (
        <Stack gap="4">
          <Text role="status" fontSize="sm" color="fg.muted" data-testid="grade-status">
            {online ? t`${graded} de ${sheet.candidates.length} candidatos com resultado.` : t`Sem internet: ${graded} de ${sheet.candidates.length} com resultado. Os resultados ficam neste aparelho e são enviados quando a conexão voltar.`}
          </Text>
          {closed && <Text fontWeight="medium">{exam.status === 'confirmado' ? t`Exame confirmado pela federação: os resultados não mudam mais.` : t`Exame cancelado.`}</Text>}
          {sheet.candidates.length === 0 ? <Text color="fg.muted"><Trans>Nenhum candidato neste exame ainda.</Trans></Text> : (
            <Stack as="ul" gap="3" listStyleType="none" aria-label={t`Candidatos`}>
              {sheet.candidates.map((c) => <CandidateCard key={c.candidate.id} examId={id} line={c} closed={closed} pending={c.mark ? pending.has(c.mark.mark.id) : false} />)}
            </Stack>
          )}
        </Stack>
      )}
    </Page>
  );
}

// Solid choices in the 700 shades: white text on them passes WCAG AA (the 600 greens do not).
const SOLID = {
  green: { bg: 'green.700', color: 'white', _hover: { bg: 'green.800' } },
  red: { bg: 'red.700', color: 'white', _hover: { bg: 'red.800' } },
} as const;

const label = (result: unknown): string => MARK_RESULTS[result as MarkResult] ?? '';

function CandidateCard({ examId, line, closed, pending }: { examId: string; line: CandidateLine; closed: boolean; pending: boolean }) {
  const { t } = useLingui();
  const { run } = useWrite();
  const result = line.mark?.mark.result as MarkResult | undefined;
  const previous = line.mark?.corrected.at(-1)?.result;
  const headingId = `candidate-${line.candidate.id}`;
  const mark = (next: MarkResult) => {
    if (next === result) return;
    void run('registerexams.mark', { id: uuidv7(), exam_id: examId, register_id: String(line.candidate.register_id), result: next });
  };
  return (
    <Box as="li" borderWidth="1px" borderRadius="lg" p="4" aria-labelledby={headingId} data-testid="exam-candidate">
      <HStack gap="3" align="start">
        {line.photo && <Image src={line.photo} alt="" boxSize="14" borderRadius="md" objectFit="cover" />}
        <Box flex="1">
          <Text as="h2" id={headingId} fontSize="lg" fontWeight="semibold">{line.name}</Text>
          <Text fontSize="sm" color="fg.muted">{t`${line.current || 'Sem graduação'} → ${line.target || '—'}`}</Text>
          <HStack gap="2" mt="1" wrap="wrap">
            {result ? <Badge size="md" variant="solid" bg={result === 'aprovado' ? 'green.700' : 'red.700'} color="white" data-testid="candidate-result">{label(result)}</Badge>
              : <Badge size="md" variant="outline">{t`Sem resultado`}</Badge>}
            {previous !== undefined && <Text fontSize="sm" data-testid="candidate-correction">{t`Corrigido (antes: ${label(previous)})`}</Text>}
            {pending && <PendingBadge />}
          </HStack>
        </Box>
      </HStack>
      {!closed && (
        <HStack gap="3" mt="3">
          <Button flex="1" minH="14" fontSize="lg" colorPalette="green" variant={result === 'aprovado' ? 'solid' : 'outline'} {...(result === 'aprovado' ? SOLID.green : {})}
            aria-pressed={result === 'aprovado'} aria-label={t`Aprovado: ${line.name}`} onClick={() => mark('aprovado')}>
            <Trans>Aprovado</Trans>
          </Button>
          <Button flex="1" minH="14" fontSize="lg" colorPalette="red" variant={result === 'reprovado' ? 'solid' : 'outline'} {...(result === 'reprovado' ? SOLID.red : {})}
            aria-pressed={result === 'reprovado'} aria-label={t`Reprovado: ${line.name}`} onClick={() => mark('reprovado')}>
            <Trans>Reprovado</Trans>
          </Button>
        </HStack>
      )}
    </Box>
  );
}
