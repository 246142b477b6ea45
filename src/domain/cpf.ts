// CPF (Brazilian individual taxpayer number): 11 digits, the last two are check digits (mod 11).

export const onlyDigits = (value: string): string => value.replace(/\D+/g, '');

function checkDigit(digits: string, length: number): number {
  let sum = 0;
  for (let i = 0; i < length; i++) sum += Number(digits[i]) * (length + 1 - i);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

/** True for a well-formed CPF with valid check digits; punctuation is ignored. */
export function isValidCpf(value: string): boolean {
  const digits = onlyDigits(value);
  if (digits.length !== 11) return false;
  if (/^(\d)\1{10}$/.test(digits)) return false; // 000.000.000-00 and the like pass the maths but are not issued
  return checkDigit(digits, 9) === Number(digits[9]) && checkDigit(digits, 10) === Number(digits[10]);
}

/** Completes a 9-digit base with its two check digits (used by the demo seed and the bench generator). */
export function cpfFromBase(base9: string): string {
  const base = onlyDigits(base9).padStart(9, '0').slice(0, 9);
  const d1 = checkDigit(base + '0', 9);
  const d2 = checkDigit(base + String(d1), 10);
  return base + String(d1) + String(d2);
}

/** 12345678909 → 123.456.789-09 */
export function formatCpf(value: string): string {
  const d = onlyDigits(value);
  if (d.length !== 11) return value;
  return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`;
}

/** 12345678909 → ***.456.789-** (shown on the ID card and in lists to people who need no full CPF) */
export function maskCpf(value: string): string {
  const d = onlyDigits(value);
  if (d.length !== 11) return value;
  return `***.${d.slice(3, 6)}.${d.slice(6, 9)}-**`;
}

/** A login is a CPF when, stripped of punctuation, it is 11 digits; otherwise it is an e-mail. */
export const looksLikeCpf = (login: string): boolean => /^[\d.\-\s]+$/.test(login) && onlyDigits(login).length === 11;
