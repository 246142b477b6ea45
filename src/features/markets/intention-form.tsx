// Publishing on a market's notice board (marketintentions, a generic put): a club's manager announces
// what their entity looks for (`interesse`), an athlete declares themself available
// (`disponibilidade`, on their own row: the server checks the profile is theirs).
import { Alert, Box, Button, Field, NativeSelect, Stack, Textarea } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { useWrite } from '../../data/use-write';
import { uuidv7 } from '../../domain/uuid';
import { str, useMarkets } from './market-data';

export type IntentionOf = { kind: 'interesse'; association_id: string } | { kind: 'disponibilidade'; profile_id: string; user_id: string };

export function IntentionForm({ of, marketId }: { of: IntentionOf; marketId?: string }) {
  const { t } = useLingui();
  const markets = useMarkets();
  const write = useWrite();
  const [chosen, setChosen] = useState('');
  const [description, setDescription] = useState('');
  const market = marketId ?? (chosen || markets?.[0]?.id || '');
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!market) return;
    const saved = await write.run('marketintentions.put', { id: uuidv7(), market_id: market, ...of, description: description.trim() || null },
      { inline: true, done: t`Publicado no mercado.` });
    if (saved) setDescription('');
  };
  const title = of.kind === 'interesse' ? t`Anunciar interesse da entidade` : t`Declarar-me disponível`;
  return (
    <Stack as="form" gap="3" onSubmit={(e) => void submit(e)} aria-label={title} maxW="2xl">
      {!marketId && (
        <Field.Root>
          <Field.Label>{t`Mercado`}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={market} onChange={(e) => setChosen(e.target.value)}>
              {(markets ?? []).map((m) => <option key={m.id} value={m.id}>{`${str(m.name)} (${str(m.season)})`}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      )}
      <Field.Root>
        <Field.Label>{of.kind === 'interesse' ? t`O que a entidade procura` : t`Observação para os clubes`}</Field.Label>
        <Textarea value={description} onChange={(e) => setDescription(e.target.value)} maxLength={1000} rows={2}
          placeholder={of.kind === 'interesse' ? t`Ex.: procura atleta K1 júnior.` : t`Ex.: disponível para clubes da capital.`} />
      </Field.Root>
      {write.error && <Alert.Root status="error" role="alert"><Alert.Indicator /><Alert.Title>{write.error}</Alert.Title></Alert.Root>}
      <Box><Button type="submit" variant="outline" loading={write.busy} disabled={!market}>{title}</Button></Box>
    </Stack>
  );
}
