// A person's consents, from the local replica: each one with what it allows, its
// state and since when, and its history. Granting or withdrawing writes `consents.set` through the
// outbox (offline too); the server logs the change with its own clock. A minor sees theirs but
// cannot change them: their guardian does (the same panel on /my/dependants/{id}).
import { Badge, Box, HStack, Heading, Stack, Switch, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useReplica } from '../../data/replica';
import { useState } from 'react';
import { useTenantData } from '../../data/db-context';
import { useWrite } from '../../data/use-write';
import { MINOR_CONSENT } from '../../domain/privacy/consents';
import { CONSENT_KINDS, CONSENT_PURPOSES, type ConsentKind } from '../../domain/resources/consents';
import { brDateTime } from '../../domain/dates';

interface HistoryEntry { granted: boolean; by: string; at: string }

export function ConsentsPanel({ userId, locked }: { userId: string; locked: boolean }) {
  const { t } = useLingui();
  const { db, userId: me } = useTenantData();
  const { run } = useWrite();
  // Which consent is being written (one switch waits, the others stay usable).
  const [busy, setBusy] = useState<string | null>(null);
  const rows = useReplica(async () => new Map((await db.rows('consents').where('user_id').equals(userId).toArray()).map((r) => [String(r.kind), r])), [db, userId]);
  const change = async (kind: ConsentKind, granted: boolean) => {
    setBusy(kind);
    await run('consents.set', { user_id: userId, kind, granted }, { done: granted ? t`Consentimento dado.` : t`Consentimento retirado.` });
    setBusy(null);
  };
  // Who changed it, as the reader sees it: themselves, the person (on a guardian's device), or the guardian.
  const who = (id: string) => (id === me ? t`por você` : id === userId ? t`pela própria pessoa` : t`pelo responsável`);
  return (
    <Stack gap="3" as="section" aria-labelledby="consents-title">
      <Heading as="h2" size="md" id="consents-title">{t`Consentimentos`}</Heading>
      {locked && <Text color="fg.muted">{MINOR_CONSENT}</Text>}
      {(Object.keys(CONSENT_KINDS) as ConsentKind[]).map((kind) => {
        const row = rows?.get(kind);
        const granted = row?.granted === true;
        const history = (Array.isArray(row?.history) ? row.history : []) as HistoryEntry[];
        return (
          <Box key={kind} borderWidth="1px" rounded="md" p="4" data-testid={`consent-${kind}`} data-granted={granted ? 'true' : 'false'}>
            <Stack gap="2">
              <HStack justify="space-between" align="flex-start" gap="4">
                <Switch.Root checked={granted} disabled={locked || busy !== null || rows === undefined}
                  onCheckedChange={(e) => void change(kind, e.checked)}>
                  <Switch.HiddenInput />
                  <Switch.Control />
                  <Switch.Label fontWeight="medium">{CONSENT_KINDS[kind]}</Switch.Label>
                </Switch.Root>
                <Badge colorPalette={granted ? 'green' : 'gray'}>{granted ? t`Dado` : t`Não dado`}</Badge>
              </HStack>
              <Text fontSize="sm">{CONSENT_PURPOSES[kind]}</Text>
              {row && <Text fontSize="sm" color="fg.muted">{granted ? t`Dado em ${brDateTime(String(row.at))} ${who(String(row.by))}.` : t`Retirado em ${brDateTime(String(row.at))} ${who(String(row.by))}.`}</Text>}
              {history.length > 1 && (
                <details>
                  <summary>{t`Histórico (${history.length} mudanças)`}</summary>
                  <Stack as="ul" gap="1" mt="2" pl="5">
                    {[...history].reverse().map((h, i) => (
                      <Text as="li" fontSize="sm" key={`${h.at}-${i}`}>{h.granted ? t`Dado em ${brDateTime(h.at)} ${who(h.by)}` : t`Retirado em ${brDateTime(h.at)} ${who(h.by)}`}</Text>
                    ))}
                  </Stack>
                </details>
              )}
            </Stack>
          </Box>
        );
      })}
    </Stack>
  );
}
