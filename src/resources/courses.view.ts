// The screens of courses (Curso); its declaration is src/domain/resources/courses.ts.
import { defineView } from '../ui/resource/view';

export const view = defineView({ key: 'courses', route: '/courses', columns: ['name', 'sport_id', 'hours', 'starts_on', 'ends_on'] });
