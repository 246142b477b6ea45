// The belt exam's put rules (registered in mutators/put-rules.ts), on the device and the server:
// an exam copies its examiners' logins from their registers (they root the relation that brings the
// exam to the examiners' phones, so nobody names a login by hand), and is marked `confirmado` only
// by `registerexams.confirm`; a candidate copies the register's type, person and login, and the
// list of a confirmed exam no longer changes: no candidate joins, moves or is deleted.
import { MutationError, type DeleteRule, type PutRule } from '../mutators/types';

export const EXAM_CONFIRMED_MESSAGE = 'Exame já confirmado: candidatos e resultados não mudam mais.';
export const CONFIRM_ONLY_MESSAGE = 'Para confirmar o exame use "Confirmar exame": é ele que concede as graduações.';

const loginOf = async (tx: Parameters<PutRule>[0], registerId: unknown): Promise<string | null> => {
  if (typeof registerId !== 'string' || !registerId) return null;
  const register = await tx.get('registers', registerId.toLowerCase());
  return typeof register?.user_id === 'string' ? register.user_id : null;
};

export const deriveExam: PutRule = async (tx, _ctx, before, row) => {
  if (row.status === 'confirmado' && before?.status !== 'confirmado') throw new MutationError('invalid', CONFIRM_ONLY_MESSAGE, { status: CONFIRM_ONLY_MESSAGE });
  return {
    ...row,
    examiner_user_id: (await loginOf(tx, row.examiner_register_id)) ?? (before?.examiner_user_id as string | undefined) ?? null,
    examiner2_user_id: row.examiner2_register_id ? ((await loginOf(tx, row.examiner2_register_id)) ?? null) : null,
  };
};

export const deriveCandidate: PutRule = async (tx, _ctx, before, row) => {
  const exam = await tx.get('registerexams', String(row.exam_id).toLowerCase());
  const stored = before ? await tx.get('registerexams', String(before.exam_id)) : undefined;
  if (exam?.status === 'confirmado' || stored?.status === 'confirmado') throw new MutationError('locked', EXAM_CONFIRMED_MESSAGE);
  const register = await tx.get('registers', String(row.register_id).toLowerCase());
  return {
    ...row,
    registertype_id: (register?.registertype_id as string | undefined) ?? null,
    profile_id: (register?.profile_id as string | undefined) ?? null,
    user_id: (register?.user_id as string | undefined) ?? null,
  };
};

export const keepConfirmedCandidate: DeleteRule = async (tx, before) => {
  const exam = await tx.get('registerexams', String(before.exam_id));
  if (exam?.status === 'confirmado') throw new MutationError('locked', EXAM_CONFIRMED_MESSAGE);
};
