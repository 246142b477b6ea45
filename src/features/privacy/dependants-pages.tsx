// /my/dependants (spec menu "Dependentes", permission my_users; the route is ours: the spec names
// none) and /my/dependants/{user_id}: a guardian sees the people linked to them
// (`guardians`, made by the federation) and manages each one from their own login: contact details
// (identity by request, as for the person), PAR-Q, documents, consents, the ID card and a deletion
// request. Everything from the local replica (relations.ts dependantRows), written through the
// outbox: offline too; the server checks each write along the same relation.
import { Badge, Box, Button, Field, HStack, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Link, useParams } from '@tanstack/react-router';
import { useReplica } from '../../data/replica';
import { useEffect, useState, type FormEvent } from 'react';
import { useTenantData } from '../../data/db-context';
import { useWrite } from '../../data/use-write';
import { ageOn } from '../../domain/documents/parq';
import type { StoredRow } from '../../domain/mutators/types';
import { wireRow } from '../../domain/resources/wire-row';
import { GUARDIAN_RELATIONSHIPS } from '../../domain/resources/guardians';
import { DOCUMENT_STATUSES } from '../../domain/resources/userdocuments';
import { Page } from '../../ui/page';
import { ListSkeleton } from '../../ui/resource/list-states';
import { StatusPage } from '../../ui/status-page';
import { brDateTime, todayInBrasilia } from '../../domain/dates';
import { ConsentsPanel } from './consents-panel';
import { DeletionRequest } from './deletion-request';

const nameOf = (p: StoredRow | undefined): string => String(p?.social_name || p?.name || '');

/** The guardian's links with each dependant's profile on this device. */
function useDependants() {
  const { db, userId } = useTenantData();
  return useReplica(async () => {
    if (!userId) return [];
    const links = await db.rows('guardians').where('guardian_user_id').equals(userId).toArray();
    return Promise.all(links.map(async (link) => ({
      link,
      profile: await db.rows('profiles').where('user_id').equals(String(link.dependant_user_id)).first(),
    })));
  }, [db, userId]);
}

export function DependantsPage() {
  const { t } = useLingui();
  const list = useDependants();
  const today = todayInBrasilia();
  return (
    <Page narrow title={t`Dependentes`} description={t`As pessoas pelas quais você responde. O vínculo é feito pela federação; procure a secretaria para incluir um dependente.`}>
      {!list ? <ListSkeleton rows={2} /> : list.length === 0 ? <Text color="fg.muted">{t`Nenhum dependente vinculado à sua conta.`}</Text> : (
        <Stack as="ul" gap="3" listStyleType="none" aria-label={t`Seus dependentes`}>
          {list.map(({ link, profile }) => (
            <Box as="li" key={link.id} borderWidth="1px" rounded="md" p="4" data-testid="dependant">
              <HStack justify="space-between" wrap="wrap" gap="3">
                <Stack gap="0">
                  <Text fontWeight="semibold">{profile ? nameOf(profile) : t`Cadastro ainda não sincronizado`}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {GUARDIAN_RELATIONSHIPS[link.relationship as keyof typeof GUARDIAN_RELATIONSHIPS] ?? ''}
                    {typeof profile?.birthdate === 'string' ? ` · ${t`${ageOn(profile.birthdate, today)} anos`}` : ''}
                  </Text>
                </Stack>
                <Button asChild size="sm"><Link to={`/my/dependants/${String(link.dependant_user_id)}`}>{t`Gerenciar`}</Link></Button>
              </HStack>
            </Box>
          ))}
        </Stack>
      )}
    </Page>
  );
}

function ContactForm({ profile }: { profile: StoredRow }) {
  const { t } = useLingui();
  const { run, busy } = useWrite();
  const [phone, setPhone] = useState(String(profile.phone ?? ''));
  const [email, setEmail] = useState(String(profile.email ?? ''));
  useEffect(() => {
    setPhone(String(profile.phone ?? ''));
    setEmail(String(profile.email ?? ''));
  }, [profile.phone, profile.email]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await run('profiles.put', wireRow('profiles', profile, { phone: phone || null, email: email || null }), { done: t`Contato atualizado.` });
  };
  return (
    <Stack gap="3" as="section" aria-labelledby="contact-title">
      <Heading as="h2" size="md" id="contact-title">{t`Contato`}</Heading>
      <Text fontSize="sm" color="fg.muted">{t`Nome, CPF, data de nascimento, entidade e foto mudam por solicitação à federação.`}</Text>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="3">
          <Field.Root><Field.Label>{t`Telefone`}</Field.Label><Input value={phone} onChange={(e) => setPhone(e.target.value)} inputMode="tel" /></Field.Root>
          <Field.Root><Field.Label>{t`E-mail`}</Field.Label><Input type="email" value={email} onChange={(e) => setEmail(e.target.value)} /></Field.Root>
          <Button type="submit" alignSelf="flex-start" loading={busy}>{t`Salvar contato`}</Button>
        </Stack>
      </form>
    </Stack>
  );
}

function ParqSection({ userId }: { userId: string }) {
  const { t } = useLingui();
  const { db } = useTenantData();
  const list = useReplica(async () => (await db.rows('parqs').where('user_id').equals(userId).toArray()).sort((a, b) => b.id.localeCompare(a.id)), [db, userId]);
  const open = list?.find((p) => p.status === 'pendente' || p.status === 'devolvido');
  return (
    <Stack gap="3" as="section" aria-labelledby="parq-title">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h2" size="md" id="parq-title">{t`PAR-Q`}</Heading>
        {list && !open && <Button asChild size="sm"><Link to={`/my/dependants/${userId}/parq/create`}>{t`Responder PAR-Q`}</Link></Button>}
      </HStack>
      {list?.length === 0 && <Text color="fg.muted">{t`Ainda não respondido.`}</Text>}
      {list?.map((p) => (
        <HStack key={p.id} borderWidth="1px" rounded="md" p="3" justify="space-between" wrap="wrap" data-testid="dependant-parq" data-status={String(p.status)}>
          <Badge colorPalette={p.status === 'aprovado' ? 'green' : p.status === 'recusado' ? 'red' : 'blue'}>{DOCUMENT_STATUSES[p.status as keyof typeof DOCUMENT_STATUSES] ?? String(p.status)}</Badge>
          {(p.status === 'pendente' || p.status === 'devolvido') && (
            <Button asChild size="sm" variant="outline"><Link to={`/my/dependants/${userId}/parq/edit/${p.id}`}>{t`Editar respostas`}</Link></Button>
          )}
        </HStack>
      ))}
    </Stack>
  );
}

function CardSection({ userId }: { userId: string }) {
  const { t } = useLingui();
  const { db } = useTenantData();
  const card = useReplica(async () => (await db.rows('idcards').where('user_id').equals(userId).first()) ?? null, [db, userId]);
  return (
    <Stack gap="2" as="section" aria-labelledby="card-title">
      <Heading as="h2" size="md" id="card-title">{t`Carteirinha e documentos`}</Heading>
      <Text>{card ? t`Carteirinha emitida, válida até ${brDateTime(String(card.expires_at))}.` : t`Carteirinha ainda não emitida: ela é gerada quando o dependente entra no aplicativo com o cadastro verificado.`}</Text>
      <Button asChild size="sm" variant="outline" alignSelf="flex-start"><Link to={`/my/userdocuments/${userId}`}>{t`Documentos do dependente`}</Link></Button>
    </Stack>
  );
}

export function DependantPage() {
  const { t } = useLingui();
  const { db, userId: me } = useTenantData();
  const { user_id: userId = '' } = useParams({ strict: false }) as { user_id?: string };
  const found = useReplica(async () => {
    const link = (await db.rows('guardians').where('dependant_user_id').equals(userId).toArray()).find((l) => l.guardian_user_id === me) ?? null;
    const profile = (await db.rows('profiles').where('user_id').equals(userId).first()) ?? null;
    return { link, profile };
  }, [db, userId, me]);
  if (!found) return <Page narrow title={t`Dependente`}><ListSkeleton rows={4} /></Page>;
  if (!found.link || !found.profile) {
    return (
      <StatusPage code="404" title={t`Dependente não encontrado`} actions={<Button asChild><Link to="/my/dependants">{t`Voltar para dependentes`}</Link></Button>}>
        {t`Esta pessoa não está vinculada à sua conta neste aparelho. Sincronize e tente de novo.`}
      </StatusPage>
    );
  }
  return (
    <Page narrow title={nameOf(found.profile)} description={t`Você responde por esta pessoa: os consentimentos dela são dados por você.`}
      actions={<Button asChild variant="outline"><Link to="/my/dependants">{t`Voltar`}</Link></Button>}>
      <Stack gap="8">
        <ContactForm profile={found.profile} />
        <ParqSection userId={userId} />
        <CardSection userId={userId} />
        <ConsentsPanel userId={userId} locked={false} />
        <DeletionRequest profileId={found.profile.id} title={t`Excluir os dados do dependente`} />
      </Stack>
    </Page>
  );
}
