// "O que guardamos e por quê": the declared list (src/domain/privacy/holdings.ts) as a table, so the
// screen says exactly what the export and the anonymisation act on.
import { Box, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { HOLDINGS, LEGAL_BASES } from '../../domain/privacy/holdings';

export function HoldingsTable() {
  const { t } = useLingui();
  return (
    <Stack gap="3" as="section" aria-labelledby="holdings-title">
      <Heading as="h2" size="md" id="holdings-title">{t`O que a federação guarda e por quê`}</Heading>
      <Text color="fg.muted">{t`Só o que está nesta lista: é o que o arquivo "Baixar meus dados" traz e o que a exclusão apaga ou anonimiza.`}</Text>
      <Box overflowX="auto">
        <Table.Root size="sm" data-testid="holdings">
          <Table.Caption srOnly>{t`Dados guardados, base legal e prazo de guarda`}</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t`Dado`}</Table.ColumnHeader>
              <Table.ColumnHeader>{t`Base legal (LGPD)`}</Table.ColumnHeader>
              <Table.ColumnHeader>{t`Por quanto tempo`}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {HOLDINGS.map((h) => (
              <Table.Row key={h.collection}>
                <Table.Cell>{h.what}</Table.Cell>
                <Table.Cell>{LEGAL_BASES[h.basis]}</Table.Cell>
                <Table.Cell>{h.retention}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    </Stack>
  );
}
