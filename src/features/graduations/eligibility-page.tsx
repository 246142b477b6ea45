// `/registers/registertypes/$parent_id/eligibility` (permission `registertypes`): every register of
// the type with its next grade and "Apto", or the reasons with the day each lifts ("mínimo 1,5 ano
// na faixa roxa: apto em 10/07/2027"), and the documents that block it on the chosen exam day. From
// the replica only (graduation-data.ts), so it opens offline; the rules are the domain's.
import { Badge, Box, Button, Field, HStack, Input, List, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTenantData } from '../../data/db-context';
import { useReplica } from '../../data/replica';
import { isoDayToBr, todayInBrasilia } from '../../domain/dates';
import { reasonText } from '../../domain/registers/graduation-rules';
import { Page } from '../../ui/page';
import { ListSkeleton } from '../../ui/resource/list-states';
import { readEligibility, type EligibilityLine } from './graduation-data';

type Filter = 'todos' | 'aptos' | 'pendentes';

export function EligibilityPage() {
  const { t } = useLingui();
  const { db } = useTenantData();
  const { parent_id: typeId = '' } = useParams({ strict: false }) as { parent_id?: string };
  const [day, setDay] = useState(todayInBrasilia());
  const [filter, setFilter] = useState<Filter>('todos');
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(day);
  const list = useReplica(() => readEligibility(db, typeId, valid ? day : todayInBrasilia()), [db, typeId, day, valid]);
  const shown = useMemo(() => (list?.lines ?? []).filter((l) => filter === 'todos' || (filter === 'aptos') === (l.eligibility.apto && l.documents.length === 0)), [list, filter]);
  const aptos = list?.lines.filter((l) => l.eligibility.apto && l.documents.length === 0).length ?? 0;
  return (
    <Page
      title={list?.type ? t`Aptidão para graduação: ${String(list.type.name)}` : t`Aptidão para graduação`}
      description={t`Cada registro com a próxima graduação: apto, ou os motivos e a data em que deixam de valer. Documentos obrigatórios vencidos ou não enviados até o dia do exame também impedem.`}
      actions={<Button asChild variant="outline" size="sm"><Link to="/registers/registertypes/show/$id" params={{ id: typeId }}><Trans>Voltar ao tipo de registro</Trans></Link></Button>}
    >
      <Stack gap="5">
        <HStack gap="4" wrap="wrap" align="end">
          <Field.Root maxW="14rem">
            <Field.Label><Trans>Dia do exame</Trans></Field.Label>
            <Input type="date" value={day} onChange={(e) => setDay(e.target.value)} data-testid="eligibility-day" />
          </Field.Root>
          <Field.Root maxW="14rem">
            <Field.Label><Trans>Mostrar</Trans></Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={filter} onChange={(e) => setFilter(e.target.value as Filter)}>
                <option value="todos">{t`Todos`}</option>
                <option value="aptos">{t`Somente aptos`}</option>
                <option value="pendentes">{t`Somente não aptos`}</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          {list && <Text role="status" color="fg.muted">{t`${aptos} de ${list.lines.length} aptos em ${valid ? isoDayToBr(day) : '—'}`}</Text>}
        </HStack>
        {!list ? <ListSkeleton rows={4} /> : list.lines.length === 0 ? (
          <Text color="fg.muted"><Trans>Nenhum registro neste tipo ainda. Os registros cadastrados aparecem aqui com a aptidão de cada pessoa.</Trans></Text>
        ) : (
          <Stack as="ul" gap="3" listStyleType="none" aria-label={t`Registros e aptidão`}>
            {shown.map((line) => <Line key={line.register.id} line={line} />)}
            {shown.length === 0 && <Text as="li" color="fg.muted"><Trans>Nenhum registro neste filtro.</Trans></Text>}
          </Stack>
        )}
      </Stack>
    </Page>
  );
}

function Line({ line }: { line: EligibilityLine }) {
  const { t } = useLingui();
  const e = line.eligibility;
  const apto = e.apto && line.documents.length === 0;
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p="3" data-testid="eligibility-line">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Box>
          <Link to="/registers/registers/show/$id" params={{ id: line.register.id }}>
            <Text as="span" fontWeight="semibold">{line.name}</Text>
          </Link>
          <Text fontSize="sm" color="fg.muted">
            {[line.register.number ? t`Nº ${String(line.register.number)}` : null, e.current ? e.current.name : t`Sem graduação`, e.next ? t`próxima: ${e.next.name}` : null].filter(Boolean).join(' · ')}
          </Text>
        </Box>
        <Badge variant="solid" size="md" color="white" bg={apto ? 'green.700' : 'orange.800'}>{apto ? t`Apto` : t`Não apto`}</Badge>
      </HStack>
      {(e.reasons.length > 0 || line.documents.length > 0) && (
        <List.Root fontSize="sm" mt="2" ps="5">
          {e.reasons.map((r) => <List.Item key={r.text}>{reasonText(r)}</List.Item>)}
          {line.documents.map((d) => (
            <List.Item key={d.type}>{d.expiredOn ? t`${d.type}: vencido em ${isoDayToBr(d.expiredOn)}` : t`${d.type}: não enviado`}</List.Item>
          ))}
        </List.Root>
      )}
      {!e.apto && e.aptoOn && <Text fontSize="sm" mt="1" fontWeight="medium">{t`Apto a partir de ${isoDayToBr(e.aptoOn)}`}</Text>}
    </Box>
  );
}
