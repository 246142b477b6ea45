import { Field, Input, InputGroup, NativeSelect, Switch } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import type { AnyResource } from '../../domain/resources/define';
import type { ResolvedField } from '../../domain/resources/form';
import { FileField } from '../files/file-field';
import { PhotoPicker } from '../files/photo-picker';
import { MASKS } from '../masks';
import type { FormValues } from './form-values';
import { OrderedChoicesInput } from './ordered-choices-input';
import { ReferenceInput } from './reference-input';
import { selectOptions } from './resource-meta';

interface FieldInputProps {
  resource: AnyResource;
  field: ResolvedField;
  control: Control<FormValues>;
  register: UseFormRegister<FormValues>;
  errors: FieldErrors<FormValues>;
}

/** First message for a field, also when the schema flagged an item of a list (`sport_ids.2`). */
export function errorMessage(errors: FieldErrors<FormValues>, key: string): string | undefined {
  let node: unknown = errors[key];
  for (let depth = 0; depth < 3 && node && typeof node === 'object'; depth++) {
    const message = (node as { message?: unknown }).message;
    if (typeof message === 'string') return message;
    node = Object.values(node as object).find((v) => v && typeof v === 'object');
  }
  return undefined;
}

const INPUT_TYPES: Partial<Record<ResolvedField['kind'], { type: string; inputMode?: 'email' | 'tel' | 'url' | 'decimal'; autoComplete?: string }>> = {
  email: { type: 'email', inputMode: 'email', autoComplete: 'email' },
  url: { type: 'url', inputMode: 'url' },
  date: { type: 'date' },
  number: { type: 'text', inputMode: 'decimal' },
};

/** One form field: the widget its kind asks for, inside a labelled Field with help and error text. */
export function FieldInput({ resource, field, control, register, errors }: FieldInputProps) {
  const { t } = useLingui();
  const error = errorMessage(errors, field.key);
  const showRequired = field.required && field.kind !== 'boolean';
  // Every widget names its help and its error through aria-describedby (and aria-invalid through
  // the Field): Ark ties only the helper text to a combobox, and only by aria-errormessage (poorly
  // supported by screen readers) the error of a plain input.
  const base = useId();
  const ids = { control: `${base}-control`, helperText: `${base}-help`, errorText: `${base}-error` };
  const describedBy = [field.help ? ids.helperText : null, error ? ids.errorText : null].filter(Boolean).join(' ') || undefined;
  const described = { 'aria-describedby': describedBy };

  let widget;
  switch (field.kind) {
    case 'boolean':
      widget = (
        <Controller control={control} name={field.key} render={({ field: f }) => (
          <Switch.Root size="lg" checked={f.value === true} onCheckedChange={(e) => f.onChange(e.checked)} name={f.name}>
            <Switch.HiddenInput ref={f.ref} onBlur={f.onBlur} />
            <Switch.Control />
            <Switch.Label>{field.label}</Switch.Label>
          </Switch.Root>
        )} />
      );
      break;
    case 'select':
      widget = (
        <NativeSelect.Root size="lg">
          <NativeSelect.Field {...register(field.key)} {...described}>
            <option value="">{t`Selecione…`}</option>
            {selectOptions(resource, field).map(([value, label]) => <option key={value} value={value}>{label}</option>)}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      );
      break;
    case 'reference':
    case 'references':
      widget = (
        <Controller control={control} name={field.key} render={({ field: f }) => (
          <ReferenceInput collection={field.reference ?? ''} multiple={field.kind === 'references'}
            value={(f.value as string | string[] | undefined) ?? (field.kind === 'references' ? [] : '')}
            onChange={f.onChange} onBlur={f.onBlur} name={f.name} inputRef={f.ref} describedBy={describedBy} />
        )} />
      );
      break;
    case 'ordered_choices':
      widget = (
        <Controller control={control} name={field.key} render={({ field: f }) => (
          <OrderedChoicesInput options={field.options ?? Object.fromEntries(selectOptions(resource, field))} label={field.label}
            value={(f.value as string[] | undefined) ?? []} onChange={f.onChange} onBlur={f.onBlur} name={f.name}
            inputRef={f.ref} describedBy={describedBy} />
        )} />
      );
      break;
    case 'image':
    case 'file':
      widget = (
        <Controller control={control} name={field.key} render={({ field: f }) => {
          const value = typeof f.value === 'string' && f.value ? f.value : null;
          const onChange = (ref: string | null) => f.onChange(ref ?? '');
          return field.kind === 'image'
            ? <PhotoPicker value={value} onChange={onChange} label={field.label} describedBy={describedBy} aspect={field.aspect} />
            : <FileField value={value} onChange={onChange} label={field.label} describedBy={describedBy} />;
        }} />
      );
      break;
    case 'money':
      // Typed as reais ("180,00"); form-values turns it into cents and refuses what is not an amount.
      widget = (
        <InputGroup startElement="R$" startElementProps={{ 'aria-hidden': true, color: 'fg.muted' }}>
          <Input size="lg" type="text" inputMode="decimal" autoComplete="off" placeholder="0,00" {...register(field.key)} {...described} />
        </InputGroup>
      );
      break;
    case 'phone':
    case 'cpf':
    case 'cnpj':
    case 'cep':
    case 'time': {
      const mask = MASKS[field.kind];
      widget = (
        <Controller control={control} name={field.key} render={({ field: f }) => (
          <Input size="lg" type={field.kind === 'phone' ? 'tel' : 'text'} inputMode={mask.inputMode} autoComplete={mask.autoComplete}
            placeholder={mask.placeholder} name={f.name} ref={f.ref} onBlur={f.onBlur} value={String(f.value ?? '')}
            onChange={(e) => f.onChange(mask.mask(e.target.value))} {...described} />
        )} />
      );
      break;
    }
    default: {
      const type = INPUT_TYPES[field.kind] ?? { type: 'text' };
      // No maxLength attribute: it would cut a pasted text silently. The schema's own message
      // ("… deve ter no máximo N caracteres.") says so under the field instead.
      widget = <Input size="lg" {...type} {...register(field.key)} {...described} />;
    }
  }

  return (
    <Field.Root invalid={Boolean(error)} required={showRequired} ids={ids}>
      {field.kind !== 'boolean' && (
        <Field.Label>
          {field.label}
          <Field.RequiredIndicator />
        </Field.Label>
      )}
      {widget}
      {field.help && <Field.HelperText>{field.help}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
