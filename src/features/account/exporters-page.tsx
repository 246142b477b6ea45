// `/my/exporters` (the menu's "Exportações"): the person's own downloads, made on the device from the
// replica (offline too): the sports history as CSV (the matches), XLSX (summary, registrations,
// matches, punishments) or a printable HTML document (print it or save it as PDF), and the ID card.
import { Alert, Button, Card, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useAppState } from '../../data/app-state';
import { notifyError } from '../../lib/notices';
import { CSV_TYPE, fileStamp, saveFile, XLSX_TYPE } from '../../lib/sheet-files';
import { Page } from '../../ui/page';
import { ListSkeleton } from '../../ui/resource/list-states';
import { useOwnHistory } from './history-data';
import { historyCsv, historyHtml, historyXlsx } from './history-export';

type Format = 'csv' | 'xlsx' | 'html';

export function ExportersPage() {
  const { t } = useLingui();
  const own = useOwnHistory();
  const { client } = useAppState();
  const [busy, setBusy] = useState<Format | null>(null);
  const title = t`Exportações`;
  if (own === undefined) return <Page title={title} narrow><ListSkeleton rows={3} /></Page>;

  const history = own.history;
  const name = String(own.profile?.social_name || own.profile?.name || '');
  const download = async (format: Format) => {
    if (!history) return;
    setBusy(format);
    try {
      const base = `historico-esportivo-${fileStamp()}`;
      if (format === 'csv') saveFile(historyCsv(history), `${base}.csv`, CSV_TYPE);
      else if (format === 'xlsx') saveFile(await historyXlsx(history), `${base}.xlsx`, XLSX_TYPE);
      else saveFile(new TextEncoder().encode(historyHtml(history, { name, federation: client?.name ?? '' }, new Date())), `${base}.html`, 'text/html;charset=utf-8');
    } catch {
      notifyError(t`Não foi possível gerar o arquivo neste aparelho.`);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Page title={title} description={t`Arquivos gerados neste aparelho, também sem internet.`} narrow>
      <Stack gap="4">
        <Card.Root>
          <Card.Header><Card.Title as="h2">{t`Histórico esportivo`}</Card.Title></Card.Header>
          <Card.Body>
            {!history ? (
              <Alert.Root status="info"><Alert.Indicator /><Alert.Title>{t`Seu cadastro ainda não foi feito pela federação. Procure a secretaria.`}</Alert.Title></Alert.Root>
            ) : (
              <Stack gap="3">
                <Text fontSize="sm" color="fg.muted">
                  {t`${history.totals.competitions} competição(ões), ${history.totals.matches} partida(s), ${history.punishments.length} punição(ões).`}
                </Text>
                <HStack gap="2" wrap="wrap">
                  <Button size="sm" variant="outline" loading={busy === 'csv'} onClick={() => void download('csv')}>{t`Baixar CSV (partidas)`}</Button>
                  <Button size="sm" variant="outline" loading={busy === 'xlsx'} onClick={() => void download('xlsx')}>{t`Baixar XLSX (completo)`}</Button>
                  <Button size="sm" variant="outline" loading={busy === 'html'} onClick={() => void download('html')}>{t`Baixar para imprimir ou salvar em PDF`}</Button>
                </HStack>
                <ChakraLink asChild fontSize="sm"><Link to="/my/reports">{t`Ver o histórico na tela`}</Link></ChakraLink>
              </Stack>
            )}
          </Card.Body>
        </Card.Root>
        <Card.Root>
          <Card.Header><Card.Title as="h2">{t`Carteirinha digital`}</Card.Title></Card.Header>
          <Card.Body>
            <Text fontSize="sm" color="fg.muted" mb="2">{t`A carteirinha com QR code, válida sem internet.`}</Text>
            <ChakraLink asChild fontWeight="semibold"><Link to="/my/id">{t`Abrir a carteirinha digital`}</Link></ChakraLink>
          </Card.Body>
        </Card.Root>
      </Stack>
    </Page>
  );
}
