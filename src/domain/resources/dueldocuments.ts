import * as v from 'valibot';
import { defineResource } from './define';
import { choice, flag, id, optionalRef, ref, text, webUrl } from './schema-kit';

// A document of a competition or one of its matches (súmula, report, bulletin), by its web
// address. Replicated to holders of `documents`; `published` marks what a public page may link to
// (a later step: the public endpoint does not serve documents yet).
export const DUEL_DOCUMENT_KINDS = { sumula: 'Súmula', relatorio: 'Relatório', boletim: 'Boletim', outro: 'Outro' } as const;

export const dueldocuments = defineResource({
  key: 'dueldocuments',
  schema: v.object({
    id: id(),
    competition_id: ref('a competição'),
    duel_id: optionalRef('o jogo'),
    title: text('o título', 160),
    kind: choice(DUEL_DOCUMENT_KINDS, 'o tipo'),
    url: webUrl(),
    published: flag('o documento está publicado'),
  }, 'Dados do registro inválidos.'),
  labels: { singular: 'Documento da partida', plural: 'Documentos das partidas', gender: 'm' },
  access: { scope: ['permission:documents'], permission: 'documents', module: 'competitions' },
  storage: { indexes: ['competition_id', 'duel_id'], sort: 'competition_id' },
  integrity: {
    references: { competition_id: 'competitions', duel_id: 'duels' },
    agreements: [
      { field: 'competition_id', reference: 'duel_id', targetField: 'competition_id', match: 'equal', under: 'duel_id', message: 'O jogo não pertence a esta competição.' },
    ],
  },
  title: 'title',
  fields: [
    { key: 'competition_id', label: 'Competição' },
    { key: 'duel_id', label: 'Jogo' },
    { key: 'title', label: 'Título' },
    { key: 'kind', label: 'Tipo', options: DUEL_DOCUMENT_KINDS },
    { key: 'url', label: 'Endereço', kind: 'url' },
    { key: 'published', label: 'Publicado' },
  ],
});
