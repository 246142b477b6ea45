// The searches' common form: one box (name or document), city and sport, a "Buscar" button. The
// text box gets the refusal of a bad query (aria-invalid, message under the field).
import { Box, Button, Field, Input, NativeSelect } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import type { Option } from './search-options';

export interface SearchValues { q: string; city: string; sport: string }

interface Props {
  label: string;
  values: SearchValues;
  onChange: (values: SearchValues) => void;
  onSubmit: () => void;
  options: { cities: Option[]; sports: Option[] } | undefined;
  error?: string | undefined;
  busy?: boolean;
}

function Picker({ label, value, options, onChange }: { label: string; value: string; options: Option[]; onChange: (v: string) => void }) {
  const { t } = useLingui();
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">{t`Todas`}</option>
          {options.map((o) => <option key={o.id} value={o.id}>{o.name}</option>)}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

export function SearchForm({ label, values, onChange, onSubmit, options, error, busy }: Props) {
  const { t } = useLingui();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Box as="form" role="search" onSubmit={submit} display="grid" gridTemplateColumns={{ base: '1fr', md: '2fr 1fr 1fr auto' }} gap="3" alignItems="end" mb="6">
      <Field.Root invalid={Boolean(error)}>
        <Field.Label>{label}</Field.Label>
        <Input type="search" name="q" value={values.q} autoComplete="off" onChange={(e) => onChange({ ...values, q: e.target.value })} />
        {error && <Field.ErrorText data-testid="search-error">{error}</Field.ErrorText>}
      </Field.Root>
      <Picker label={t`Cidade`} value={values.city} options={options?.cities ?? []} onChange={(city) => onChange({ ...values, city })} />
      <Picker label={t`Modalidade`} value={values.sport} options={options?.sports ?? []} onChange={(sport) => onChange({ ...values, sport })} />
      <Button type="submit" loading={busy ?? false}><Trans>Buscar</Trans></Button>
    </Box>
  );
}
