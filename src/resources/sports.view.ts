// The screens of sports (Modalidade); its declaration is src/domain/resources/sports.ts.
import { defineView } from '../ui/resource/view';

export const view = defineView({ key: 'sports', route: '/admin/sports', columns: ['name', 'code', 'team_sport', 'active'] });
