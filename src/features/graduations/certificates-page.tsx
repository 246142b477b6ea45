// `/my/registers/certificates`: the person's graduation certificates, from the replica (owner rows),
// each with its signed QR (src/domain/credential/certificate.ts) and what it vouches for, read from
// the signed bytes and checked here against the tenant's keys. While online, certificates the
// federation just issued are signed on request (POST /my/registers/certificates, as the ID card
// is renewed) and arrive through the next sync; offline, the signed ones show as they are.
import { Box, Button, Code, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { api } from '../../app/http';
import { useOnline } from '../../app/network';
import { useCardTrust } from '../../data/card-trust';
import { useTenantData } from '../../data/db-context';
import { useReplica } from '../../data/replica';
import { syncClient } from '../../data/sync-client';
import { verifyCertificate, type CertificateResult } from '../../domain/credential/index';
import { isoDayToBr } from '../../domain/dates';
import type { StoredRow } from '../../domain/mutators/index';
import { Page } from '../../ui/page';
import { QrCode } from '../../ui/qr-code';
import { ListSkeleton } from '../../ui/resource/list-states';

export function CertificatesPage() {
  const { t } = useLingui();
  const { db, userId } = useTenantData();
  const online = useOnline();
  const rows = useReplica(async () => (userId ? ((await db.rows('registercertificates').where('user_id').equals(userId).toArray()) as StoredRow[]) : []), [db, userId]);
  const unsigned = rows?.some((r) => !r.credential) ?? false;
  const asked = useRef(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!online || !unsigned || asked.current) return;
    asked.current = true;
    api('/my/registers/certificates', { method: 'POST', body: {}, quiet: true })
      .then(() => syncClient.syncNow('manual'))
      .catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)));
  }, [online, unsigned]);
  const sorted = [...(rows ?? [])].sort((a, b) => String(b.graduated_on).localeCompare(String(a.graduated_on)));
  return (
    <Page title={t`Certificados de graduação`} description={t`Cada graduação concedida em exame, com QR assinado pela federação: qualquer celular confere, mesmo sem internet.`} narrow
      actions={<Button asChild size="sm" variant="outline"><Link to="/registers/certificates/verify"><Trans>Conferir um certificado</Trans></Link></Button>}>
      {!rows ? <ListSkeleton rows={2} /> : rows.length === 0 ? (
        <Text color="fg.muted"><Trans>Nenhum certificado ainda. Quando a federação confirmar um exame em que você foi aprovado(a), o certificado aparece aqui.</Trans></Text>
      ) : (
        <Stack gap="6">
          {error && <Text color="fg.error">{error}</Text>}
          {sorted.map((row) => <Certificate key={row.id} row={row} />)}
        </Stack>
      )}
    </Page>
  );
}

function Certificate({ row }: { row: StoredRow }) {
  const { t } = useLingui();
  const { db } = useTenantData();
  const trust = useCardTrust();
  const text = typeof row.credential === 'string' ? row.credential : null;
  const [check, setCheck] = useState<CertificateResult | null>(null);
  useEffect(() => {
    if (!text || !trust) return;
    let live = true;
    void verifyCertificate(text, { tenantId: db.tenant, keys: trust.keys }).then((r) => live && setCheck(r));
    return () => { live = false; };
  }, [text, trust, db.tenant]);
  const claims = check?.ok ? check.claims : null;
  return (
    <Box as="article" borderWidth="1px" borderRadius="lg" p="4" data-testid="certificate">
      <Text as="h2" fontSize="lg" fontWeight="semibold">{claims ? `${claims.grade} — ${claims.registerType}` : t`Graduação de ${isoDayToBr(String(row.graduated_on))}`}</Text>
      {claims && <Text fontSize="sm">{t`${claims.person}, graduado(a) em ${isoDayToBr(claims.day)} por ${claims.examiner}.`}</Text>}
      {!text ? (
        <Text mt="2" color="fg.muted"><Trans>Aguardando a assinatura da federação: abra esta tela com internet.</Trans></Text>
      ) : (
        <Stack gap="2" mt="3" align="center">
          <QrCode text={text} label={t`QR do certificado de graduação`} testId="certificate-qr" />
          {check && !check.ok && <Text color="fg.error">{check.message}</Text>}
          <Code data-testid="certificate-code" wordBreak="break-all" whiteSpace="pre-wrap" fontSize="xs" p="2" userSelect="all">{text}</Code>
          <HStack>
            <Button size="sm" variant="outline" onClick={() => void navigator.clipboard?.writeText(text)}><Trans>Copiar código</Trans></Button>
          </HStack>
        </Stack>
      )}
    </Box>
  );
}
