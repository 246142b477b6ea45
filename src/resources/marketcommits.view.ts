// The screens of marketcommits (Registro de transferência); its declaration is src/domain/resources/marketcommits.ts.
// Only nested under a market (markets.view.ts): the record is written by decisions, never by a form.
import { defineView } from '../ui/resource/view';

export const view = defineView({ key: 'marketcommits', route: null, columns: ['effective_at', 'athlete_name', 'from_association_id', 'to_association_id', 'kind'] });
