// One way for a screen to write and tell the person how it went. A write refused by a rule (a
// MutationError, on the device or replayed from the server) gives its pt-BR reason, shown where the
// screen wants it: in `error`, for an inline message, or as a notice. A failure of the device's
// store (IndexedDB closed, storage full) is notified as such (write-failure.ts). A success may
// say what was done. `busy` covers the write, so buttons can wait for it.
import { useCallback, useState } from 'react';
import { notifyError, notifySuccess } from '../lib/notices';
import { isMutationError } from '../domain/mutators/types';
import { notifyWriteFailure } from './write-failure';
import { useMutate } from './hooks';
import type { Mutate, MutatorArgs, MutatorName, ResourceWrite } from './mutate-names';

export type { Mutate } from './mutate-names';

export interface WriteOptions<T = unknown> {
  /** A notice on success ("Escala aceita."), or made from what the work returned ("3 baterias distribuídas."); none when that is empty. */
  done?: string | ((result: T) => string | undefined);
  /**
   * The refusal's reason as the person reads it, when the screen says more ("12 importados; parou na
   * linha seguinte: …"); with its messages per field, for a form that puts them under its own fields.
   */
  refused?: (reason: string, fields: Readonly<Record<string, string>>) => string;
  /** The refusal goes to `error` (shown by the screen beside its form) instead of a notice. */
  inline?: boolean;
}

export interface Write {
  /** One named write. True when saved on the device (the outbox takes it to the server). */
  run<N extends MutatorName>(name: N, args: MutatorArgs<N>, options?: WriteOptions): Promise<boolean>;
  /** A generic screen's write (mutate-names.ts resourceWrite). */
  run(name: ResourceWrite, args: Record<string, unknown>, options?: WriteOptions): Promise<boolean>;
  /** Several writes as one action (a roster emptied, then the entry withdrawn). True when all were saved. */
  act<T>(work: (mutate: Mutate) => Promise<T>, options?: WriteOptions<T>): Promise<boolean>;
  /** The last inline refusal, cleared by the next write. */
  error: string | null;
  /** Its messages per field (a form shows each under its field), cleared with it. */
  fields: Readonly<Record<string, string>>;
  busy: boolean;
  /** Forgets the inline refusal (the person changed what was refused). */
  clear(): void;
}

const NO_FIELDS: Readonly<Record<string, string>> = {};

export function useWrite(): Write {
  const mutate = useMutate();
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Readonly<Record<string, string>>>(NO_FIELDS);
  const [busy, setBusy] = useState(false);
  const act = useCallback(async <T,>(work: (m: Mutate) => Promise<T>, options: WriteOptions<T> = {}): Promise<boolean> => {
    setError(null);
    setFields(NO_FIELDS);
    setBusy(true);
    try {
      const result = await work(mutate);
      const done = typeof options.done === 'function' ? options.done(result) : options.done;
      if (done) notifySuccess(done);
      return true;
    } catch (e) {
      if (!isMutationError(e)) notifyWriteFailure(e);
      else {
        const reason = options.refused ? options.refused(e.message, e.fields ?? NO_FIELDS) : e.message;
        if (options.inline) {
          setError(reason);
          setFields(e.fields ?? NO_FIELDS);
        } else notifyError(reason);
      }
      return false;
    } finally {
      setBusy(false);
    }
  }, [mutate]);
  const run = useCallback<Write['run']>(
    (name: string, args: unknown, options?: WriteOptions) => act((m) => (m as (name: string, args: unknown) => Promise<unknown>)(name, args), options),
    [act],
  );
  const clear = useCallback(() => {
    setError(null);
    setFields(NO_FIELDS);
  }, []);
  return { run, act, error, fields, busy, clear };
}
