// The screens of heatlanes (Raia); its declaration is src/domain/resources/heatlanes.ts.
import { defineView } from '../ui/resource/view';

export const view = defineView({
  key: 'heatlanes',
  route: null,
  columns: ['lane', 'competitionteam_id', 'entry_time_ms', 'result_time_ms', 'place'],
});
