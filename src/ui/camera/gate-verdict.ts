// What a gate scan ends in, whatever the gate (the meals scanner, a venue's reservation check-in):
// the verdict the full-screen result (gate-result.tsx) shows and the live region announces.
import { t } from '@lingui/core/macro';

export interface ScanPerson {
  userId: string;
  /** What the screen calls the person: the social name where set, the civil name otherwise. */
  displayName: string;
  photoUrl: string | null;
  associationName: string | null;
  /** The photo is not one the federation verified (meals' checkin-flow.ts MealPerson.unverified). */
  unverified?: true;
  /** Lines under the name (a reservation's space and time). */
  details?: readonly string[];
}

export type ScanVerdict =
  | { tone: 'ok'; person: ScanPerson; at: Date }
  | { tone: 'warn'; person: ScanPerson; at: Date }
  /** Outside the meal's window: nothing saved yet; `confirm` records it anyway. */
  | { tone: 'confirm'; person: ScanPerson; window: string; confirm: () => Promise<ScanVerdict> }
  | { tone: 'error'; reason: string; message: string; person?: ScanPerson };

const clock = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit' });

/** HH:MM in the device's time zone. */
export const hhmm = (d: Date): string => clock.format(d);

/**
 * How long a scan may take on this device before the gate says so and takes the next code: a
 * check-in waits for IndexedDB, which a device under strain (storage full, another tab's long
 * write) can hold for seconds; staff with a queue must never face a frozen screen.
 */
export const SCAN_DEADLINE_MS = 8000;

/** A failure on this device (storage, a bug): a red verdict with its reason. */
export function localFailure(error: unknown): ScanVerdict {
  const detail = error instanceof Error ? error.message : String(error);
  return { tone: 'error', reason: 'local-failure', message: t`Não foi possível registrar neste aparelho: ${detail}` };
}

/** `work`, answered red with `slowMessage` after `ms` if it has not settled; a rejection is a red too. */
export function verdictWithin(work: Promise<ScanVerdict>, slowMessage: string, ms = SCAN_DEADLINE_MS): Promise<ScanVerdict> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<ScanVerdict>((resolve) => {
    timer = setTimeout(() => resolve({ tone: 'error', reason: 'slow', message: slowMessage }), ms);
  });
  return Promise.race([work.catch(localFailure), late]).finally(() => clearTimeout(timer));
}
