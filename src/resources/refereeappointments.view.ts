// The screens of refereeappointments (Escala de arbitragem); its declaration is src/domain/resources/refereeappointments.ts.
import { defineView } from '../ui/resource/view';

export const view = defineView({ key: 'refereeappointments', route: null, columns: ['duel_id', 'referee_id', 'role_id', 'status'] });
