// /records/users/privacy/{id}: what the federation holds about a person and who sees it (LGPD arts.
// 9 and 18: the holder's right to know). Three parts, all derived so they stay true: the profile's
// fields with their values, who each field reaches (the registry's sync scopes, audience.ts: a
// projection reaches the listed fields only), and every other kind of record that names the person
// with how many of them this device holds and who sees them.
import { Box, Button, Card, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from '@tanstack/react-router';
import { useReplica } from '../../../data/replica';
import { useTenantData } from '../../../data/db-context';
import { useRecord } from '../../../data/hooks';
import { getResource } from '../../../domain/resources/index';
import { Page } from '../../../ui/page';
import { FieldValue } from '../../../ui/resource/field-value';
import { ListSkeleton } from '../../../ui/resource/list-states';
import { resourceMeta, rowTitle } from '../../../ui/resource/resource-meta';
import { StatusPage } from '../../../ui/status-page';
import { AnonymisePanel } from './anonymise-panel';
import { audiencesOf, personLinks } from './audience';

const LINKS = personLinks();

export function PersonPrivacyPage() {
  const { t } = useLingui();
  const { db } = useTenantData();
  const { id = '' } = useParams({ strict: false }) as { id?: string };
  const record = useRecord('profiles', id) as Record<string, unknown> | null | undefined;
  const profiles = getResource('profiles');
  const audiences = audiencesOf(profiles);
  const userId = String(record?.user_id ?? '');
  const counts = useReplica(async () => {
    if (!record) return undefined;
    return Promise.all(LINKS.map((link) => db.rows(link.resource.key).filter((row) => row[link.field] === (link.by === 'profile' ? id : userId)).count()));
  }, [db, record, id, userId]);

  if (record === undefined) return <Page title={t`Privacidade`}><ListSkeleton /></Page>;
  if (record === null) {
    return (
      <StatusPage code="404" title={t`Pessoa não encontrada`} actions={<Button asChild><Link to="/records/users"><Trans>Voltar para a lista</Trans></Link></Button>}>
        <Trans>O registro pode ter sido excluído ou ainda não chegou a este aparelho.</Trans>
      </StatusPage>
    );
  }
  const { fields } = resourceMeta(profiles);
  const whoSees = (field: string) => audiences.filter((a) => !a.fields || a.fields.includes(field)).map((a) => a.who).join('; ');

  return (
    <Page narrow title={t`Privacidade — ${rowTitle(profiles, record)}`}
      actions={<Button asChild variant="outline"><Link to={`/records/users/show/${id}`}><Trans>Voltar ao cadastro</Trans></Link></Button>}>
      <Stack gap="5">
        <Text color="fg.muted">
          <Trans>O que a federação guarda sobre esta pessoa e quem vê cada dado (LGPD, arts. 9º e 18). A pessoa pode pedir a correção pelo aplicativo; nome, CPF, data de nascimento, entidade e foto só mudam com a conferência da federação.</Trans>
        </Text>
        <AnonymisePanel profileId={id} userId={userId} name={String(record.name ?? '')} />
        <Card.Root variant="outline">
          <Card.Body>
            <Heading as="h2" size="sm" mb="3"><Trans>Dados do cadastro</Trans></Heading>
            <Box overflowX="auto">
              <Table.Root size="sm">
                <Table.Caption srOnly><Trans>Dados do cadastro e quem os vê</Trans></Table.Caption>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader scope="col"><Trans>Dado</Trans></Table.ColumnHeader>
                    <Table.ColumnHeader scope="col"><Trans>Valor</Trans></Table.ColumnHeader>
                    <Table.ColumnHeader scope="col"><Trans>Quem vê</Trans></Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {fields.map((field) => (
                    <Table.Row key={field.key}>
                      <Table.Cell>{field.label}</Table.Cell>
                      <Table.Cell overflowWrap="anywhere"><FieldValue field={field} value={record[field.key]} titles={undefined} /></Table.Cell>
                      <Table.Cell>{whoSees(field.key)}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Box>
          </Card.Body>
        </Card.Root>
        <Card.Root variant="outline">
          <Card.Body>
            <Heading as="h2" size="sm" mb="3"><Trans>Outros registros sobre a pessoa</Trans></Heading>
            <Box as="ul" ps="5">
              {LINKS.map((link, i) => (
                <Box as="li" key={`${link.resource.key}.${link.field}`} mb="2">
                  <Text fontWeight="medium">{link.resource.labels.plural}{counts ? `: ${counts[i]}` : ''}</Text>
                  <Text fontSize="sm" color="fg.muted">{t`Quem vê: ${audiencesOf(link.resource).map((a) => a.who).join('; ')}.`}</Text>
                </Box>
              ))}
            </Box>
            <Text fontSize="sm" color="fg.muted" mt="2"><Trans>As contagens são as deste aparelho; o servidor guarda também o histórico de alterações de cada registro.</Trans></Text>
          </Card.Body>
        </Card.Root>
      </Stack>
    </Page>
  );
}
