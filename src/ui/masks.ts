// Input masks applied while typing. They only format; validation lives in the form schemas, and the
// form strips a mask (`unmask`) before validating, so the wire value stays canonical.
import { onlyDigits } from '../domain/cpf';
import { normalizeCnpj } from '../domain/cnpj';

/** Progressive CPF mask: "1234567" → "123.456.7", up to "123.456.789-09". */
export function maskCpfInput(value: string): string {
  const d = onlyDigits(value).slice(0, 11);
  if (d.length <= 3) return d;
  if (d.length <= 6) return `${d.slice(0, 3)}.${d.slice(3)}`;
  if (d.length <= 9) return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6)}`;
  return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`;
}

/** "11987654321" → "(11) 98765-4321"; partial input is formatted as far as it goes. */
export function maskPhone(value: string): string {
  const d = onlyDigits(value).slice(0, 11);
  if (d.length === 0) return '';
  if (d.length <= 2) return `(${d}`;
  const split = d.length === 11 ? 7 : 6;
  if (d.length <= split) return `(${d.slice(0, 2)}) ${d.slice(2)}`;
  return `(${d.slice(0, 2)}) ${d.slice(2, split)}-${d.slice(split)}`;
}

/** "01310100" → "01310-100". */
export function maskCep(value: string): string {
  const d = onlyDigits(value).slice(0, 8);
  return d.length <= 5 ? d : `${d.slice(0, 5)}-${d.slice(5)}`;
}

/**
 * CNPJ, numeric or alphanumeric (Receita Federal, from July 2026: letters in the first 12
 * positions, digits in the last 2): "12ABC34501DE35" → "12.ABC.345/01DE-35".
 */
export function maskCnpj(value: string): string {
  const c = normalizeCnpj(value).replace(/[^0-9A-Z]/g, '').slice(0, 14);
  const parts = [c.slice(0, 2), c.slice(2, 5), c.slice(5, 8), c.slice(8, 12), c.slice(12, 14)];
  let out = parts[0]!;
  if (parts[1]) out += `.${parts[1]}`;
  if (parts[2]) out += `.${parts[2]}`;
  if (parts[3]) out += `/${parts[3]}`;
  if (parts[4]) out += `-${parts[4]}`;
  return out;
}

/** Wall-clock time: "1230" → "12:30". */
export function maskTime(value: string): string {
  const d = onlyDigits(value).slice(0, 4);
  return d.length <= 2 ? d : `${d.slice(0, 2)}:${d.slice(2)}`;
}

export type MaskKind = 'cpf' | 'cnpj' | 'cep' | 'phone' | 'time';

export interface Mask {
  mask(value: string): string;
  /** The canonical wire value of what the input holds. */
  unmask(value: string): string;
  placeholder: string;
  inputMode: 'numeric' | 'tel' | 'text';
  autoComplete?: string;
}

export const MASKS: Readonly<Record<MaskKind, Mask>> = {
  cpf: { mask: maskCpfInput, unmask: onlyDigits, placeholder: '000.000.000-00', inputMode: 'numeric' },
  cnpj: { mask: maskCnpj, unmask: (v) => normalizeCnpj(v).replace(/[^0-9A-Z]/g, ''), placeholder: '00.000.000/0000-00', inputMode: 'text' },
  cep: { mask: maskCep, unmask: onlyDigits, placeholder: '00000-000', inputMode: 'numeric', autoComplete: 'postal-code' },
  phone: { mask: maskPhone, unmask: onlyDigits, placeholder: '(11) 91234-5678', inputMode: 'tel', autoComplete: 'tel' },
  time: { mask: maskTime, unmask: (v) => v.trim(), placeholder: 'HH:MM', inputMode: 'numeric' },
};

export const isMaskKind = (kind: string): kind is MaskKind => kind in MASKS;
