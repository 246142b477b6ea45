// Booking a slot from the public day page. A signed-in person books for themselves (or joins the
// waitlist) with the same queued writes as the app; a visitor, when the federation allows it, with
// name, CPF and e-mail, sent to the server at once (it alone can check the CPF's weekly quota), and
// the answer said in pt-BR; otherwise "Entre para reservar".
import { Alert, Box, Button, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Link, useLocation } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../app/http';
import { useOptionalTenantData } from '../../data/db-context';
import { useOwnProfile } from '../../data/own-profile';
import { useLoggedIn } from '../../data/session';
import { useWrite } from '../../data/use-write';
import type { Slot } from '../../domain/reservations/slots';
import { uuidv7 } from '../../domain/uuid';
import { BookerForm, type Booker } from './booker-form';
import { bookPublic } from './public-data';

interface Props { spaceId: string; slot: Slot; kind: 'book' | 'wait'; allowCpf: boolean; onBooked: () => void; onClose: () => void }

export function PublicBooking(props: Props) {
  const { t } = useLingui();
  const loggedIn = useLoggedIn();
  const data = useOptionalTenantData();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => { heading.current?.focus(); }, []);
  const { slot, kind } = props;
  const title = kind === 'book' ? t`Reservar ${slot.start}–${slot.end}` : t`Lista de espera de ${slot.start}–${slot.end}`;
  return (
    <Box as="section" borderWidth="1px" rounded="md" p="4" aria-labelledby="public-booking-heading" data-testid="public-booking">
      <Stack gap="3">
        <Heading as="h2" size="md" id="public-booking-heading" ref={heading} tabIndex={-1}>{title}</Heading>
        {loggedIn && data ? <MemberBooking {...props} />
          : kind === 'book' && props.allowCpf ? <VisitorBooking {...props} />
          : <SignInFirst kind={kind} />}
        <Button variant="ghost" alignSelf="start" onClick={props.onClose}>{t`Fechar`}</Button>
      </Stack>
    </Box>
  );
}

function SignInFirst({ kind }: { kind: 'book' | 'wait' }) {
  const { t } = useLingui();
  const location = useLocation();
  return (
    <Stack gap="2">
      <Text>{kind === 'book' ? t`Para reservar este espaço, entre na sua conta.` : t`Para entrar na lista de espera, entre na sua conta.`}</Text>
      <Button asChild colorPalette="blue" alignSelf="start"><Link to="/login" search={{ redirect: location.href }}>{t`Entre para reservar`}</Link></Button>
    </Stack>
  );
}

function MemberBooking({ spaceId, slot, kind, onBooked }: Props) {
  const { t } = useLingui();
  const write = useWrite();
  const profile = useOwnProfile();
  const [saved, setSaved] = useState<string | null>(null);
  if (saved) {
    return (
      <Alert.Root status="success" role="status" data-testid="public-booking-result">
        <Alert.Indicator />
        <Box>
          <Alert.Title>{kind === 'book' ? t`Reserva salva.` : t`Você entrou na lista de espera.`}</Alert.Title>
          <Alert.Description>
            {t`Ela segue para o servidor assim que houver conexão; se o horário já tiver sido tomado, o aviso aparece em Minhas reservas.`}{' '}
            <ChakraLink asChild><Link to={kind === 'book' ? `/my/reservations/show/${saved}` : '/my/reservations'}>{t`Ver em Minhas reservas`}</Link></ChakraLink>
          </Alert.Description>
        </Box>
      </Alert.Root>
    );
  }
  const save = async () => {
    const id = uuidv7();
    const args = { id, space_id: spaceId, starts_at: slot.starts_at, ends_at: slot.ends_at, ...(profile ? { profile_id: profile.id } : {}) };
    const ok = kind === 'book' ? await write.run('reservations.put', args, { inline: true }) : await write.run('reservationwaits.join', args, { inline: true });
    if (ok) { setSaved(id); onBooked(); }
  };
  return (
    <Stack gap="2">
      {write.error && <Alert.Root status="error" role="alert"><Alert.Indicator /><Alert.Title>{write.error}</Alert.Title></Alert.Root>}
      <Button colorPalette="blue" alignSelf="start" loading={write.busy || profile === undefined} onClick={() => void save()}>
        {kind === 'book' ? t`Reservar para mim` : t`Entrar na lista de espera`}
      </Button>
    </Stack>
  );
}

function VisitorBooking({ spaceId, slot, onBooked }: Props) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const submit = async (booker: Booker) => {
    setBusy(true);
    setError(null);
    try {
      const { status, message } = await bookPublic({ id: uuidv7(), space_id: spaceId, starts_at: slot.starts_at, ends_at: slot.ends_at, ...booker });
      setDone(message ?? (status === 'confirmada'
        ? t`Reserva confirmada para ${slot.start}–${slot.end}.`
        : t`Reserva recebida para ${slot.start}–${slot.end}: aguarda confirmação.`));
      onBooked();
    } catch (e) {
      setError(e instanceof ApiError ? e.message : t`Não foi possível reservar agora. Tente de novo.`);
    } finally {
      setBusy(false);
    }
  };
  if (done) return <Alert.Root status="success" role="status" data-testid="public-booking-result"><Alert.Indicator /><Alert.Title>{done}</Alert.Title></Alert.Root>;
  return (
    <Stack gap="2">
      <Text fontSize="sm" color="fg.muted">{t`Sem conta: informe seus dados. A reserva precisa de internet para ser confirmada.`}</Text>
      <BookerForm label={t`Seus dados`} submitLabel={t`Reservar`} busy={busy} error={error} onSubmit={(b) => void submit(b)} />
    </Stack>
  );
}
