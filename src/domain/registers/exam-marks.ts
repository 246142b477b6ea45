// `registerexams.mark {id, exam_id, register_id, result}`: one tap of an examiner, append-only like
// the súmula's events (../competitions/sumula/sumula-event.ts). The id is made on the device, so an
// outbox replay or the same tap arriving twice is one row; a second mark for the same candidate is a
// new row, a correction (the latest counts: currentMarks). Written by the exam's examiners and by
// the federation (`registertypes`), for candidates of the exam only, until the exam is confirmed.
import * as v from 'valibot';
import { holdsPermission } from '../access';
import { registerexammarks, MARK_RESULTS, type MarkResult } from '../resources/registerexammarks';
import { offersModule, type Viewer } from '../resources/scope';
import { moduleRefusal } from '../mutators/generic';
import { MutationError, type MutationTx, type Mutator, type StoredRow } from '../mutators/types';
import { EXAM_CONFIRMED_MESSAGE } from './exam-rules';

const uuid = (message: string) => v.pipe(v.string(message), v.uuid(message));

export const markArgs = v.object({
  id: uuid('Lançamento sem identificador válido.'),
  exam_id: uuid('Informe o exame.'),
  register_id: uuid('Informe o candidato.'),
  result: v.picklist(Object.keys(MARK_RESULTS) as MarkResult[], 'Resultado deve ser aprovado ou reprovado.'),
}, 'Informe o resultado.');
export type MarkArgs = v.InferOutput<typeof markArgs>;

export const EXAM_MISSING_MESSAGE = 'Exame não encontrado.';
export const EXAM_CANCELLED_MESSAGE = 'Exame cancelado: não aceita resultados.';
export const MARK_FORBIDDEN_MESSAGE = 'Somente os examinadores deste exame (ou a federação) lançam resultados.';
export const NOT_CANDIDATE_MESSAGE = 'Este registro não é candidato neste exame.';
export const MARK_ID_TAKEN_MESSAGE = 'Este identificador já pertence a um resultado de outro exame ou candidato.';

/** Whether `viewer` may grade `exam`: the federation, or one of its examiners. */
export function mayGrade(viewer: Viewer, exam: StoredRow): boolean {
  return holdsPermission(viewer, 'registertypes') || exam.examiner_user_id === viewer.id || exam.examiner2_user_id === viewer.id;
}

async function checkGrader(tx: MutationTx, viewer: Viewer, examId: string): Promise<void> {
  if (!offersModule(registerexammarks, viewer)) throw moduleRefusal(registerexammarks);
  const exam = await tx.get('registerexams', examId);
  if (!exam) throw new MutationError('not_found', EXAM_MISSING_MESSAGE);
  if (!mayGrade(viewer, exam)) throw new MutationError('forbidden', MARK_FORBIDDEN_MESSAGE);
}

export interface CurrentMark {
  mark: StoredRow;
  /** The marks it replaced, oldest first (a correction shows what it corrected). */
  corrected: StoredRow[];
}

/** Per register, its latest mark (by time, then id: the server's order) and the earlier ones. */
export function currentMarks(marks: readonly StoredRow[]): Map<string, CurrentMark> {
  const sorted = [...marks].sort((a, b) => String(a.at ?? '').localeCompare(String(b.at ?? '')) || a.id.localeCompare(b.id));
  const out = new Map<string, CurrentMark>();
  for (const mark of sorted) {
    const register = String(mark.register_id);
    const prior = out.get(register);
    out.set(register, { mark, corrected: prior ? [...prior.corrected, prior.mark] : [] });
  }
  return out;
}

export const markMutator: Mutator<MarkArgs, 'registerexams.mark'> = {
  name: 'registerexams.mark',
  args: markArgs,
  async authorize(tx, viewer, args) {
    await checkGrader(tx, viewer, args.exam_id.toLowerCase());
  },
  async run(tx, ctx, args) {
    const id = args.id.toLowerCase();
    const examId = args.exam_id.toLowerCase();
    const registerId = args.register_id.toLowerCase();
    const existing = await tx.get('registerexammarks', id);
    if (existing) {
      if (existing.exam_id !== examId || existing.register_id !== registerId) throw new MutationError('invalid', MARK_ID_TAKEN_MESSAGE);
      return; // the same tap again: one row
    }
    const exam = await tx.get('registerexams', examId);
    if (!exam) throw new MutationError('not_found', EXAM_MISSING_MESSAGE);
    if (ctx.viewer) await checkGrader(tx, ctx.viewer, examId);
    if (exam.status === 'confirmado') throw new MutationError('locked', EXAM_CONFIRMED_MESSAGE);
    if (exam.status === 'cancelado') throw new MutationError('locked', EXAM_CANCELLED_MESSAGE);
    const candidates = await tx.query('registerexamcandidates', '[exam_id+register_id]', [examId, registerId]);
    if (candidates.length === 0) throw new MutationError('invalid', NOT_CANDIDATE_MESSAGE, { register_id: NOT_CANDIDATE_MESSAGE });
    await tx.put('registerexammarks', { id, exam_id: examId, register_id: registerId, result: args.result, examiner_user_id: ctx.userId, at: ctx.now });
  },
};
