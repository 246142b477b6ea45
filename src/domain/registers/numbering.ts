// The next register number of a register type: the type's counter (`registertypes.next_number`,
// written only here), skipping any number already taken (a number typed by hand or imported), so
// an approval never collides with the unique index of 028. Runs inside the approval's transaction
// on the server, where pushes of a tenant run one after the other, so two approvals never draw the
// same number.
import type { MutationTx } from '../mutators/types';
import { MutationError } from '../mutators/types';

export async function drawRegisterNumber(tx: MutationTx, registertypeId: string): Promise<string> {
  const type = await tx.get('registertypes', registertypeId);
  if (!type) throw new MutationError('not_found', 'O tipo de registro desta solicitação não existe mais.');
  let next = typeof type.next_number === 'number' && type.next_number > 0 ? type.next_number : 1;
  while ((await tx.query('registers', '[registertype_id+number]', [registertypeId, String(next)])).length > 0) next += 1;
  await tx.put('registertypes', { ...type, next_number: next + 1 });
  return String(next);
}
