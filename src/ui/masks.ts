// Input masks applied while typing. They only format; validation lives in the form schemas.
import { onlyDigits } from '../domain/cpf';

/** Progressive CPF mask: "1234567" → "123.456.7", up to "123.456.789-09". */
export function maskCpfInput(value: string): string {
  const d = onlyDigits(value).slice(0, 11);
  if (d.length <= 3) return d;
  if (d.length <= 6) return `${d.slice(0, 3)}.${d.slice(3)}`;
  if (d.length <= 9) return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6)}`;
  return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`;
}
