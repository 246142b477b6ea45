// `/my/registers/exams`: the belt exams the signed-in person examines (head or assistant), from the
// replica (they arrive by relation), each opening its grading sheet, which works offline.
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useTenantData } from '../../data/db-context';
import { useReplica } from '../../data/replica';
import { isoDayToBr } from '../../domain/dates';
import type { StoredRow } from '../../domain/mutators/index';
import { EXAM_STATUSES, type ExamStatus } from '../../domain/resources/registerexams';
import { Page } from '../../ui/page';
import { ListSkeleton } from '../../ui/resource/list-states';

export function MyExamsPage() {
  const { t } = useLingui();
  const { db, userId } = useTenantData();
  const exams = useReplica(async () => {
    if (!userId) return [];
    const [head, assistant] = await Promise.all([
      db.rows('registerexams').where('examiner_user_id').equals(userId).toArray(),
      db.rows('registerexams').filter((e) => e.examiner2_user_id === userId).toArray(),
    ]);
    const types = new Map(((await db.rows('registertypes').toArray()) as StoredRow[]).map((r) => [r.id, String(r.name)]));
    return ([...head, ...assistant] as StoredRow[]).sort((a, b) => String(b.date).localeCompare(String(a.date))).map((e) => ({ exam: e, type: types.get(String(e.registertype_id)) ?? '' }));
  }, [db, userId]);
  return (
    <Page title={t`Exames que examino`} description={t`Abra o exame com internet uma vez; depois os resultados podem ser lançados sem sinal.`} narrow>
      {!exams ? <ListSkeleton rows={2} /> : exams.length === 0 ? (
        <Text color="fg.muted"><Trans>Nenhum exame de graduação com você como examinador(a).</Trans></Text>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none">
          {exams.map(({ exam, type }) => (
            <Box as="li" key={exam.id} borderWidth="1px" borderRadius="md" p="4">
              <Text fontWeight="semibold">{[type, isoDayToBr(String(exam.date))].filter(Boolean).join(' · ')}</Text>
              <Text fontSize="sm" color="fg.muted">{[exam.place ? String(exam.place) : null, EXAM_STATUSES[exam.status as ExamStatus]].filter(Boolean).join(' · ')}</Text>
              <Button asChild mt="2" size="md">
                <Link to="/registers/registerexams/$id/grade" params={{ id: exam.id }}><Trans>Lançar resultados</Trans></Link>
              </Button>
            </Box>
          ))}
        </Stack>
      )}
    </Page>
  );
}
