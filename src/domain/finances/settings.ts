// The tenant's one billing-settings row (resources/billingsettings.ts) and how a bill's Pix code is
// built from it, on the device and in tests alike.
import type { MutationTx, StoredRow } from '../mutators/types';
import { derivedId } from '../uuid';
import { buildPixCode } from './pix';

/** The id the seed gives the tenant's settings row (any id will do: `singleton` keeps it one row). */
export const BILLING_SETTINGS_ID = derivedId('billingsettings', 'tenant');

/** The tenant's settings row, if any. */
export async function billingSettingsOf(tx: MutationTx): Promise<StoredRow | undefined> {
  return (await tx.query('billingsettings', 'singleton', 'tenant'))[0];
}

/**
 * The "Pix copia e cola" of a bill: the tenant's key, name and city, the amount due on `today` (the
 * bill's rest plus fine and interest once late) and the bill's txid. Null when the settings lack a
 * key, name or city (the screen says so instead of drawing a code that would not pay).
 */
export function billPixCode(settings: Readonly<Record<string, unknown>> | undefined, bill: { txid: string; due_cents: number }): string | null {
  const key = typeof settings?.pix_key === 'string' ? settings.pix_key : '';
  const name = typeof settings?.receiver_name === 'string' ? settings.receiver_name : '';
  const city = typeof settings?.city === 'string' ? settings.city : '';
  if (!key || !name || !city || bill.due_cents <= 0) return null;
  try {
    return buildPixCode({ key, name, city, amountCents: bill.due_cents, txid: bill.txid });
  } catch {
    return null;
  }
}
