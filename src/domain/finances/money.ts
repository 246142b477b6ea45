// Money in integer cents everywhere (never floats on the wire or in the database); shown as
// "R$ 1.234,56". The fine and interest a late bill accrues, and the statuses a person reads.

// Intl's pt-BR currency, the same on every device and the server; its no-break space becomes a plain
// one so a test, a CSV and a screen reader read the same text.
const BRL = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** 123456 → "R$ 1.234,56"; negatives keep the sign before the symbol ("-R$ 1,00"). */
export function formatCents(cents: number): string {
  return BRL.format(Math.trunc(cents) / 100).replace(/[\u00a0\u202f]/g, ' ');
}

/** 123456 → "1.234,56": what a money input holds (its "R$" stands beside it). */
export function centsToInput(cents: number): string {
  return formatCents(cents).replace(/^(-?)R\$ ?/, '$1');
}

// Dots group thousands ("1.234" is a thousand reais, as a Brazilian reads it) unless one dot is
// followed by one or two digits ("12.5", "1234.56": a bank statement's or a calculator's decimals).
const GROUPED = /^(\d{1,3}(?:\.\d{3})+)(?:,(\d{1,2}))?$/;
const PLAIN = /^(\d+)(?:,(\d{1,2}))?$/;
const DOT_DECIMAL = /^(\d+)\.(\d{1,2})$/;

/**
 * "1.234,56", "1234,56", "1234", "R$ 180", "12.5" → cents (integer arithmetic: no float rounding);
 * null when it is not an amount (letters, a minus sign, three decimals, misplaced dots, too large).
 */
export function parseCents(text: string): number | null {
  const clean = text.replace(/R\$|\s/g, '');
  const match = GROUPED.exec(clean) ?? PLAIN.exec(clean) ?? DOT_DECIMAL.exec(clean);
  if (!match) return null;
  const reais = Number(match[1]!.replace(/\./g, ''));
  const cents = reais * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

/** The tenant's late-payment rules (billingsettings). Percentages in hundredths (200 = 2 %). */
export interface LateRules {
  /** Fine once after the due date, in basis points of the amount (200 = 2 %). */
  fine_bp?: number | undefined;
  /** Interest per 30 days late, pro rata by day, in basis points (100 = 1 % a month). */
  interest_bp_month?: number | undefined;
  /** Ceiling of the fine (the Código de Defesa do Consumidor's 2 %, art. 52 §1), in basis points. */
  fine_cap_bp?: number | undefined;
}

export const DEFAULT_FINE_CAP_BP = 200;

/** Whole days from `due` (yyyy-mm-dd) to `today` (yyyy-mm-dd); 0 when not late. */
export function daysLate(due: string, today: string): number {
  const ms = Date.parse(`${today}T00:00:00Z`) - Date.parse(`${due}T00:00:00Z`);
  return Number.isFinite(ms) && ms > 0 ? Math.round(ms / 86_400_000) : 0;
}

export interface LateCharge {
  fine_cents: number;
  interest_cents: number;
  total_cents: number;
  days_late: number;
}

/**
 * What a bill of `amount` due on `due` costs on `today`: the amount, plus (once late) the fine,
 * capped, and simple interest pro rata die. Rounded to the cent, half up, each part on its own.
 */
export function lateCharge(amount: number, due: string, today: string, rules: LateRules = {}): LateCharge {
  const days = daysLate(due, today);
  if (days === 0 || amount <= 0) return { fine_cents: 0, interest_cents: 0, total_cents: Math.max(amount, 0), days_late: days };
  const cap = rules.fine_cap_bp ?? DEFAULT_FINE_CAP_BP;
  const fineBp = Math.min(Math.max(rules.fine_bp ?? 0, 0), cap);
  const interestBp = Math.max(rules.interest_bp_month ?? 0, 0);
  const fine = Math.round((amount * fineBp) / 10_000);
  const interest = Math.round((amount * interestBp * days) / (10_000 * 30));
  return { fine_cents: fine, interest_cents: interest, total_cents: amount + fine + interest, days_late: days };
}

export const BILL_STATUS_LABELS = {
  aberta: 'Em aberto',
  vencida: 'Vencida',
  paga: 'Paga',
  cancelada: 'Cancelada',
} as const;
export type BillStatus = keyof typeof BILL_STATUS_LABELS;

/**
 * A bill's or a debt's status as read on `today`: cancelled is final; paid when payments cover the
 * amount; late after its due date; otherwise open. Computed (not stored), so a device offline for
 * days shows "Vencida" on the right day.
 */
export function statusOf(row: Readonly<Record<string, unknown>>, today: string): BillStatus {
  if (row.status === 'cancelada') return 'cancelada';
  const amount = typeof row.amount_cents === 'number' ? row.amount_cents : 0;
  const paid = typeof row.paid_cents === 'number' ? row.paid_cents : 0;
  if (row.status === 'paga' || (amount > 0 && paid >= amount)) return 'paga';
  if (typeof row.due_date === 'string' && row.due_date < today) return 'vencida';
  return 'aberta';
}

/** Whether a bill may still be paid (its QR is shown as payable). */
export const payable = (status: BillStatus): boolean => status === 'aberta' || status === 'vencida';

/**
 * A typed boleto "linha digitável" (47 digits, FEBRABAN): the three fields' mod-10 check digits and
 * the barcode's mod-11 general digit. Only validated when typed; boletos are not issued here.
 */
export function validLinhaDigitavel(text: string): boolean {
  const d = text.replace(/\D/g, '');
  if (d.length !== 47) return false;
  const mod10 = (s: string) => {
    let sum = 0;
    for (let i = s.length - 1, w = 2; i >= 0; i--, w = w === 2 ? 1 : 2) {
      const p = Number(s[i]) * w;
      sum += p > 9 ? p - 9 : p;
    }
    return (10 - (sum % 10)) % 10;
  };
  const fields: [string, string][] = [[d.slice(0, 9), d[9]!], [d.slice(10, 20), d[20]!], [d.slice(21, 31), d[31]!]];
  if (!fields.every(([f, dv]) => mod10(f) === Number(dv))) return false;
  const barcode = d.slice(0, 4) + d[32] + d.slice(33, 47) + d.slice(4, 9) + d.slice(10, 20) + d.slice(21, 31);
  const without = barcode.slice(0, 4) + barcode.slice(5);
  let sum = 0;
  for (let i = without.length - 1, w = 2; i >= 0; i--, w = w === 9 ? 2 : w + 1) sum += Number(without[i]) * w;
  const r = 11 - (sum % 11);
  const dv = r === 0 || r === 10 || r === 11 ? 1 : r;
  return dv === Number(barcode[4]);
}
