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
  /** Field no two rows share: refused when repeated in the file or already in the replica. */
  key: string;
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

export const IMPORT_SPECS: Readonly<Record<string, ImportSpec>> = { profiles: PEOPLE_IMPORT, associations: ENTITIES_IMPORT };

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
