// The screens of dueldocuments (Documento da partida); its declaration is src/domain/resources/dueldocuments.ts.
import { defineView } from '../ui/resource/view';

export const view = defineView({ key: 'dueldocuments', route: null, columns: ['title', 'kind', 'duel_id', 'published'] });
