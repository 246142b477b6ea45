// A write that failed on the device itself, not refused by a rule (that is a MutationError, with its
// own message for the user): IndexedDB closed under the screen, storage full or evicted, a blocked
// upgrade. Nothing was saved; the person is told so and keeps what they typed. The screens that still
// rethrow such errors (competitions admin, súmula panels, managers' pages) should call this too.
import { t } from '@lingui/core/macro';
import { notifyError } from '../app/notices';

export function notifyWriteFailure(error: unknown): void {
  console.error(error);
  notifyError(t`Não foi possível salvar neste aparelho. Tente de novo.`, error instanceof Error ? error.message : undefined);
}
