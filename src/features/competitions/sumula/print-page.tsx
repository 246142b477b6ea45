// `…/duels/show/{id}/sumula`: the confirmed súmula for print (print CSS keeps only the document) and
// "Baixar PDF" (pdf-lib, on the device, offline). Both carry a QR that opens the public
// verification page. Read from the local replica: it draws offline.
import { Alert, Box, Button, HStack, List, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useUser } from '../../../data/session';
import { Page } from '../../../ui/page';
import { ListSkeleton } from '../../../ui/resource/list-states';
import { QrCode } from '../../../ui/qr-code';
import { teamNames } from '../../../domain/competitions/row-helpers';
import { competitionBase } from '../play/competition-frame';
import { sideName } from '../../../domain/competitions/duel-format';
import { useCompetitionRows } from '../play/use-competition-rows';
import { useParams } from '@tanstack/react-router';
import { buildSumulaDocument, type SumulaDocument } from './sumula-document';
import { personName } from './sumula-people';
import { useSumulaData } from './use-sumula-data';

// Only the document on paper: the app's header, menu and buttons are hidden.
const PRINT_CSS = `@media print {
  body * { visibility: hidden !important; }
  #sumula-print, #sumula-print * { visibility: visible !important; }
  #sumula-print { position: absolute; inset: 0 auto auto 0; width: 100%; color: #000; background: #fff; }
  .sumula-no-print { display: none !important; }
}`;

async function download(doc: SumulaDocument, fileName: string): Promise<void> {
  const { sumulaPdf } = await import('./sumula-pdf');
  const bytes = await sumulaPdf(doc);
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/pdf' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function SumulaPrintPage({ duelId }: { duelId: string }) {
  const { t } = useLingui();
  const me = useUser();
  const { parent_id: competitionId = '' } = useParams({ strict: false }) as { parent_id?: string };
  const rows = useCompetitionRows(competitionId);
  const duel = rows?.duels.find((d) => d.id === duelId);
  const data = useSumulaData(duel, rows?.competitionteams ?? EMPTY);
  const [error, setError] = useState<string | null>(null);
  const back = <Button asChild variant="outline" size="sm" className="sumula-no-print"><Link to={`${competitionBase(competitionId)}/duels/show/${duelId}`}><Trans>Voltar ao jogo</Trans></Link></Button>;
  if (rows === undefined || (duel && !data)) return <Page title={t`Súmula da partida`}><ListSkeleton rows={6} /></Page>;
  if (!rows || !duel || !data) return <Page title={t`Súmula da partida`} actions={back}><Text><Trans>Jogo não encontrado neste aparelho.</Trans></Text></Page>;
  if (duel.sumula_status !== 'confirmada' || typeof duel.sumula_digest !== 'string') {
    return <Page title={t`Súmula da partida`} actions={back}><Text><Trans>A súmula deste jogo ainda não foi confirmada: a versão para impressão existe depois da confirmação.</Trans></Text></Page>;
  }
  const teams = teamNames(rows);
  const doc = buildSumulaDocument({
    duel, competition: rows.competition, phase: rows.phases.find((p) => p.id === duel.phase_id),
    names: { home: sideName(duel, 'home', teams), away: sideName(duel, 'away', teams) }, teams, data,
    person: (id) => personName(id, data, me), origin: window.location.origin,
  });
  return (
    <Page title={t`Súmula da partida`} actions={back}>
      <style>{PRINT_CSS}</style>
      <Stack gap="4">
        <HStack gap="2" className="sumula-no-print" wrap="wrap">
          <Button size="lg" onClick={() => window.print()}><Trans>Imprimir</Trans></Button>
          <Button size="lg" variant="outline" onClick={() => { setError(null); download(doc, `sumula-${duel.id}.pdf`).catch(() => setError(t`Não foi possível gerar o PDF.`)); }}>
            <Trans>Baixar PDF</Trans>
          </Button>
        </HStack>
        {error && <Alert.Root status="error" role="alert" className="sumula-no-print"><Alert.Indicator /><Alert.Title>{error}</Alert.Title></Alert.Root>}
        <Box id="sumula-print" data-testid="sumula-print">
          <HStack justify="space-between" align="start" gap="4">
            <Stack gap="1">
              <Text fontSize="xl" fontWeight="bold">{doc.scoreline}</Text>
              <Text fontSize="sm"><Trans>Verifique a autenticidade lendo o QR code.</Trans></Text>
            </Stack>
            <Box w="8rem" flexShrink={0}><QrCode text={doc.verifyUrl} label={t`QR code de verificação da súmula`} maxW="8rem" testId="sumula-qr" /></Box>
          </HStack>
          {doc.sections.map((s, i) => (
            <Box as="section" key={s.title} mt="4" aria-labelledby={`sumula-s-${i}`}>
              <Text as="h2" id={`sumula-s-${i}`} fontWeight="semibold" borderBottomWidth="1px">{s.title}</Text>
              <List.Root variant="plain" gap="0">{s.lines.map((l, j) => <List.Item key={j} display="block">{l}</List.Item>)}</List.Root>
            </Box>
          ))}
        </Box>
      </Stack>
    </Page>
  );
}

const EMPTY: never[] = [];
