// The screens of competitionscores (Pontuação final); its declaration is src/domain/resources/competitionscores.ts.
import { defineView } from '../ui/resource/view';

export const view = defineView({ key: 'competitionscores', route: null, columns: ['position', 'team_id', 'points', 'note'] });
