import { Field, Input, type InputProps } from '@chakra-ui/react';
import type { ReactNode, Ref } from 'react';

export interface TextFieldProps extends Omit<InputProps, 'size'> {
  label: ReactNode;
  error?: string | undefined;
  helper?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** Labelled input with its error text wired to aria-describedby (Chakra v3 Field). */
export function TextField({ label, error, helper, required, disabled, ref, ...input }: TextFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required} disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <Input ref={ref} size="lg" {...input} />
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
