// The screens of courses (Curso); its declaration is src/domain/resources/courses.ts.
import { defineView } from '../ui/resource/view';

export const view = defineView({ key: 'courses', route: '/courses' });
