// The screens of refereeroles (Função de arbitragem); its declaration is src/domain/resources/refereeroles.ts.
import { defineView } from '../ui/resource/view';

export const view = defineView({ key: 'refereeroles', route: '/referees/roles', columns: ['name', 'sport_id'] });
