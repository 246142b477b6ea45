// What a records import (and export) reads and writes for each resource: the spreadsheet's columns
// with their pt-BR headers, the field each one fills, how a cell becomes a wire value, the field no
// two rows share (the duplicate check), and the values a new row gets when the file has none. Data,
// not code: the parsing, the preview, the writes and the export are one mechanism for every spec.
import { GENDERS } from '../../domain/resources/schema-kit';

export type CellKind = 'text' | 'cpf' | 'cnpj' | 'date' | 'phone' | 'email' | 'choice' | 'boolean' | 'reference' | 'references';

/** A reference named in a cell: the row of `collection` whose `keys` field (any of them) holds it. */
export interface ReferenceLookup {
  collection: string;
  /** Fields tried in order (compared without accents, case or punctuation for codes). */
  keys: readonly string[];
  /** What to ask for when a name matches several rows ("informe o CNPJ"). */
  disambiguate: string;
  /**
   * Only rows whose `field` holds the record's `from` value (filled by an earlier column): a
   * register's role or graduation is looked up among those of the register's type, where names
   * repeat from type to type ("Faixa azul" in judô and in jiu-jitsu).
   */
  within?: { field: string; from: string };
  /** Fields of the row found copied into the record (record field → row field): a register's login id from its person. */
  copy?: Readonly<Record<string, string>>;
}

export interface ImportColumn {
  field: string;
  /** pt-BR header, as the template and the export write it. */
  header: string;
  /** Other headers people use for the same column (matched without accents or case). */
  aliases?: readonly string[];
  /** The mapping must name a column for it. */
  required?: boolean;
  kind: CellKind;
  /** `choice`: wire value → pt-BR label (either is accepted in a cell). */
  options?: Readonly<Record<string, string>>;
  reference?: ReferenceLookup;
}

export interface ImportSpec {
  /** The resource key (registry). */
  resource: string;
  /** Route base of the list (links back after an import). */
  basePath: string;
  columns: readonly ImportColumn[];
  /**
   * Field no two rows share: refused when repeated in the file or already in the replica. Several
   * fields: the combination (a person once per register type).
   */
  key: string | readonly string[];
  /** The duplicate refusals when the key's header does not say it (a compound key); `{line}`: the earlier line. */
  keyMessages?: { repeated: string; registered: string };
  /** Values a new row starts with (the file's cells win); `newId` makes a fresh uuid. */
  defaults: (newId: () => string) => Record<string, unknown>;
  /** File name of the template and the exports, without extension. */
  fileName: string;
}

const ENTITY: ReferenceLookup = { collection: 'associations', keys: ['cnpj', 'name', 'short_name'], disambiguate: 'informe o CNPJ' };

export const PEOPLE_IMPORT: ImportSpec = {
  resource: 'profiles',
  basePath: '/records/users',
  key: 'cpf',
  fileName: 'pessoas',
  // A person imported by the federation has no login yet: the profile owns a fresh user id, as the
  // back office's own create form does; the account is linked when the person registers.
  defaults: (newId) => ({ user_id: newId(), gender: 'nao_informado' }),
  columns: [
    { field: 'name', header: 'Nome', aliases: ['Nome completo'], required: true, kind: 'text' },
    { field: 'social_name', header: 'Nome social', kind: 'text' },
    { field: 'cpf', header: 'CPF', required: true, kind: 'cpf' },
    { field: 'birthdate', header: 'Data de nascimento', aliases: ['Nascimento', 'Data nasc', 'Dt nascimento'], required: true, kind: 'date' },
    { field: 'gender', header: 'Gênero', aliases: ['Sexo'], kind: 'choice', options: GENDERS },
    { field: 'association_id', header: 'Entidade', aliases: ['Clube', 'Associação', 'CNPJ da entidade'], kind: 'reference', reference: ENTITY },
    { field: 'email', header: 'E-mail', aliases: ['Email', 'Correio eletrônico'], kind: 'email' },
    { field: 'phone', header: 'Telefone', aliases: ['Celular', 'Fone'], kind: 'phone' },
    { field: 'registration', header: 'Nº de registro', aliases: ['Registro', 'Número de registro', 'Matrícula'], kind: 'text' },
  ],
};

export const ENTITIES_IMPORT: ImportSpec = {
  resource: 'associations',
  basePath: '/records/associations',
  key: 'cnpj',
  fileName: 'entidades',
  defaults: () => ({ active: true }),
  columns: [
    { field: 'name', header: 'Razão social', aliases: ['Nome', 'Entidade'], required: true, kind: 'text' },
    { field: 'short_name', header: 'Nome curto', aliases: ['Sigla', 'Nome fantasia'], kind: 'text' },
    { field: 'cnpj', header: 'CNPJ', required: true, kind: 'cnpj' },
    { field: 'associationstype_id', header: 'Categoria', aliases: ['Tipo'], required: true, kind: 'reference',
      reference: { collection: 'associationstypes', keys: ['name'], disambiguate: 'confira o nome' } },
    { field: 'city_id', header: 'Cidade', aliases: ['Município', 'Código IBGE'], required: true, kind: 'reference',
      reference: { collection: 'cities', keys: ['ibge', 'name'], disambiguate: 'informe o código IBGE do município' } },
    { field: 'sport_ids', header: 'Modalidades', aliases: ['Esportes'], kind: 'references',
      reference: { collection: 'sports', keys: ['code', 'name'], disambiguate: 'use o código da modalidade' } },
    { field: 'email', header: 'E-mail', aliases: ['Email'], kind: 'email' },
    { field: 'phone', header: 'Telefone', aliases: ['Fone'], kind: 'phone' },
    { field: 'active', header: 'Ativa', aliases: ['Situação', 'Ativo'], kind: 'boolean' },
  ],
};

/**
 * Registers (`/registers/registers/import`): the person by CPF (their login id comes with them), the
 * type by name, the role and graduation among the type's own, the entity by CNPJ or name. A person
 * once per type, in the file and in the replica; a number taken in the type is refused by the
 * server with its pt-BR message (028's unique index), that row alone.
 */
export const REGISTERS_IMPORT: ImportSpec = {
  resource: 'registers',
  basePath: '/registers/registers',
  key: ['registertype_id', 'profile_id'],
  keyMessages: {
    repeated: 'Pessoa repetida no arquivo para este tipo de registro (linha {line}).',
    registered: 'Esta pessoa já tem um registro neste tipo de registro.',
  },
  fileName: 'registros',
  defaults: () => ({ status: 'ativo' }),
  columns: [
    { field: 'profile_id', header: 'CPF', required: true, kind: 'reference',
      reference: { collection: 'profiles', keys: ['cpf'], disambiguate: 'confira o CPF', copy: { user_id: 'user_id' } } },
    { field: 'registertype_id', header: 'Tipo', aliases: ['Tipo de registro'], required: true, kind: 'reference',
      reference: { collection: 'registertypes', keys: ['name'], disambiguate: 'confira o nome' } },
    { field: 'number', header: 'Número', aliases: ['Nº', 'Número de registro', 'Registro'], kind: 'text' },
    { field: 'role_id', header: 'Função', kind: 'reference',
      reference: { collection: 'registerroles', keys: ['name'], disambiguate: 'confira o nome', within: { field: 'registertype_id', from: 'registertype_id' } } },
    { field: 'graduation_id', header: 'Graduação', aliases: ['Faixa'], kind: 'reference',
      reference: { collection: 'registergraduations', keys: ['name', 'color'], disambiguate: 'use o nome da graduação', within: { field: 'registertype_id', from: 'registertype_id' } } },
    { field: 'graduated_on', header: 'Graduado em', aliases: ['Data da graduação'], kind: 'date' },
    { field: 'association_id', header: 'Entidade', aliases: ['Clube', 'Associação', 'CNPJ da entidade'], kind: 'reference', reference: ENTITY },
    { field: 'starts_on', header: 'Início', aliases: ['Data de início', 'Desde'], kind: 'date' },
  ],
};

export const IMPORT_SPECS: Readonly<Record<string, ImportSpec>> = { profiles: PEOPLE_IMPORT, associations: ENTITIES_IMPORT, registers: REGISTERS_IMPORT };

/** The key a record holds for the spec's duplicate check (fields joined), or null when a part is empty. */
export function keyOfRecord(spec: Pick<ImportSpec, 'key'>, record: Readonly<Record<string, unknown>>): string | null {
  const fields = typeof spec.key === 'string' ? [spec.key] : spec.key;
  const parts = fields.map((f) => record[f]);
  return parts.every((p) => typeof p === 'string' && p !== '') ? parts.join('\u0000') : null;
}

/**
 * The spec with some fields fixed for every row, whatever the file says: their columns leave the
 * file (the mapping, the template, the instructions), their values join the defaults. An entity's
 * manager imports people into the entity of the route (`/my/associations/users/import/{id}`), so
 * the entity is not a column they fill (nor one that could name another entity). Plain values, so
 * the import worker derives the same spec from the same `fixed`.
 */
export function fixSpec(spec: ImportSpec, fixed: Readonly<Record<string, unknown>>): ImportSpec {
  return {
    ...spec,
    columns: spec.columns.filter((c) => !(c.field in fixed)),
    defaults: (newId) => ({ ...spec.defaults(newId), ...fixed }),
  };
}

/** The collections a spec's references read (what the preview needs from the replica). */
export const referencedCollections = (spec: ImportSpec): string[] =>
  [...new Set(spec.columns.flatMap((c) => (c.reference ? [c.reference.collection] : [])))];
