// The `/my/password` form's check, with the register screen's rule for the new password
// (auth-schemas.ts PASSWORD_MIN; the server applies the same: server/routes/password.ts).
import { t } from '@lingui/core/macro';
import * as v from 'valibot';
import { PASSWORD_MIN } from '../../lib/auth-schemas';

export const PASSWORD_MAX = 128;

export function passwordChangeSchema() {
  return v.pipe(
    v.object({
      current_password: v.pipe(v.string(), v.nonEmpty(t`Informe a senha atual.`)),
      password: v.pipe(
        v.string(),
        v.minLength(PASSWORD_MIN, t`A senha deve ter pelo menos ${PASSWORD_MIN} caracteres.`),
        v.maxLength(PASSWORD_MAX, t`A senha deve ter no máximo ${PASSWORD_MAX} caracteres.`),
      ),
      confirm: v.string(),
    }),
    v.forward(v.partialCheck([['password'], ['current_password']], (i) => i.password !== i.current_password, t`A nova senha deve ser diferente da atual.`), ['password']),
    v.forward(v.partialCheck([['password'], ['confirm']], (i) => i.password === i.confirm, t`As senhas não conferem.`), ['confirm']),
  );
}
export type PasswordChangeValues = v.InferOutput<ReturnType<typeof passwordChangeSchema>>;
