import * as v from 'valibot';
import { defineResource } from './define';
import { photo } from './photo-ref';
import { appointedProfiles, examinerProfiles, dependantRows, managedProfiles } from './relations';
import { choice, cpf, email, GENDERS, id, optionalRef, optionalText, pastDate, phone, text } from './schema-kit';


// A person's sports profile (athlete, referee, manager), one per user. Scope is a union: the athlete
// replicates their own row (owner = user_id: the ID card works offline), holders of `users` replicate
// every row. Writes: `users` holders, or the owner on their own row (ownerMayWrite), never moving it
// to another user, and changing only their contact details (ownerFields): the name, CPF, birth date,
// entity, photo and registration number are what the ID card shows and the gate trusts, so only the
// federation sets them (a self-registered user copied another athlete's identity onto their
// own row and got a signed card for it). Changing one's own CPF or entity will be an approval flow.
// A profile is `verified` only once a holder of `users` has written it (the server stamps it), and
// only verified profiles get an ID card (server/credentials/issue.ts). The CPF is unique per tenant.
export const profiles = defineResource({
  key: 'profiles',
  schema: v.object({
    id: id(),
    user_id: v.pipe(v.string('Usuário ausente.'), v.uuid('Usuário inválido.')),
    name: text('o nome', 160),
    social_name: optionalText('o nome social', 160),
    cpf: cpf(),
    birthdate: pastDate('a data de nascimento'),
    gender: choice(GENDERS, 'o gênero'),
    association_id: optionalRef('a entidade'),
    photo_url: photo(),
    phone: phone(),
    email: email(),
    /**
     * Registration number in the federation (printed on the ID card). Optional free text:
     * federations number people their own way; the demo seed gives the profiled accounts one.
     */
    registration: optionalText('o número de registro', 40),
    /** Stamped by the server (`verification` below): never what the args say. */
    verified: v.optional(v.boolean('Indique se o cadastro foi verificado.')),
    verified_by: v.nullish(v.pipe(v.string('Verificador inválido.'), v.uuid('Verificador inválido.'))),
    verified_at: v.nullish(v.pipe(v.string('Data da verificação inválida.'), v.isoTimestamp('Data da verificação inválida.'))),
  }, 'Dados do registro inválidos.'),
  labels: { singular: 'Pessoa', plural: 'Pessoas', gender: 'f' },
  access: {
    // The officials appointed to a match also replicate the profiles of its registered members (name
    // and photo for the pitch-side check; relations.ts): a referee sees the people of their matches only.
    // An entity's managers replicate and write its people (relations.ts managedProfiles): a person they
    // register or change stays unverified until the federation (`users`) checks it. A guardian
    // replicates and writes their dependants' profiles (dependantRows).
    // A belt exam's examiners get its candidates' names and photos (relations.ts examinerProfiles).
    scope: ['owner', 'permission:users', appointedProfiles, managedProfiles, dependantRows('profiles'), ...examinerProfiles],
    owner: 'user_id',
    permission: 'users',
    ownerMayWrite: true,
    // A guardian changes their dependant's contact only (`fields`: relation-write-fields.ts); the rest by request.
    writableVia: [managedProfiles, { ...dependantRows('profiles'), fields: ['phone', 'email'] }],
    ownerFields: ['phone', 'email'],
    verification: { flag: 'verified', by: 'verified_by', at: 'verified_at' },
    identityFields: ['name', 'cpf', 'birthdate', 'association_id'],
  },
  integrity: { unique: ['cpf'], references: { association_id: 'associations' } },
  storage: {
    indexes: ['name_search', 'user_id', 'cpf', 'association_id', '[association_id+name_search]'],
    search: 'name',
    sort: 'name_search',
  },
  about: {
    holding: {
      what: 'Cadastro esportivo: nome, nome social, CPF, data de nascimento, gênero, entidade, foto, telefone, e-mail e nº de registro.',
      basis: 'obrigacao_legal', retention: 'Enquanto houver vínculo com a federação; depois, só o que o histórico esportivo exige, anonimizado.',
      erasure: { action: 'scrub', fields: { name: 'placeholder', social_name: null, cpf: null, birthdate: null, photo_url: null, phone: null, email: null } },
    },
  },
  title: 'name',
  fields: [
    { key: 'name', label: 'Nome completo' },
    { key: 'social_name', label: 'Nome social', help: 'Como a pessoa quer ser chamada; aparece na carteirinha.' },
    { key: 'cpf', label: 'CPF', help: '11 dígitos, sem pontuação.' },
    { key: 'birthdate', label: 'Data de nascimento' },
    { key: 'gender', label: 'Gênero', options: GENDERS },
    { key: 'association_id', label: 'Entidade' },
    { key: 'photo_url', label: 'Foto', kind: 'image', help: 'Foto de rosto, como na carteirinha.' },
    { key: 'phone', label: 'Telefone', kind: 'phone', help: 'DDD e número, só dígitos.' },
    { key: 'email', label: 'E-mail' },
    { key: 'registration', label: 'Nº de registro', help: 'Número de registro na federação; aparece na carteirinha.' },
  ],
});
