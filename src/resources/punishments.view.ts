// The screens of punishments (Punição); its declaration is src/domain/resources/punishments.ts.
import { defineView } from '../ui/resource/view';

export const view = defineView({
  key: 'punishments',
  route: '/competitions/punishments',
  columns: ['decided_at', 'kind', 'team_id', 'points', 'basis', 'status'],
});
