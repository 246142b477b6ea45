// CNPJ (Brazilian company taxpayer number): 12 base characters and 2 check digits (mod 11).
// Since July 2026 the Receita Federal also issues alphanumeric CNPJs (IN RFB 2.229/2024): the 12 base
// characters may be A-Z or 0-9, each worth its ASCII code minus 48, and the check digits stay numeric.
// Numeric CNPJs are the special case where every base character is a digit, so one routine checks both.

/** Strips the mask (dots, slash, hyphen, spaces) and upper-cases: "12.abc.345/01de-35" → "12ABC34501DE35". */
export const normalizeCnpj = (value: string): string => value.replace(/[.\-/\s]+/g, '').toUpperCase();

const CANONICAL = /^[A-Z0-9]{12}\d{2}$/;

function checkDigit(chars: string): number {
  let sum = 0;
  let weight = 2;
  for (let i = chars.length - 1; i >= 0; i--) {
    sum += (chars.charCodeAt(i) - 48) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** True for a CNPJ (numeric or alphanumeric) with valid check digits; the mask is ignored. */
export function isValidCnpj(value: string): boolean {
  const c = normalizeCnpj(value);
  if (!CANONICAL.test(c)) return false;
  if (/^(\d)\1{13}$/.test(c)) return false; // 00.000.000/0000-00 and the like pass the maths but are not issued
  const d1 = checkDigit(c.slice(0, 12));
  const d2 = checkDigit(c.slice(0, 12) + String(d1));
  return c[12] === String(d1) && c[13] === String(d2);
}

/** True when the value is stored the canonical way (no mask, upper case) and valid: the wire form. */
export const isCanonicalCnpj = (value: string): boolean => CANONICAL.test(value) && isValidCnpj(value);

/** Completes a 12-character base with its check digits (demo seed, bench generator, tests). */
export function cnpjFromBase(base12: string): string {
  const base = normalizeCnpj(base12).padStart(12, '0').slice(0, 12);
  const d1 = checkDigit(base);
  return base + String(d1) + String(checkDigit(base + String(d1)));
}

/** 11222333000181 → 11.222.333/0001-81 (alphanumeric ones the same way). */
export function formatCnpj(value: string): string {
  const c = normalizeCnpj(value);
  if (c.length !== 14) return value;
  return `${c.slice(0, 2)}.${c.slice(2, 5)}.${c.slice(5, 8)}/${c.slice(8, 12)}-${c.slice(12)}`;
}
