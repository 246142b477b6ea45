// The screens of teams (Equipe); its declaration is src/domain/resources/teams.ts. The spec only lists
// nested team screens (/my/teams, /competitions/{id}/teams); the back-office list lives under the
// competitions area it belongs to, next to the spec's /competitions/teams/pending/list.
import { defineView } from '../ui/resource/view';

export const view = defineView({ key: 'teams', route: '/competitions/teams', columns: ['name', 'association_id', 'sport_id', 'category', 'gender'] });
