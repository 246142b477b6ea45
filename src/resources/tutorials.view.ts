// The screens of tutorials (Tutorial); its declaration is src/domain/resources/tutorials.ts.
import { defineView } from '../ui/resource/view';

export const view = defineView({ key: 'tutorials', route: '/tutorials', columns: ['title', 'sport_id', 'video_url'] });
