// `/my/profile` (the menu's "Perfil"): the person as the federation holds them, from the local
// replica (offline too): photo, name and social name, masked CPF, birth date, entity, registration,
// contact, and whether the federation has verified the registration; then the ways to change or use
// it: /my/data (contact at once, identity by request), /my/image, /my/id, /my/documents,
// /my/password, /my/reports.
import { Alert, Badge, Box, Card, DataList, Link as ChakraLink, List, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useReplica } from '../../data/replica';
import { useUser } from '../../data/session';
import { maskCpf } from '../../domain/cpf';
import { useTenantData } from '../../data/db-context';
import { FilePhoto } from '../../ui/files/file-preview';
import { Page } from '../../ui/page';
import { ListSkeleton } from '../../ui/resource/list-states';
import { useOwnProfile } from '../../data/own-profile';
import { brDay } from './history-export';

const text = (value: unknown): string => (value === null || value === undefined || value === '' ? '—' : String(value));

export function ProfilePage() {
  const { t } = useLingui();
  const { db } = useTenantData();
  const user = useUser();
  const profile = useOwnProfile();
  const entity = useReplica(
    async () => (profile?.association_id ? ((await db.rows('associations').get(String(profile.association_id))) ?? null) : null),
    [db, profile?.association_id],
  );
  const links: [string, string, string][] = [
    ['/my/data', t`Corrigir meus dados`, t`Telefone e e-mail mudam na hora; nome, CPF, nascimento e entidade por solicitação aprovada pela federação.`],
    ['/my/image', t`Trocar a foto`, t`Pela câmera ou por um arquivo, também sem internet.`],
    ['/my/id', t`Carteirinha digital`, t`Com QR code, funciona sem internet.`],
    ['/my/documents', t`Meus documentos`, t`Atestados e outros documentos enviados à federação.`],
    ['/my/reports', t`Histórico esportivo`, t`Competições, jogos, gols e cartões.`],
    ['/my/password', t`Senha`, t`Trocar a senha de acesso.`],
    ['/my/associations/join', t`Entrar em uma entidade`, t`Com o código de convite do seu clube ou escola.`],
    ['/my/register_associations', t`Cadastrar uma entidade`, t`Seu clube ou escola ainda não está na federação? Peça o cadastro e torne-se gestor(a).`],
  ];

  const title = t`Perfil`;
  if (profile === undefined) return <Page title={title}><ListSkeleton rows={4} /></Page>;
  const name = profile ? String(profile.social_name || profile.name || '') : (user?.name ?? '');
  return (
    <Page title={title}>
      <Stack gap="6">
        {profile === null ? (
          <Alert.Root status="info"><Alert.Indicator /><Alert.Title>{t`Seu cadastro ainda não foi feito pela federação. Procure a secretaria.`}</Alert.Title></Alert.Root>
        ) : (
          <Card.Root>
            <Card.Body>
              <Stack direction={{ base: 'column', sm: 'row' }} gap="6" align={{ base: 'center', sm: 'flex-start' }}>
                <FilePhoto value={profile.photo_url as string | null} alt={t`Foto de ${name}`} size="140px" />
                <Stack gap="3" flex="1" minW="0" w="full">
                  <Box>
                    <Text as="h2" fontSize="xl" fontWeight="semibold" overflowWrap="anywhere">{name}</Text>
                    {profile.social_name ? <Text color="fg.muted">{t`Nome civil: ${String(profile.name)}`}</Text> : null}
                  </Box>
                  {profile.verified ? (
                    <Badge colorPalette="green" alignSelf="flex-start">{profile.verified_at ? t`Cadastro verificado em ${brDay(String(profile.verified_at))}` : t`Cadastro verificado`}</Badge>
                  ) : (
                    <Badge colorPalette="orange" alignSelf="flex-start">{t`Cadastro aguardando verificação da federação`}</Badge>
                  )}
                  <DataList.Root orientation="horizontal" size="sm">
                    {([
                      [t`CPF`, profile.cpf ? maskCpf(String(profile.cpf)) : '—'],
                      [t`Data de nascimento`, profile.birthdate ? brDay(String(profile.birthdate)) : '—'],
                      [t`Entidade`, entity ? text(entity.name) : profile.association_id ? t`(não disponível neste aparelho)` : t`Nenhuma`],
                      [t`Nº de registro`, text(profile.registration)],
                      [t`Telefone`, text(profile.phone)],
                      [t`E-mail`, text(profile.email ?? user?.email)],
                    ] as const).map(([label, value]) => (
                      <DataList.Item key={label}><DataList.ItemLabel>{label}</DataList.ItemLabel><DataList.ItemValue overflowWrap="anywhere">{value}</DataList.ItemValue></DataList.Item>
                    ))}
                  </DataList.Root>
                </Stack>
              </Stack>
            </Card.Body>
          </Card.Root>
        )}
        <nav aria-label={t`Minha conta`}>
          <List.Root variant="plain" gap="3" display="grid" gridTemplateColumns={{ base: '1fr', md: '1fr 1fr' }}>
            {links.map(([to, label, help]) => (
              <List.Item key={to} display="block">
                <Card.Root size="sm" h="full">
                  <Card.Body>
                    <ChakraLink asChild fontWeight="semibold"><Link to={to}>{label}</Link></ChakraLink>
                    <Text fontSize="sm" color="fg.muted">{help}</Text>
                  </Card.Body>
                </Card.Root>
              </List.Item>
            ))}
          </List.Root>
        </nav>
      </Stack>
    </Page>
  );
}
