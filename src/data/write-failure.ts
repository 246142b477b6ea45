// A write that failed on the device itself, not refused by a rule (that is a MutationError, with its
// own message for the user): IndexedDB closed under the screen, storage full or evicted, a blocked
// upgrade. Nothing was saved; the person is told so and keeps what they typed, where before the
// error was rethrown and the click did nothing visible. Every screen that writes through `mutate`
// and handles a MutationError calls this for anything else.
import { t } from '@lingui/core/macro';
import { notifyError } from '../lib/notices';

/** The notice's text, for a screen that also shows it where the person is looking (a card scan). */
export const writeFailureMessage = (): string => t`Não foi possível salvar neste aparelho. Tente de novo.`;

/** Tells the person (a notice) and the console; returns the notice's text for screens that also show it inline. */
export function notifyWriteFailure(error: unknown): string {
  console.error(error);
  const message = writeFailureMessage();
  notifyError(message, error instanceof Error ? error.message : undefined);
  return message;
}
