// "Antes": the lineups. Each team's registered members from the replica — athletes first
// by shirt, then the officials — with one-tap buttons: starter, substitute (or official), captain,
// out. A suspended person shows the reason (the punishment's basis and matches left) and the tap is
// refused by `duels.lineup` itself (same message on the server). Each person is checked by their
// ID card's QR (card-scan.tsx, for the whole lineup at once) or by their photo, shown large. A
// person whose profile the federation has not verified (a new registration, or a change nobody
// checked yet: a manager's photo swap) reads "Não verificado" on the list and over the photo: the
// photo shown is not one the federation vouched for.
import { Alert, Badge, Box, Button, Flex, Grid, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { suspensionMessage } from '../../../domain/competitions/sumula/eligibility';
import { useWrite } from '../../../data/use-write';
import { useFileUrl } from '../../../data/files';
import { CardScan } from './card-scan';
import type { MatchData, MatchPerson, MatchSide, Row } from './match-data';
import { personLabel } from './match-panel';
import { writeFailureMessage } from '../../../data/write-failure';

const BIG = { minH: '12', fontSize: 'md', fontWeight: 'bold' } as const;

/** A profile on this device the federation has not verified (the stamp is the server's: profiles.ts). */
const unverified = (person: MatchPerson): boolean => person.profile !== null && person.profile.verified !== true;

interface Props {
  data: MatchData;
  lineups: Row[];
  canWrite: boolean;
}

export function LineupPanel({ data, lineups, canWrite }: Props) {
  const { t } = useLingui();
  const writer = useWrite();
  const [photo, setPhoto] = useState<MatchPerson | null>(null);
  const [scanning, setScanning] = useState(false);
  const byProfile = new Map(lineups.map((l) => [String(l.profile_id), l]));

  /** The refusal's reason (or the device's failure), null when saved: the card scan shows it. */
  async function write(person: MatchPerson, args: Record<string, unknown>): Promise<string | null> {
    let refusal = writeFailureMessage();
    const ok = await writer.run('duels.lineup', { duel_id: data.duel.id, member_id: person.member.id, ...args },
      { inline: true, refused: (reason) => (refusal = reason) });
    return ok ? null : refusal;
  }

  async function onCard(userId: string): Promise<{ ok: boolean; message: string }> {
    const person = [...data.home.people, ...data.away.people].find((p) => p.profile?.user_id === userId);
    if (!person) return { ok: false, message: t`Esta carteirinha não é de um integrante das equipes deste jogo.` };
    if (!byProfile.has(String(person.member.profile_id))) return { ok: false, message: t`${personLabel(person)} não está na escalação: escale antes de conferir.` };
    const refused = await write(person, { check: 'qr' });
    return refused ? { ok: false, message: refused } : { ok: true, message: t`Conferido pela carteirinha: ${personLabel(person)}` };
  }

  return (
    <Stack gap="4">
      {writer.error && <Alert.Root status="error" role="alert" data-testid="lineup-error"><Alert.Indicator /><Alert.Title>{writer.error}</Alert.Title></Alert.Root>}
      {canWrite && !scanning && (
        <Button minH="14" fontSize="lg" bg="blue.800" color="white" onClick={() => setScanning(true)}><Trans>Conferir carteirinha (QR code)</Trans></Button>
      )}
      {scanning && <CardScan onCard={onCard} onClose={() => setScanning(false)} />}
      {photo && <PhotoCheck person={photo} line={byProfile.get(String(photo.member.profile_id))} canWrite={canWrite}
        onChecked={async () => { if (!(await write(photo, { check: 'foto' }))) setPhoto(null); }} onClose={() => setPhoto(null)} />}
      <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap="6">
        {[data.home, data.away].map((side) => (
          <TeamLineup key={side.side} side={side} byProfile={byProfile} canWrite={canWrite} onWrite={write} onPhoto={setPhoto} />
        ))}
      </Grid>
    </Stack>
  );
}

function TeamLineup({ side, byProfile, canWrite, onWrite, onPhoto }: {
  side: MatchSide; byProfile: Map<string, Row>; canWrite: boolean;
  onWrite: (p: MatchPerson, args: Record<string, unknown>) => Promise<string | null>; onPhoto: (p: MatchPerson) => void;
}) {
  const { t } = useLingui();
  const lines = side.people.map((p) => byProfile.get(String(p.member.profile_id)));
  const starters = lines.filter((l) => l?.role === 'titular').length;
  const subs = lines.filter((l) => l?.role === 'reserva').length;
  return (
    <Box as="section" aria-labelledby={`lineup-${side.side}`}>
      <Text as="h2" id={`lineup-${side.side}`} fontSize="xl" fontWeight="bold">{side.name}</Text>
      <Text color="fg.muted" mb="2">{t`${starters} titulares · ${subs} reservas`}</Text>
      {side.people.length === 0 && <Text><Trans>Nenhum integrante inscrito desta equipe neste aparelho.</Trans></Text>}
      <Stack as="ul" listStyleType="none" gap="2" m="0" p="0">
        {side.people.map((p, i) => {
          const line = lines[i];
          return (
            <Box as="li" key={p.member.id} borderWidth="1px" rounded="md" p="2" data-testid="lineup-person" data-name={p.name} data-label={personLabel(p)}
              bg={p.suspension ? 'red.50' : line ? 'green.50' : undefined} color={p.suspension || line ? 'black' : undefined}>
              <Flex gap="3" align="center" wrap="wrap">
                <Text fontWeight="bold" fontSize="lg" flex="1" minW="40">{personLabel(p)}</Text>
                {line && <Badge bg="green.800" color="white" size="lg">{line.role === 'titular' ? t`Titular` : line.role === 'reserva' ? t`Reserva` : t`Oficial`}</Badge>}
                {line?.captain === true && <Badge bg="blue.800" color="white" size="lg"><Trans>Capitão</Trans></Badge>}
                {Boolean(line?.check_method) && <Badge bg="purple.800" color="white" size="lg" data-testid="lineup-checked">{line!.check_method === 'qr' ? t`Conferido (QR)` : t`Conferido pela foto`}</Badge>}
                {p.official && !line && <Badge size="lg"><Trans>Comissão técnica</Trans></Badge>}
                {unverified(p) && <Badge bg="orange.700" color="white" size="lg" data-testid="lineup-unverified"><Trans>Não verificado</Trans></Badge>}
              </Flex>
              {p.suspension && <Text color="red.800" fontWeight="bold" data-testid="lineup-suspension">{suspensionMessage(p.suspension)}</Text>}
              {canWrite && (
                <HStack gap="2" mt="2" wrap="wrap">
                  {p.official
                    ? <Button {...BIG} size="sm" variant={line ? 'solid' : 'outline'} onClick={() => void onWrite(p, { role: 'oficial' })}><Trans>Oficial</Trans></Button>
                    : (<>
                      <Button {...BIG} size="sm" variant={line?.role === 'titular' ? 'solid' : 'outline'} aria-label={t`Titular: ${personLabel(p)}`} onClick={() => void onWrite(p, { role: 'titular' })}><Trans>Titular</Trans></Button>
                      <Button {...BIG} size="sm" variant={line?.role === 'reserva' ? 'solid' : 'outline'} aria-label={t`Reserva: ${personLabel(p)}`} onClick={() => void onWrite(p, { role: 'reserva' })}><Trans>Reserva</Trans></Button>
                    </>)}
                  {line && !p.official && <Button {...BIG} size="sm" variant="outline" aria-label={t`Capitão: ${personLabel(p)}`} onClick={() => void onWrite(p, { captain: true })}><Trans>Capitão</Trans></Button>}
                  <Button {...BIG} size="sm" variant="outline" aria-label={t`Foto: ${personLabel(p)}`} onClick={() => onPhoto(p)}><Trans>Foto</Trans></Button>
                  {line && <Button {...BIG} size="sm" variant="ghost" aria-label={t`Tirar: ${personLabel(p)}`} onClick={() => void onWrite(p, { role: 'fora' })}><Trans>Tirar</Trans></Button>}
                </HStack>
              )}
            </Box>
          );
        })}
      </Stack>
    </Box>
  );
}

function PhotoCheck({ person, line, canWrite, onChecked, onClose }: { person: MatchPerson; line: Row | undefined; canWrite: boolean; onChecked: () => void; onClose: () => void }) {
  const { t } = useLingui();
  const src = useFileUrl(typeof person.profile?.photo_url === 'string' ? person.profile.photo_url : null, 'card') ?? null;
  return (
    <Stack gap="3" align="center" borderWidth="2px" borderColor="border.emphasized" rounded="lg" p="4" role="region" aria-label={t`Conferência pela foto`}>
      {src ? <Image src={src} alt={t`Foto de ${person.name}`} maxH="80" maxW="full" rounded="md" objectFit="contain" />
        : <Text><Trans>Sem foto neste aparelho.</Trans></Text>}
      <Text fontSize="2xl" fontWeight="bold">{personLabel(person)}</Text>
      {unverified(person) && (
        <Text color="orange.800" fontWeight="bold" fontSize="lg" textAlign="center" data-testid="photo-unverified">
          <Trans>Não verificado: a federação ainda não conferiu o cadastro nem esta foto.</Trans>
        </Text>
      )}
      {person.suspension && <Text color="red.800" fontWeight="bold">{suspensionMessage(person.suspension)}</Text>}
      {canWrite && line && <Button minH="14" fontSize="lg" bg="green.800" color="white" onClick={onChecked}><Trans>Conferido pela foto</Trans></Button>}
      {canWrite && !line && <Text><Trans>Escale a pessoa para registrar a conferência.</Trans></Text>}
      <Button minH="14" fontSize="lg" variant="outline" onClick={onClose}><Trans>Fechar</Trans></Button>
    </Stack>
  );
}
