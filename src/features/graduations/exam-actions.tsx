// The show page of a belt exam (federation): its candidates, the grading sheet, the results so far
// and "Confirmar exame" (`registerexams.confirm`), which promotes the approved candidates once, per
// the type's rules, and issues their certificates. Reads the replica; the refusal (a rule, or the
// examiner's grade too low) comes back in pt-BR.
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useTenantData } from '../../data/db-context';
import { useReplica } from '../../data/replica';
import { useWrite } from '../../data/use-write';
import { brDateTime } from '../../domain/dates';
import type { ShowActionsProps } from '../../ui/resource/view';
import { readExamSheet } from './graduation-data';

export function ExamActions({ record }: ShowActionsProps) {
  const { t } = useLingui();
  const { db } = useTenantData();
  const { run, busy } = useWrite();
  const id = String(record.id);
  const sheet = useReplica(() => readExamSheet(db, id), [db, id]);
  const approved = sheet?.candidates.filter((c) => c.mark?.mark.result === 'aprovado').length ?? 0;
  const failed = sheet?.candidates.filter((c) => c.mark?.mark.result === 'reprovado').length ?? 0;
  const total = sheet?.candidates.length ?? 0;
  const confirmed = record.status === 'confirmado';
  return (
    <Stack gap="3">
      <HStack gap="2" wrap="wrap">
        <Button asChild size="sm" variant="outline"><Link to="/registers/registerexams/$parent_id/registerexamcandidates" params={{ parent_id: id }}><Trans>Candidatos</Trans></Link></Button>
        <Button asChild size="sm" variant="outline"><Link to="/registers/registerexams/$id/grade" params={{ id }}><Trans>Lançar resultados</Trans></Link></Button>
        <Button asChild size="sm" variant="outline"><Link to="/registers/registertypes/$parent_id/eligibility" params={{ parent_id: String(record.registertype_id) }}><Trans>Aptidão</Trans></Link></Button>
      </HStack>
      <Text role="status" data-testid="exam-summary">{t`${total} candidatos: ${approved} aprovados, ${failed} reprovados, ${total - approved - failed} sem resultado.`}</Text>
      {confirmed ? (
        <Text fontWeight="medium">{t`Exame confirmado em ${record.confirmed_at ? brDateTime(String(record.confirmed_at)) : '—'}: graduações concedidas e certificados emitidos.`}</Text>
      ) : record.status !== 'cancelado' && (
        <HStack gap="3" wrap="wrap">
          <Button colorPalette="green" bg="green.700" color="white" _hover={{ bg: 'green.800' }} loading={busy} disabled={total === 0} onClick={() => void run('registerexams.confirm', { id }, { done: t`Exame confirmado: ${approved} graduações concedidas.` })}>
            <Trans>Confirmar exame</Trans>
          </Button>
          <Text fontSize="sm" color="fg.muted"><Trans>Os aprovados recebem a nova graduação com a data do exame e o certificado assinado; sem resultado não é promovido.</Trans></Text>
        </HStack>
      )}
    </Stack>
  );
}

/** On a register type's page: its eligibility list and its exams. */
export function RegisterTypeLinks({ record }: ShowActionsProps) {
  return (
    <HStack gap="2" wrap="wrap">
      <Button asChild size="sm" variant="outline"><Link to="/registers/registertypes/$parent_id/eligibility" params={{ parent_id: String(record.id) }}><Trans>Aptidão para graduação</Trans></Link></Button>
      <Button asChild size="sm" variant="outline"><Link to="/registers/registerexams"><Trans>Exames de graduação</Trans></Link></Button>
    </HStack>
  );
}
