// The reviewer's queues (spec §4): one screen per flow, at the spec's routes, all this component.
// Each pending request shows who asked, when, and the change before/after side by side; approving
// is one tap, refusing or returning two (the reason, then confirm). For a long queue: j/k (or the
// arrows) move between requests, A approves, R refuses, D returns. Reads the local replica only;
// decisions go through approvals.decide (offline too: the server has the last word on sync).
import { Badge, Box, Button, Card, Link as ChakraLink, Field, HStack, Heading, Spinner, Stack, Text, Textarea } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { notifyError, notifySuccess } from '../../app/notices';
import type { ApprovalRow } from '../../domain/approvals/approval-row';
import { findKind } from '../../domain/approvals/kinds';
import { isMutationError } from '../../domain/mutators/types';
import { useTenantData } from '../../data/db-context';
import { useMutate } from '../../data/hooks';
import { Page } from '../../ui/page';
import { usePending } from './approval-queries';
import { ChangeView } from './change-view';
import { brDateTime } from './dates';

type Decision = 'aprovado' | 'recusado' | 'devolvido';

/** The requester's name from their profile, when this device holds it. */
function useRequesterName(userId: string): string | undefined {
  const { db } = useTenantData();
  return useLiveQuery(async () => {
    const [profile] = await db.rows('profiles').where('user_id').equals(userId).toArray();
    return profile ? String(profile.social_name || profile.name) : undefined;
  }, [db, userId]);
}

interface ItemProps {
  request: ApprovalRow;
  focused: boolean;
  asking: Decision | null;
  onFocus: () => void;
  onDecide: (decision: Decision, reason?: string) => Promise<void>;
  onAsk: (decision: Decision | null) => void;
}

export function QueueItem({ request, focused, asking, onFocus, onDecide, onAsk }: ItemProps) {
  const { t } = useLingui();
  const name = useRequesterName(request.requested_by) ?? t`Pessoa sem cadastro neste aparelho`;
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (focused && !asking) ref.current?.focus();
  }, [focused, asking]);
  useEffect(() => {
    if (asking) reasonRef.current?.focus();
  }, [asking]);
  const kind = findKind(request.kind);
  const headingId = `req-${request.id}`;
  const act = async (decision: Decision, why?: string) => {
    setBusy(true);
    try {
      await onDecide(decision, why);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card.Root
      ref={ref}
      tabIndex={0}
      onFocus={onFocus}
      aria-labelledby={headingId}
      data-testid="approval-item"
      borderWidth={focused ? '2px' : '1px'}
      borderColor={focused ? 'colorPalette.solid' : 'border'}
      outline="none"
    >
      <Card.Body>
        <Stack gap="4">
          <Stack gap="1">
            <Heading as="h2" size="md" id={headingId}>{name}</Heading>
            <Text fontSize="sm" color="fg.muted">
              {kind?.label ?? request.kind} · {t`pedido em ${brDateTime(request.requested_at)}`}
              {request.history.length > 1 && <> · <Badge colorPalette="orange">{t`reenviado`}</Badge></>}
            </Text>
          </Stack>
          <ChangeView request={request} />
          {asking ? (
            <Stack gap="2">
              <Field.Root required>
                <Field.Label>{asking === 'recusado' ? t`Motivo da recusa` : t`O que a pessoa deve corrigir`}</Field.Label>
                <Textarea ref={reasonRef} value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} rows={2} />
              </Field.Root>
              <HStack>
                <Button
                  colorPalette={asking === 'recusado' ? 'red' : undefined}
                  loading={busy}
                  disabled={!reason.trim()}
                  onClick={() => void act(asking, reason.trim())}
                >
                  {asking === 'recusado' ? t`Confirmar recusa` : t`Confirmar devolução`}
                </Button>
                <Button variant="ghost" onClick={() => onAsk(null)}>{t`Cancelar`}</Button>
              </HStack>
            </Stack>
          ) : (
            <HStack wrap="wrap">
              <Button loading={busy} onClick={() => void act('aprovado')} aria-keyshortcuts="a" aria-label={t`Aprovar a solicitação de ${name}`}>
                {t`Aprovar`}
              </Button>
              <Button variant="outline" colorPalette="red" onClick={() => onAsk('recusado')} aria-keyshortcuts="r" aria-label={t`Recusar a solicitação de ${name}`}>
                {t`Recusar`}
              </Button>
              <Button variant="outline" onClick={() => onAsk('devolvido')} aria-keyshortcuts="d" aria-label={t`Devolver para correção a solicitação de ${name}`}>
                {t`Devolver`}
              </Button>
            </HStack>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

const typing = (target: EventTarget): boolean => target instanceof HTMLElement && ['TEXTAREA', 'INPUT', 'SELECT'].includes(target.tagName);

/** A sibling queue: the spec's menu has no entry for some (social names, identity changes). */
export interface RelatedQueue { path: string; title: string }

/** The queue of one flow (or a few): pending requests of `kinds`, oldest first. */
export function ApprovalQueue({ kinds, title, related = [] }: { kinds: readonly string[]; title: string; related?: readonly RelatedQueue[] }) {
  const { t } = useLingui();
  const pending = usePending(kinds);
  const mutate = useMutate();
  const [focus, setFocus] = useState(0);
  const [asking, setAsking] = useState<{ id: string; decision: Decision } | null>(null);
  const count = pending?.length ?? 0;
  const index = Math.min(focus, Math.max(0, count - 1));

  const decide = async (request: ApprovalRow, decision: Decision, reason?: string) => {
    try {
      await mutate('approvals.decide', { id: request.id, decision, ...(reason ? { reason } : {}) });
      setAsking(null);
      notifySuccess(decision === 'aprovado' ? t`Solicitação aprovada.` : decision === 'recusado' ? t`Solicitação recusada.` : t`Solicitação devolvida para correção.`);
    } catch (error) {
      notifyError(isMutationError(error) ? error.message : t`Não foi possível registrar a decisão.`);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!pending || count === 0 || typing(event.target) || event.altKey || event.ctrlKey || event.metaKey) return;
    const current = pending[index]!;
    const key = event.key.toLowerCase();
    if (key === 'j' || key === 'arrowdown') setFocus(Math.min(count - 1, index + 1));
    else if (key === 'k' || key === 'arrowup') setFocus(Math.max(0, index - 1));
    else if (key === 'a') void decide(current, 'aprovado');
    else if (key === 'r') setAsking({ id: current.id, decision: 'recusado' });
    else if (key === 'd') setAsking({ id: current.id, decision: 'devolvido' });
    else if (key === 'escape') setAsking(null);
    else return;
    event.preventDefault();
  };

  return (
    <Page
      title={title}
      description={t`Aprovar: A · Recusar: R · Devolver: D · próxima/anterior: J/K`}
      actions={pending && <Badge size="lg" aria-live="polite">{t`${count} pendente(s)`}</Badge>}
    >
      {related.length > 0 && (
        <HStack as="nav" aria-label={t`Outras filas de aprovação`} gap="4" mb="4" wrap="wrap">
          {related.map((q) => <ChakraLink key={q.path} asChild><Link to={q.path}>{q.title}</Link></ChakraLink>)}
        </HStack>
      )}
      {pending === undefined ? (
        <HStack role="status"><Spinner size="sm" /><Text>{t`Carregando solicitações…`}</Text></HStack>
      ) : count === 0 ? (
        <Box role="status" borderWidth="1px" borderStyle="dashed" rounded="md" p="8" textAlign="center" data-testid="approval-empty">
          <Text fontWeight="medium">{t`Nenhuma solicitação pendente.`}</Text>
          <Text color="fg.muted" fontSize="sm">{t`As novas aparecem aqui assim que chegam a este aparelho.`}</Text>
        </Box>
      ) : (
        <Stack gap="4" onKeyDown={onKeyDown} role="list" aria-label={title}>
          {pending.map((request, i) => (
            <Box role="listitem" key={request.id}>
              <QueueItem
                request={request}
                focused={i === index}
                asking={asking?.id === request.id ? asking.decision : null}
                onFocus={() => setFocus(i)}
                onAsk={(decision) => setAsking(decision ? { id: request.id, decision } : null)}
                onDecide={(decision, reason) => decide(request, decision, reason)}
              />
            </Box>
          ))}
        </Stack>
      )}
    </Page>
  );
}
