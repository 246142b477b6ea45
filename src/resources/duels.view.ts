// The screens of duels (Jogo); its declaration is src/domain/resources/duels.ts.
import { defineView } from '../ui/resource/view';

export const view = defineView({
  key: 'duels',
  route: null,
  columns: ['round', 'starts_at', 'home_team_id', 'home_score', 'away_score', 'away_team_id', 'status'],
});
