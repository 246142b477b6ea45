// `consents.set {user_id, kind, granted}` (CONSENTS contract): the person grants or
// withdraws one consent; a minor's are given by a linked guardian and never by the minor. Runs on the
// device (offline, through the outbox) and on the server, which has the last word: `at`, `by` and the
// history entry come from the context (the server's clock and signed-in user), never from the args,
// like the approvals' history. Setting a consent to what it already is writes nothing (no empty entry).
import * as v from 'valibot';
import { derivedId } from '../uuid';
import { CONSENT_KINDS, type ConsentKind } from '../resources/consents';
import { isGuardianOf, isMinorPerson } from './guardianship';
import { MutationError, type Mutator, type StoredRow } from '../mutators/types';

const setArgs = v.object({
  user_id: v.pipe(v.string('Informe a pessoa.'), v.uuid('Pessoa inválida.')),
  kind: v.picklist(Object.keys(CONSENT_KINDS) as ConsentKind[], 'Tipo de consentimento inválido.'),
  granted: v.boolean('Indique se o consentimento é dado ou retirado.'),
}, 'Dados do consentimento inválidos.');
type SetArgs = v.InferOutput<typeof setArgs>;

/** The row id of a person's consent of one kind: the same on every device and on the server. */
export const consentId = (userId: string, kind: string): string => derivedId('consents', userId, kind);

export const MINOR_CONSENT = 'Os consentimentos de menores de 18 anos são dados pelo responsável.';

export const setConsentMutator: Mutator<SetArgs, 'consents.set'> = {
  name: 'consents.set',
  args: setArgs,
  async authorize() {
    // Who may decide depends on the day (age): checked in `run`, with the context's clock, on both sides.
  },
  async run(tx, ctx, args) {
    const today = ctx.now.slice(0, 10);
    if (ctx.userId === args.user_id) {
      if (await isMinorPerson(tx, args.user_id, today)) throw new MutationError('forbidden', MINOR_CONSENT);
    } else if (!(await isGuardianOf(tx, ctx.userId, args.user_id))) {
      throw new MutationError('forbidden', 'Só a própria pessoa, ou o responsável por um menor, decide os consentimentos dela.');
    }
    const id = consentId(args.user_id, args.kind);
    const before = await tx.get('consents', id);
    if (before && before.granted === args.granted) return;
    const history = Array.isArray(before?.history) ? (before.history as unknown[]) : [];
    const row: StoredRow = {
      id, user_id: args.user_id, kind: args.kind, granted: args.granted, at: ctx.now, by: ctx.userId,
      history: [...history, { granted: args.granted, by: ctx.userId, at: ctx.now }],
    };
    await tx.put('consents', row);
  },
};
