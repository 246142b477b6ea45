// The screens of duelssecurities (Segurança da partida); its declaration is src/domain/resources/duelssecurities.ts.
import { defineView } from '../ui/resource/view';

export const view = defineView({ key: 'duelssecurities', route: null, columns: ['duel_id', 'risk', 'police', 'stewards', 'ambulances'] });
