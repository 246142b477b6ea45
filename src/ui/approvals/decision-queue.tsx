// The pieces every approval queue shares (spec §4: approve or refuse with a reason in one or two
// taps, keyboard shortcuts for a long queue), whatever a request's card shows: the generic queue
// (queue-page.tsx, before/after), a person's documents and the PAR-Q (src/features/documents) draw
// their own card body and hand the rest to these. A decision is `approvals.decide` on the request,
// offline too (the server has the last word on sync); a refusal the device already knows (a PAR-Q's
// missing clearance) stays beside the buttons, as a toast may be missed in a long queue.
import { Box, Button, Card, Field, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useOnline } from '../../app/network';
import { useWrite } from '../../data/use-write';
import { writeFailureMessage } from '../../data/write-failure';

export type Decision = 'aprovado' | 'recusado' | 'devolvido';
type Asked = Exclude<Decision, 'aprovado'>;

/** Sends a decision; resolves to the refusal's pt-BR message, or null when it was recorded. */
export function useDecide(): (requestId: string, decision: Decision, reason?: string) => Promise<string | null> {
  const { t } = useLingui();
  const write = useWrite();
  const online = useOnline();
  return async (requestId, decision, reason) => {
    const said = decision === 'aprovado' ? t`Solicitação aprovada.` : decision === 'recusado' ? t`Solicitação recusada.` : t`Solicitação devolvida para correção.`;
    // Several requests of a queue may be decided at once: each keeps its own refusal, returned here.
    let refusal = writeFailureMessage();
    const ok = await write.run('approvals.decide', { id: requestId, decision, ...(reason ? { reason } : {}) }, {
      done: online ? said : `${said} ${t`Será sincronizado quando houver conexão.`}`,
      refused: (why) => (refusal = why),
    });
    return ok ? null : refusal;
  };
}

interface ControlsProps {
  /** What is decided, for the buttons' accessible names ("Aprovar RG — Maria"). */
  subject: string;
  /** The decision whose reason is being asked for, if any. */
  asking: Asked | null;
  onAsk: (decision: Asked | null) => void;
  onDecide: (decision: Decision, reason?: string) => Promise<void>;
  /** The last refusal of a decision of this request. */
  error?: string | null | undefined;
}

/** Approve at once; refuse or return after the reason (the mutator refuses them without one). */
export function DecisionControls({ subject, asking, onAsk, onDecide, error }: ControlsProps) {
  const { t } = useLingui();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (asking) reasonRef.current?.focus();
  }, [asking]);
  const act = async (decision: Decision, why?: string) => {
    setBusy(true);
    try {
      await onDecide(decision, why);
    } finally {
      setBusy(false);
    }
  };
  if (asking) {
    return (
      <Stack as="form" gap="2" aria-label={asking === 'recusado' ? t`Recusar ${subject}` : t`Devolver ${subject}`}
        onSubmit={(e) => { e.preventDefault(); if (reason.trim()) void act(asking, reason.trim()); }}>
        {error && <Text role="alert" color="red.fg" fontSize="sm">{error}</Text>}
        <Field.Root required>
          <Field.Label>{asking === 'recusado' ? t`Motivo da recusa` : t`O que a pessoa deve corrigir`}</Field.Label>
          <Textarea ref={reasonRef} value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} rows={2}
            placeholder={asking === 'devolvido' ? t`Ex.: foto ilegível, envie outra.` : t`Ex.: documento de outra pessoa.`} />
        </Field.Root>
        <HStack>
          <Button type="submit" colorPalette={asking === 'recusado' ? 'red' : 'orange'} loading={busy} disabled={!reason.trim()}>
            {asking === 'recusado' ? t`Confirmar recusa` : t`Confirmar devolução`}
          </Button>
          <Button variant="ghost" onClick={() => onAsk(null)}>{t`Cancelar`}</Button>
        </HStack>
      </Stack>
    );
  }
  return (
    <Stack gap="2">
      {error && <Text role="alert" color="red.fg" fontSize="sm">{error}</Text>}
      <HStack wrap="wrap">
        <Button loading={busy} onClick={() => void act('aprovado')} aria-keyshortcuts="a" aria-label={t`Aprovar ${subject}`}>{t`Aprovar`}</Button>
        <Button variant="outline" colorPalette="red" onClick={() => onAsk('recusado')} aria-keyshortcuts="r" aria-label={t`Recusar ${subject}`}>{t`Recusar`}</Button>
        <Button variant="outline" colorPalette="orange" onClick={() => onAsk('devolvido')} aria-keyshortcuts="d" aria-label={t`Devolver ${subject}`}>{t`Devolver`}</Button>
      </HStack>
    </Stack>
  );
}

/** One request decided on its own page (a document's, a PAR-Q's, a claim's): the controls alone. */
export function SingleDecision({ requestId, subject }: { requestId: string; subject: string }) {
  const decide = useDecide();
  const [asking, setAsking] = useState<Asked | null>(null);
  const [error, setError] = useState<string | null>(null);
  return (
    <DecisionControls subject={subject} asking={asking} onAsk={setAsking} error={error}
      onDecide={async (decision, reason) => {
        const refused = await decide(requestId, decision, reason);
        setError(refused);
        if (!refused) setAsking(null);
      }} />
  );
}

const typing = (target: EventTarget): boolean => target instanceof HTMLElement && ['TEXTAREA', 'INPUT', 'SELECT'].includes(target.tagName);

export interface DecisionListProps<T> {
  items: readonly T[];
  /** The list's accessible name (the page's title). */
  label: string;
  itemKey: (item: T) => string;
  /** The request in the approval model each item decides. */
  requestId: (item: T) => string;
  /** What is decided, for the card's and the buttons' accessible names. */
  subject: (item: T) => string;
  /** The card's body above the buttons: who asked, what changes. */
  render: (item: T) => ReactNode;
  testId: string;
}

/**
 * A queue worked from the list: j/k (or the arrows) move between requests, A approves the focused
 * one, R refuses and D returns it (the reason is asked first), Escape cancels.
 */
export function DecisionList<T>({ items, label, itemKey, requestId, subject, render, testId }: DecisionListProps<T>) {
  const decide = useDecide();
  const [focus, setFocus] = useState(0);
  const [asking, setAsking] = useState<{ key: string; decision: Asked } | null>(null);
  const [errors, setErrors] = useState<ReadonlyMap<string, string>>(new Map());
  const count = items.length;
  const index = Math.min(focus, Math.max(0, count - 1));

  const decideItem = async (item: T, decision: Decision, reason?: string) => {
    const key = itemKey(item);
    const refused = await decide(requestId(item), decision, reason);
    setErrors((prev) => {
      const next = new Map(prev);
      if (refused) next.set(key, refused);
      else next.delete(key);
      return next;
    });
    if (!refused) setAsking(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (count === 0 || typing(event.target) || event.altKey || event.ctrlKey || event.metaKey) return;
    const current = items[index]!;
    const key = event.key.toLowerCase();
    if (key === 'j' || key === 'arrowdown') setFocus(Math.min(count - 1, index + 1));
    else if (key === 'k' || key === 'arrowup') setFocus(Math.max(0, index - 1));
    else if (key === 'a') void decideItem(current, 'aprovado');
    else if (key === 'r') setAsking({ key: itemKey(current), decision: 'recusado' });
    else if (key === 'd') setAsking({ key: itemKey(current), decision: 'devolvido' });
    else if (key === 'escape') setAsking(null);
    else return;
    event.preventDefault();
  };

  return (
    <Stack gap="4" onKeyDown={onKeyDown} role="list" aria-label={label}>
      {items.map((item, i) => {
        const key = itemKey(item);
        const asked = asking?.key === key ? asking.decision : null;
        return (
          <Box role="listitem" key={key}>
            <DecisionCard focused={i === index} asking={asked} subject={subject(item)} testId={testId} onFocus={() => setFocus(i)}>
              {render(item)}
              <DecisionControls subject={subject(item)} asking={asked} error={errors.get(key)}
                onAsk={(decision) => setAsking(decision ? { key, decision } : null)}
                onDecide={(decision, reason) => decideItem(item, decision, reason)} />
            </DecisionCard>
          </Box>
        );
      })}
    </Stack>
  );
}

/** A request's card in a list: focusable, outlined when focused (the keys act on it). */
function DecisionCard({ focused, asking, subject, testId, onFocus, children }: {
  focused: boolean; asking: Asked | null; subject: string; testId: string; onFocus: () => void; children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focused && !asking) ref.current?.focus();
  }, [focused, asking]);
  return (
    <Card.Root ref={ref} role="group" tabIndex={0} onFocus={onFocus} aria-label={subject} data-testid={testId}
      borderWidth={focused ? '2px' : '1px'} borderColor={focused ? 'colorPalette.solid' : 'border'} outline="none">
      <Card.Body>
        <Stack gap="4">{children}</Stack>
      </Card.Body>
    </Card.Root>
  );
}
