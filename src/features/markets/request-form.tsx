// The transfer request (transfers.request), by the destination entity's manager or the federation,
// queued like every write so it can be made offline at the gym. The athlete is found in the replica
// by CPF or name (their entity becomes the origin); a club's device does not hold another entity's
// people, so a whole CPF it does not know goes as it is, with the origin the person names, and the
// server finds the athlete there. The rules the device can judge are previewed as the form changes;
// the server's refusals of earlier requests are listed beside it (RefusedRequests) in its pt-BR words.
import { Alert, Box, Button, Field, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useTenantData } from '../../data/db-context';
import { useReplica } from '../../data/replica';
import { useWrite } from '../../data/use-write';
import { formatCpf, isValidCpf, onlyDigits } from '../../domain/cpf';
import { brDateTime } from '../../domain/dates';
import type { Refusal } from '../../domain/markets/rules';
import type { StoredRow } from '../../domain/mutators/types';
import { normalizeSearch } from '../../domain/resources/search';
import { uuidv7 } from '../../domain/uuid';
import { openAt, str, useEntityNames, useMarkets, useRefusedTransferWrites } from './market-data';
import { previewRefusals } from './preview';

function Select({ label, value, onChange, children, help }: { label: string; value: string; onChange: (v: string) => void; children: ReactNode; help?: string }) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)}>{children}</NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {help && <Field.HelperText>{help}</Field.HelperText>}
    </Field.Root>
  );
}

/** Markets with a window open now by this device's clock come first, and the first of them is chosen. */
function useMarketChoices(): { markets: StoredRow[]; open: ReadonlySet<string> } | undefined {
  const { db } = useTenantData();
  const markets = useMarkets();
  const windows = useReplica(async () => db.rows('marketwindows').toArray(), [db]);
  return useMemo(() => {
    if (!markets || !windows) return undefined;
    const now = new Date().toISOString();
    const open = new Set(markets.filter((m) => openAt(windows.filter((w) => w.market_id === m.id), now)).map((m) => m.id));
    return { markets: [...markets].sort((a, b) => Number(open.has(b.id)) - Number(open.has(a.id))), open };
  }, [markets, windows]);
}

/** Profiles of the replica matching a whole CPF or the start of a name, not already at `to`. */
function useAthleteMatches(query: string, to: string): StoredRow[] | undefined {
  const { db } = useTenantData();
  return useReplica(async () => {
    const digits = onlyDigits(query);
    let rows: StoredRow[] = [];
    if (digits.length === 11) rows = await db.rows('profiles').where('cpf').equals(digits).toArray();
    else if (normalizeSearch(query).length >= 3) rows = await db.rows('profiles').where('name_search').startsWith(normalizeSearch(query)).limit(20).toArray();
    return rows.filter((p) => p.association_id !== to).slice(0, 8);
  }, [db, query, to]);
}

export interface RequestFormProps {
  /** The destination, fixed on a manager's screen; the federation chooses it. */
  to?: string;
  /** Where the new request opens. */
  onSaved: (id: string) => void;
}

export function TransferRequestForm({ to: fixedTo, onSaved }: RequestFormProps) {
  const { t } = useLingui();
  const { db, userId } = useTenantData();
  const choices = useMarketChoices();
  const names = useEntityNames();
  const write = useWrite();
  const [marketId, setMarketId] = useState('');
  const [chosenTo, setChosenTo] = useState('');
  const [query, setQuery] = useState('');
  const [athlete, setAthlete] = useState<StoredRow | null>(null);
  const [origin, setOrigin] = useState('');
  const [preview, setPreview] = useState<Refusal[] | null>(null);
  const to = fixedTo ?? chosenTo;
  const matches = useAthleteMatches(query, to);
  const market = marketId || choices?.markets[0]?.id || '';
  const cpf = onlyDigits(query);
  const byCpf = !athlete && cpf.length === 11 && isValidCpf(cpf) && matches?.length === 0;
  const from = athlete ? (str(athlete.association_id) || null) : (origin || null);

  useEffect(() => {
    let live = true;
    if (!market || !to || (!athlete && !byCpf)) {
      setPreview(null);
      return;
    }
    void previewRefusals(db, { marketId: market, profileId: athlete?.id ?? null, from, to, now: new Date().toISOString(), userId: userId ?? '' })
      .then((r) => { if (live) setPreview(r); });
    return () => { live = false; };
  }, [db, market, to, athlete, byCpf, from, userId]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!market || !to || (!athlete && !byCpf)) return;
    const id = uuidv7();
    const args = { id, market_id: market, from_association_id: from, to_association_id: to, ...(athlete ? { profile_id: athlete.id } : { cpf }) };
    const saved = await write.run('transfers.request', args, { inline: true, done: t`Pedido de transferência salvo. Ele segue para o servidor assim que houver conexão.` });
    if (saved) onSaved(id);
  };

  if (!choices || !names) return <Text color="fg.muted">{t`Carregando…`}</Text>;
  if (choices.markets.length === 0) return <Text color="fg.muted">{t`Nenhum mercado de transferências neste aparelho.`}</Text>;
  const entities = [...names].sort((a, b) => a[1].localeCompare(b[1], 'pt-BR'));
  return (
    <Stack as="form" gap="4" onSubmit={(e) => void submit(e)} aria-label={t`Pedido de transferência`}>
      <Select label={t`Mercado`} value={market} onChange={setMarketId}
        help={choices.open.has(market) ? t`Janela aberta agora (pelo relógio deste aparelho; o do servidor decide).` : t`Nenhuma janela aberta agora neste mercado.`}>
        {choices.markets.map((m) => <option key={m.id} value={m.id}>{`${str(m.name)} (${str(m.season)})`}</option>)}
      </Select>
      {!fixedTo && (
        <Select label={t`Entidade de destino`} value={chosenTo} onChange={setChosenTo}>
          <option value="">{t`Selecione…`}</option>
          {entities.map(([id, name]) => <option key={id} value={id}>{name}</option>)}
        </Select>
      )}
      <Field.Root>
        <Field.Label>{t`Atleta (CPF ou nome)`}</Field.Label>
        <Input value={query} onChange={(e) => { setQuery(e.target.value); setAthlete(null); write.clear(); }} placeholder={t`000.000.000-00 ou nome`} autoComplete="off" />
        <Field.HelperText>{t`Procura nos cadastros deste aparelho. Um CPF completo que o aparelho não tem segue assim mesmo: o servidor confirma o atleta na entidade de origem.`}</Field.HelperText>
      </Field.Root>
      {athlete ? (
        <HStack justify="space-between" borderWidth="1px" rounded="md" p="3">
          <Text><Text as="span" fontWeight="medium">{str(athlete.social_name) || str(athlete.name)}</Text>{` — ${names.get(str(athlete.association_id)) ?? t`sem entidade`}`}</Text>
          <Button size="sm" variant="ghost" onClick={() => setAthlete(null)}>{t`Trocar`}</Button>
        </HStack>
      ) : matches && matches.length > 0 ? (
        <Stack as="ul" listStyleType="none" gap="1" aria-label={t`Atletas encontrados`}>
          {matches.map((p) => (
            <li key={p.id}>
              <Button variant="outline" size="sm" w="full" justifyContent="start" onClick={() => setAthlete(p)}>
                {`${str(p.social_name) || str(p.name)} — ${formatCpf(str(p.cpf))} — ${names.get(str(p.association_id)) ?? t`sem entidade`}`}
              </Button>
            </li>
          ))}
        </Stack>
      ) : byCpf ? (
        <Select label={t`Entidade de origem (onde o atleta está registrado)`} value={origin} onChange={setOrigin}>
          <option value="">{t`Nenhuma (primeiro registro)`}</option>
          {entities.filter(([id]) => id !== to).map(([id, name]) => <option key={id} value={id}>{name}</option>)}
        </Select>
      ) : null}
      {preview && (preview.length > 0 ? (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Box>
            <Alert.Title>{t`As regras do mercado recusariam este pedido agora (prévia deste aparelho):`}</Alert.Title>
            <Alert.Description><Stack as="ul" gap="1" ps="4">{preview.map((r) => <li key={r.rule + r.message} data-rule={r.rule}>{r.message}</li>)}</Stack></Alert.Description>
          </Box>
        </Alert.Root>
      ) : (
        <Text fontSize="sm" color="fg.muted">{t`Pelas regras que este aparelho confere, o pedido pode seguir; o servidor confere de novo ao receber.`}</Text>
      ))}
      {write.error && <Alert.Root status="error" role="alert"><Alert.Indicator /><Alert.Title>{write.error}</Alert.Title></Alert.Root>}
      <Box><Button type="submit" colorPalette="blue" loading={write.busy} disabled={!market || !to || (!athlete && !byCpf)}>{t`Pedir transferência`}</Button></Box>
    </Stack>
  );
}

/** The server's refusals of this user's transfer writes, with their pt-BR reasons. */
export function RefusedRequests() {
  const { t } = useLingui();
  const refused = useRefusedTransferWrites();
  if (!refused || refused.length === 0) return null;
  return (
    <Stack as="section" gap="2" aria-label={t`Recusados pelo servidor`}>
      <Text fontWeight="semibold">{t`Recusados pelo servidor`}</Text>
      {refused.map((e) => (
        <Alert.Root key={e.id} status="error" data-testid="refused-transfer-write">
          <Alert.Indicator />
          <Box>
            <Alert.Title>{`${e.name === 'transfers.request' ? t`Pedido de transferência` : t`Ação na transferência`} — ${brDateTime(e.at)}`}</Alert.Title>
            <Alert.Description>{e.message ?? ''}</Alert.Description>
          </Box>
        </Alert.Root>
      ))}
      <Text fontSize="sm" color="fg.muted">{t`Corrija e peça de novo, ou descarte o pedido no painel de sincronização.`}</Text>
    </Stack>
  );
}
