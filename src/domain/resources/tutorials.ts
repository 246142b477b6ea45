import * as v from 'valibot';
import { defineResource } from './define';
import { fileRef, id, optionalRef, optionalText, text, url } from './schema-kit';

// Tutorial videos (spec §2.10 /tutorials, login only): every signed-in person reads the list (scope
// tenant; the list and show screens need login only, `readableBy: 'login'`); the federation's
// publishers write it. The spec names no permission for tutorials: `downloads` (spec §6, the
// publishing portal's downloads) is the nearest — tutorials are material the federation publishes
// for people to watch or download. A video is a link (YouTube, Vimeo…: the file store takes PDF and
// images up to 10 MB, not video); the optional file is a handout (PDF or image) kept by the file store.
export const tutorials = defineResource({
  key: 'tutorials',
  schema: v.object({
    id: id(),
    title: text('o título', 120),
    description: optionalText('a descrição', 1000),
    video_url: url(),
    file: v.nullish(fileRef('o arquivo do tutorial')),
    sport_id: optionalRef('a modalidade'),
  }, 'Dados do registro inválidos.'),
  labels: { singular: 'Tutorial', plural: 'Tutoriais', gender: 'm' },
  access: { scope: ['tenant'], permission: 'downloads', readableBy: 'login' },
  storage: { indexes: ['title_search', 'sport_id'], search: 'title', sort: 'title_search' },
  integrity: { references: { sport_id: 'sports' } },
  title: 'title',
  fields: [
    { key: 'title', label: 'Título' },
    { key: 'description', label: 'Descrição' },
    { key: 'video_url', label: 'Link do vídeo', kind: 'url', help: 'Endereço do vídeo (YouTube, Vimeo…), começando por https://.' },
    { key: 'file', label: 'Arquivo', help: 'Material de apoio em PDF ou imagem (até 10 MB).' },
    { key: 'sport_id', label: 'Modalidade' },
  ],
});
