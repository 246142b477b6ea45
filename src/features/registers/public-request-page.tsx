// /public/open/registers/requests/create (spec §2.5): a person without an account asks the federation
// to register them. No login, header and drawer hidden. The server stores only the request
// (server/public/register-requests.ts); the person and the register exist once the federation
// approves it in /registers/registerrequests. The CPF is checked digit by digit here for a quick
// answer and again by the server, which decides.
import { Alert, Button, Field, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { api, ApiError } from '../../app/http';
import { isValidCpf, onlyDigits } from '../../domain/cpf';
import { maskCpfInput } from '../../ui/masks';
import { Page } from '../../ui/page';
import { TextField } from '../../ui/text-field';

interface Option { id: string; name: string; registertype_id?: string | null }
interface Options { registertypes: Option[]; roles: Option[]; associations: Option[] }
type Values = { name: string; cpf: string; birthdate: string; email: string; registertype_id: string; role_id: string; association_id: string };
const EMPTY: Values = { name: '', cpf: '', birthdate: '', email: '', registertype_id: '', role_id: '', association_id: '' };

function Select({ label, value, onChange, error, children, name }: { label: string; value: string; onChange: (v: string) => void; error?: string | undefined; children: ReactNode; name: string }) {
  return (
    <Field.Root invalid={!!error}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field name={name} value={value} onChange={(e) => onChange(e.target.value)}>{children}</NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

export function PublicRegisterRequestPage() {
  const { t } = useLingui();
  const [options, setOptions] = useState<Options | null | undefined>(undefined);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    api<Options>('/public/registers/options', { token: null, quiet: true, signal: controller.signal })
      .then((answer) => setOptions(answer))
      .catch(() => setOptions(null));
    return () => controller.abort();
  }, []);

  const set = (key: keyof Values) => (value: string) => setValues((v) => ({ ...v, [key]: value, ...(key === 'registertype_id' ? { role_id: '' } : {}) }));
  const roles = (options?.roles ?? []).filter((r) => r.registertype_id === values.registertype_id);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const local: Record<string, string> = {};
    if (!values.name.trim()) local.name = t`Informe o nome.`;
    if (!isValidCpf(onlyDigits(values.cpf))) local.cpf = t`CPF inválido: confira os dígitos.`;
    if (!values.birthdate) local.birthdate = t`Informe a data de nascimento.`;
    if (!values.email.trim()) local.email = t`Informe o e-mail.`;
    if (!values.registertype_id) local.registertype_id = t`Selecione o tipo de registro.`;
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    setBusy(true);
    try {
      const answer = await api<{ message: string }>('/public/registers/requests', {
        token: null, quiet: true,
        body: { ...values, cpf: onlyDigits(values.cpf), association_id: values.association_id || null, role_id: values.role_id || null },
      });
      setSent(answer.message);
      setValues(EMPTY);
    } catch (error) {
      if (error instanceof ApiError) setErrors({ ...error.errors, form: error.message });
      else setErrors({ form: t`Não foi possível enviar o pedido.` });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page title={t`Solicitação de registro`} description={t`Peça seu registro na federação. Nada é criado até a federação aprovar o pedido.`} narrow>
      {sent && (
        <Alert.Root status="success" mb="6" role="status">
          <Alert.Indicator />
          <Alert.Title>{sent}</Alert.Title>
        </Alert.Root>
      )}
      {options === null && <Text color="fg.error" mb="4">{t`Não foi possível carregar os tipos de registro. Verifique a conexão e recarregue a página.`}</Text>}
      <form onSubmit={(e) => void submit(e)} noValidate aria-label={t`Pedido de registro`}>
        <Stack gap="4">
          {errors.form && <Alert.Root status="error"><Alert.Indicator /><Alert.Title>{errors.form}</Alert.Title></Alert.Root>}
          <TextField label={t`Nome completo`} name="name" autoComplete="name" value={values.name} onChange={(e) => set('name')(e.target.value)} error={errors.name} />
          <TextField label={t`CPF`} name="cpf" inputMode="numeric" autoComplete="off" placeholder="000.000.000-00" value={values.cpf}
            onChange={(e) => set('cpf')(maskCpfInput(e.target.value))} error={errors.cpf} />
          <TextField label={t`Data de nascimento`} name="birthdate" type="date" value={values.birthdate} onChange={(e) => set('birthdate')(e.target.value)} error={errors.birthdate} />
          <TextField label={t`E-mail`} name="email" type="email" autoComplete="email" autoCapitalize="none" value={values.email}
            onChange={(e) => set('email')(e.target.value)} error={errors.email} />
          <Select label={t`Tipo de registro`} name="registertype_id" value={values.registertype_id} onChange={set('registertype_id')} error={errors.registertype_id}>
            <option value="">{options === undefined ? t`Carregando…` : t`Selecione`}</option>
            {(options?.registertypes ?? []).map((o) => <option key={o.id} value={o.id}>{o.name}</option>)}
          </Select>
          <Select label={t`Função`} name="role_id" value={values.role_id} onChange={set('role_id')} error={errors.role_id}>
            <option value="">{t`Sem função definida`}</option>
            {roles.map((o) => <option key={o.id} value={o.id}>{o.name}</option>)}
          </Select>
          <Select label={t`Entidade`} name="association_id" value={values.association_id} onChange={set('association_id')} error={errors.association_id}>
            <option value="">{t`Nenhuma (registro individual)`}</option>
            {(options?.associations ?? []).map((o) => <option key={o.id} value={o.id}>{o.name}</option>)}
          </Select>
          <Button type="submit" alignSelf="flex-start" colorPalette="blue" loading={busy}>{t`Enviar pedido`}</Button>
        </Stack>
      </form>
    </Page>
  );
}
