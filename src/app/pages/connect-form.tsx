import { Button, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRouter, useSearch } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { AuthCard } from '../../features/auth/auth-card';
import { TextField } from '../../ui/text-field';
import { useAppState } from '../../data/app-state';
import { connectWithCode } from '../boot';
import { safeRedirect } from '../guards';

/** Connect mode (spec §4): the generic host asks which client to open. */
export function ConnectForm() {
  const { t } = useLingui();
  const router = useRouter();
  const search: { redirect?: unknown } = useSearch({ strict: false });
  const { tenantError } = useAppState();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(tenantError);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setError(t`Informe o código do cliente.`);
      return;
    }
    setBusy(true);
    const failure = await connectWithCode(code);
    setBusy(false);
    if (failure) {
      setError(failure);
      return;
    }
    // The guard of the target sends a signed-out user on to login.
    await router.navigate({ href: safeRedirect(search.redirect), replace: true });
  };

  return (
    <AuthCard title={<Trans>Conectar a um cliente</Trans>}>
      <Text color="fg.muted">
        <Trans>Informe o código da sua federação ou entidade. Ele fica guardado neste aparelho.</Trans>
      </Text>
      <form onSubmit={submit} noValidate>
        <Stack gap="5">
          <TextField label={t`Código do cliente`} value={code} autoCapitalize="none" autoComplete="organization"
            spellCheck={false} error={error ?? undefined} onChange={(e) => setCode(e.target.value)} />
          <Button type="submit" size="lg" loading={busy}><Trans>Conectar</Trans></Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
