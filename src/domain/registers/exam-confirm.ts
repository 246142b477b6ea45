// `registerexams.confirm {id}`: the federation (`registertypes`) closes a belt exam. Each candidate's
// latest mark counts (exam-marks.ts currentMarks); every approved candidate's register gets the new
// grade (the candidate's target, else the next one) and `graduated_on` = the exam's day, and a
// graduation certificate row (derived id: one per exam and register) that the server signs. Checked
// here, on the device and the server alike, per the type's rules (graduation-rules.ts): the head
// examiner's grade may award each new grade, the grade follows the order (or the preset exempts
// it), and the age and time-in-grade rules hold on the exam's day. Missing data (a birth date not on
// record) does not block: the federation vouches by confirming. Confirming twice changes nothing,
// so a replay never promotes twice; a candidate with no mark is not promoted.
import * as v from 'valibot';
import { holdsPermission } from '../access';
import { registerexams } from '../resources/registerexams';
import type { GraduationPreset } from '../resources/registertypes';
import { offersModule } from '../resources/scope';
import { moduleRefusal } from '../mutators/generic';
import { MutationError, type MutationTx, type Mutator, type StoredRow } from '../mutators/types';
import { derivedId } from '../uuid';
import { currentMarks, EXAM_CANCELLED_MESSAGE, EXAM_MISSING_MESSAGE } from './exam-marks';
import { mayPromote, promoterRefusal, promotionReasons, reasonText, type Grade } from './graduation-rules';

export const confirmArgs = v.object({ id: v.pipe(v.string('Informe o exame.'), v.uuid('Informe o exame.')) }, 'Informe o exame.');
export type ConfirmArgs = v.InferOutput<typeof confirmArgs>;

export const CONFIRM_FORBIDDEN_MESSAGE = 'Somente a federação confirma exames de graduação.';

const asGrade = (row: StoredRow): Grade => ({
  id: row.id, name: String(row.name), rank: Number(row.rank),
  min_age: row.min_age as number | null, min_months: row.min_months as number | null,
  promoter_min_rank: row.promoter_min_rank as number | null, exempt_over_age: row.exempt_over_age as number | null,
});

export const certificateId = (examId: string, registerId: string): string => derivedId('registercertificates', examId, registerId);

interface Promotion {
  register: StoredRow;
  from: Grade | null;
  to: Grade;
}

async function promotionFor(tx: MutationTx, exam: StoredRow, preset: GraduationPreset, grades: Grade[], candidate: StoredRow): Promise<Promotion> {
  const register = await tx.get('registers', String(candidate.register_id));
  if (!register) throw new MutationError('not_found', 'Registro do candidato não encontrado.');
  const profile = typeof register.profile_id === 'string' ? await tx.get('profiles', register.profile_id) : undefined;
  const who = typeof profile?.name === 'string' ? profile.name : `registro ${String(register.number ?? register.id)}`;
  const ordered = [...grades].sort((a, b) => a.rank - b.rank);
  const from = ordered.find((g) => g.id === register.graduation_id) ?? null;
  const to = candidate.target_graduation_id
    ? ordered.find((g) => g.id === candidate.target_graduation_id)
    : from ? ordered.find((g) => g.rank > from.rank) : ordered[0];
  if (!to) throw new MutationError('invalid', `${who}: já está na graduação máxima.`);
  const person = { graduationId: from?.id ?? null, graduatedOn: (register.graduated_on as string | null) ?? null, birthdate: (profile?.birthdate as string | undefined) ?? null };
  const blocking = promotionReasons(preset, grades, person, to, String(exam.date)).filter((r) => r.kind !== 'missing');
  if (blocking.length > 0) throw new MutationError('invalid', `${who} não está apto(a) para ${to.name.toLowerCase()}: ${blocking.map(reasonText).join('; ')}.`);
  return { register, from, to };
}

export const examConfirmMutator: Mutator<ConfirmArgs, 'registerexams.confirm'> = {
  name: 'registerexams.confirm',
  args: confirmArgs,
  async authorize(_tx, viewer) {
    if (!offersModule(registerexams, viewer)) throw moduleRefusal(registerexams);
    if (!holdsPermission(viewer, 'registertypes')) throw new MutationError('forbidden', CONFIRM_FORBIDDEN_MESSAGE);
  },
  async run(tx, ctx, args) {
    const examId = args.id.toLowerCase();
    const exam = await tx.get('registerexams', examId);
    if (!exam) throw new MutationError('not_found', EXAM_MISSING_MESSAGE);
    if (exam.status === 'confirmado') return; // once: a replay promotes nobody again
    if (exam.status === 'cancelado') throw new MutationError('locked', EXAM_CANCELLED_MESSAGE);
    const type = await tx.get('registertypes', String(exam.registertype_id));
    const preset = (type?.graduation_preset ?? 'livre') as GraduationPreset;
    const grades = (await tx.query('registergraduations', 'registertype_id', String(exam.registertype_id))).map(asGrade);
    const promoter = await tx.get('registers', String(exam.examiner_register_id));
    const promoterGrade = grades.find((g) => g.id === promoter?.graduation_id) ?? null;
    const marks = currentMarks(await tx.query('registerexammarks', 'exam_id', examId));
    const promotions: Promotion[] = [];
    for (const candidate of await tx.query('registerexamcandidates', 'exam_id', examId)) {
      if (marks.get(String(candidate.register_id))?.mark.result !== 'aprovado') continue;
      const promotion = await promotionFor(tx, exam, preset, grades, candidate);
      if (!mayPromote(preset, promoterGrade, promotion.to)) throw new MutationError('forbidden', promoterRefusal(grades, promotion.to));
      promotions.push(promotion);
    }
    for (const { register, from, to } of promotions) {
      await tx.put('registers', { ...register, graduation_id: to.id, graduated_on: exam.date });
      await tx.put('registercertificates', {
        id: certificateId(examId, register.id), exam_id: examId, register_id: register.id, registertype_id: exam.registertype_id,
        graduation_id: to.id, from_graduation_id: from?.id ?? null, graduated_on: exam.date, user_id: register.user_id,
        profile_id: register.profile_id, examiner_user_id: exam.examiner_user_id ?? ctx.userId, credential: null, kid: null, issued_at: null,
      });
    }
    await tx.put('registerexams', { ...exam, status: 'confirmado', confirmed_at: ctx.now, confirmed_by: ctx.userId });
  },
};
