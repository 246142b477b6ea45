import * as v from 'valibot';
import { defineResource } from './define';
import { appointedMembers, managedMembers, managedProfiles, ownMemberships } from './relations';
import { choice, id, optionalInteger, optionalText, ref } from './schema-kit';

// A person registered in a competition for one of its teams (athletes and officials). Personal data
// (who plays where, shirt numbers): replicated only to holders of `competitions`, never public.
// `profile_id` is not a checked reference: profiles replicate to their owner and to `users` holders
// only, so a device of a `competitions` holder could not check it over its replica (the registry's
// rule: references point at rows every writer replicates).
export const MEMBER_ROLES = {
  atleta: 'Atleta', tecnico: 'Técnico', auxiliar: 'Auxiliar técnico', preparador: 'Preparador físico', medico: 'Médico', dirigente: 'Dirigente',
} as const;

export const competitionmembers = defineResource({
  key: 'competitionmembers',
  schema: v.object({
    id: id(),
    competition_id: ref('a competição'),
    competitionteam_id: ref('a equipe participante'),
    profile_id: v.pipe(v.string('Selecione a pessoa.'), v.uuid('Selecione a pessoa.')),
    shirt_number: optionalInteger('o número da camisa', 0, 999),
    role: choice(MEMBER_ROLES, 'a função'),
    position: optionalText('a posição', 40),
  }, 'Dados do registro inválidos.'),
  labels: { singular: 'Integrante', plural: 'Integrantes', gender: 'm' },
  access: {
    // … and to the officials appointed to a match of their team (relations.ts): the pitch-side check;
    // to the person themselves (their sports history, /my/reports); an entity's managers hold and keep
    // the rosters of its teams (relations.ts managedMembers).
    scope: ['permission:competitions', appointedMembers, ownMemberships, managedMembers],
    permission: 'competitions',
    // A manager rosters only the people of the entities they run (a person of another entity is
    // refused on the device and on the server, whatever the form offered).
    writableVia: [{
      ...managedMembers,
      bounds: [{ field: 'profile_id', collection: 'profiles', reachedVia: managedProfiles, message: 'Esta pessoa não é da entidade da equipe.' }],
    }],
    module: 'competitions',
  },
  about: {
    profiles: ['profile_id'],
    holding: {
      what: 'Inscrições em competições: equipe, função, número da camisa.',
      basis: 'obrigacao_legal', retention: 'Permanente: histórico esportivo e resultados (art. 16).',
      erasure: { action: 'keep' },
    },
  },
  storage: { indexes: ['competitionteam_id', '[competition_id+profile_id]'], sort: 'competitionteam_id' },
  integrity: {
    references: { competition_id: 'competitions', competitionteam_id: 'competitionteams' },
    uniqueTogether: [{
      index: '[competition_id+profile_id]', when: { field: 'role', values: ['atleta'] }, under: 'profile_id',
      message: 'Este atleta já está inscrito por outra equipe nesta competição.',
    }],
    agreements: [
      { field: 'competition_id', reference: 'competitionteam_id', targetField: 'competition_id', match: 'equal', under: 'competitionteam_id', message: 'A equipe não está inscrita nesta competição.' },
    ],
  },
  title: 'profile_id',
  fields: [
    { key: 'competition_id', label: 'Competição' },
    { key: 'competitionteam_id', label: 'Equipe participante' },
    { key: 'profile_id', label: 'Pessoa' },
    { key: 'role', label: 'Função', options: MEMBER_ROLES },
    { key: 'shirt_number', label: 'Número da camisa' },
    { key: 'position', label: 'Posição', help: 'Ex.: goleiro, levantador.' },
  ],
});
