import * as v from 'valibot';
import { defineResource } from './define';
import { id, integer, optionalInteger, optionalText, ref, text } from './schema-kit';

// The grades of a register type in order (faixa branca → azul → roxa → marrom → preta), spec §2.10
// `/registers/registertypes/{parent_id}/registergraduations`. The rules are data: `rank` orders them,
// `min_age` is the age a person must reach (in the year, or on the day, per the type's preset) to hold
// this grade, `min_months` the minimum time in the previous grade before this one, and
// `promoter_min_rank` the grade a promoter must hold to award this one. The preset's exceptions live in
// src/domain/registers/.
export const registergraduations = defineResource({
  key: 'registergraduations',
  labels: { singular: 'Graduação', plural: 'Graduações', gender: 'f' },
  schema: v.object({
    id: id(),
    registertype_id: ref('o tipo de registro'),
    name: text('o nome', 80),
    rank: integer('a ordem', 1, 99),
    color: optionalText('a cor', 40),
    min_age: optionalInteger('a idade mínima', 0, 99),
    min_months: optionalInteger('o tempo mínimo na graduação anterior', 0, 600),
    promoter_min_rank: optionalInteger('a graduação mínima de quem promove', 1, 99),
    /** CBJ: a person older than this age (in the year) takes this grade with no carência, out of sequence. */
    exempt_over_age: optionalInteger('a idade a partir da qual não se exige carência', 0, 99),
  }, 'Dados do registro inválidos.'),
  // `registertype_id`: the exam's confirmation reads a type's grades in one lookup (exam-confirm.ts).
  storage: { indexes: ['[registertype_id+rank]', 'registertype_id', 'rank', 'name_search'], search: 'name', sort: 'rank' },
  access: { scope: ['tenant'], permission: 'registertypes', module: 'registers' },
  integrity: {
    references: { registertype_id: 'registertypes' },
    uniqueTogether: [{ index: '[registertype_id+rank]', under: 'rank', message: 'Já existe uma graduação com esta ordem neste tipo de registro.' }],
  },
  title: 'name',
  fields: [
    { key: 'registertype_id', label: 'Tipo de registro' },
    { key: 'name', label: 'Nome', help: 'Ex.: Faixa azul.' },
    { key: 'rank', label: 'Ordem', help: '1 = a primeira graduação.' },
    { key: 'color', label: 'Cor' },
    { key: 'min_age', label: 'Idade mínima' },
    { key: 'min_months', label: 'Tempo mínimo na graduação anterior (meses)' },
    { key: 'promoter_min_rank', label: 'Graduação mínima de quem promove (ordem)' },
    { key: 'exempt_over_age', label: 'Sem carência nem sequência acima de (anos)', help: 'Judô (CBJ): acima de 16 anos as faixas básicas não seguem carência nem sequência.' },
  ],
});
