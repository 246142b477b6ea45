// Field schemas with pt-BR messages, so every resource says the same thing the same way.
// Wire values are canonical (digits only for CPF/CNPJ/CEP/phone, ISO dates, uuid ids): the form
// strips masks before validating; the schemas never transform.
import * as v from 'valibot';
import { isValidCpf } from '../cpf';
import { isCanonicalCnpj } from '../cnpj';
import '../valibot-pt';
import { FILE_REF } from '../files';
import { formatCents } from '../finances/money';

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

export const id = () => v.pipe(v.string('Identificador ausente.'), v.uuid('Identificador inválido.'));

/** Required text; `what` carries its article: text('o nome', 120) → "Informe o nome." */
export const text = (what: string, max: number) =>
  v.pipe(
    v.string(`Informe ${what}.`),
    v.nonEmpty(`Informe ${what}.`),
    v.check((s) => s.trim().length > 0, `${cap(what)} não pode conter apenas espaços.`),
    v.maxLength(max, `${cap(what)} deve ter no máximo ${max} caracteres.`),
  );

export const optionalText = (what: string, max: number) =>
  v.nullish(v.pipe(v.string(`${cap(what)} deve ser um texto.`), v.maxLength(max, `${cap(what)} deve ter no máximo ${max} caracteres.`)));

/** Required reference to another record: ref('o estado') → "Selecione o estado." */
export const ref = (what: string) => v.pipe(v.string(`Selecione ${what}.`), v.uuid(`Selecione ${what}.`));
export const optionalRef = (what: string) => v.nullish(ref(what));
export const refs = (what: string, max = 50) =>
  v.nullish(v.pipe(v.array(ref(what), `Selecione ${what}.`), v.maxLength(max, `Selecione no máximo ${max}.`)));

/** A string of exactly `n` digits, e.g. digits(7, 'Código IBGE deve ter 7 dígitos.'). */
export const digits = (n: number, message: string) => v.pipe(v.string(message), v.regex(new RegExp(`^\\d{${n}}$`), message));

export const uf = () => v.pipe(v.string('Informe a UF.'), v.regex(/^[A-Z]{2}$/, 'UF deve ter 2 letras maiúsculas, ex.: SP.'));

export const email = () =>
  v.nullish(v.pipe(v.string('Informe um e-mail válido.'), v.maxLength(120, 'E-mail deve ter no máximo 120 caracteres.'), v.email('Informe um e-mail válido.')));

// Brazilian numbers with area code: 10 digits (landline) or 11 (mobile); the country prefix +55 is implied.
export const phone = () =>
  v.nullish(v.pipe(v.string('Telefone inválido.'), v.regex(/^\d{10,11}$/, 'Telefone deve ter DDD e número (10 ou 11 dígitos).')));

// Web addresses only: valibot's url() also takes `javascript:` and `data:`, which must never be
// stored where a link or an image will show them.
export const webUrl = () =>
  v.pipe(
    v.string('Informe o endereço.'),
    v.maxLength(500, 'Endereço deve ter no máximo 500 caracteres.'),
    v.url('Endereço inválido.'),
    v.regex(/^https?:\/\//i, 'Endereço deve começar com http:// ou https://.'),
  );
export const url = () => v.nullish(webUrl());

/** "a data de nascimento" → "Data de nascimento" (for messages that start with the noun). */
const bare = (what: string): string => cap(what.replace(/^(o|a|os|as|um|uma) /, ''));

// Never throws (a non-date gives NaN): without abortPipeEarly (the form's resolver) this runs even
// after isoDate has refused the text.
const isCalendarDate = (d: string): boolean => {
  const time = Date.parse(`${d}T00:00:00Z`);
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === d;
};

/** ISO calendar date (YYYY-MM-DD) that exists, within a plausible range. */
export const isoDate = (what: string) =>
  v.pipe(
    v.string(`Informe ${what}.`),
    v.isoDate(`${bare(what)} inválida.`),
    v.check(isCalendarDate, `${bare(what)} inválida.`),
    v.check((d) => d >= '1900-01-01' && d <= '2100-12-31', `${bare(what)} fora do intervalo aceito.`),
  );

/**
 * The latest calendar day it is anywhere (UTC+14): a date after it is in the future for everyone,
 * so a phone and the server, whatever their time zones, agree on what is refused.
 */
const latestToday = (): string => new Date(Date.now() + 14 * 3_600_000).toISOString().slice(0, 10);

/**
 * An isoDate that is not in the future (a birth date). Its actions are repeated rather than piped
 * onto isoDate(): the form reads a field's kind from the top-level actions (form.ts deriveKind).
 */
export const pastDate = (what: string) =>
  v.pipe(
    v.string(`Informe ${what}.`),
    v.isoDate(`${bare(what)} inválida.`),
    v.check(isCalendarDate, `${bare(what)} inválida.`),
    v.check((d) => d >= '1900-01-01', `${bare(what)} fora do intervalo aceito.`),
    v.check((d) => d <= latestToday(), `${bare(what)} não pode estar no futuro.`),
  );

/** IBGE codes of Brazil's 27 federative units: the first two digits of every municipality's code. */
export const STATE_IBGE_CODES: ReadonlySet<string> = new Set([
  '11', '12', '13', '14', '15', '16', '17', '21', '22', '23', '24', '25', '26', '27', '28', '29',
  '31', '32', '33', '35', '41', '42', '43', '50', '51', '52', '53',
]);

/** A municipality's 7-digit IBGE code, whose first two digits are a state's (matching *its* state: cities.agreements). */
export const cityIbge = () =>
  v.pipe(
    digits(7, 'Código IBGE deve ter 7 dígitos.'),
    v.check((code) => STATE_IBGE_CODES.has(code.slice(0, 2)), 'Código IBGE inválido: os 2 primeiros dígitos devem ser o código de um estado (ex.: 35 para SP).'),
  );

export const flag = (what: string) => v.boolean(`Indique se ${what}.`);

/** A closed list: the keys of `options` are the wire values, the values their pt-BR labels. */
export const choice = <const T extends Record<string, string>>(options: T, what: string) =>
  v.picklist(Object.keys(options) as (keyof T & string)[], `Selecione ${what}.`);

// `v.metadata({ kind })` tells the generic form which input mask a field takes (form.ts deriveKind),
// so every CPF/CNPJ/CEP/time field gets its mask from its schema, with no per-resource declaration.
export const cpf = () =>
  v.pipe(v.string('Informe o CPF.'), v.regex(/^\d{11}$/, 'CPF deve ter 11 dígitos.'), v.check(isValidCpf, 'CPF inválido.'), v.metadata({ kind: 'cpf' }));

export const cnpj = () => v.pipe(v.string('Informe o CNPJ.'), v.check(isCanonicalCnpj, 'CNPJ inválido.'), v.metadata({ kind: 'cnpj' }));

export const cep = () => v.pipe(digits(8, 'CEP deve ter 8 dígitos.'), v.metadata({ kind: 'cep' }));

/** Wall-clock HH:MM: time('o horário de início') → "Informe o horário de início." */
export const time = (what: string) =>
  v.pipe(
    v.string(`Informe ${what}.`),
    v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${cap(what.replace(/^(o|a) /, ''))} deve estar no formato HH:MM.`),
    v.metadata({ kind: 'time' }),
  );

export const GENDERS = { feminino: 'Feminino', masculino: 'Masculino', outro: 'Outro', nao_informado: 'Prefiro não informar' } as const;
export const TEAM_GENDERS = { feminino: 'Feminino', masculino: 'Masculino', misto: 'Misto' } as const;

/** A whole number in [min, max]: integer('os pontos por vitória', -10, 10) → "Informe os pontos por vitória." */
export const integer = (what: string, min: number, max: number) =>
  v.pipe(
    v.number(`Informe ${what}.`),
    // "Noun: rule." reads right whatever the noun's gender and number ("Cartões vermelhos: …").
    v.integer(`${bare(what)}: use um número inteiro.`),
    v.minValue(min, `${bare(what)}: no mínimo ${min}.`),
    v.maxValue(max, `${bare(what)}: no máximo ${max}.`),
  );
/**
 * An amount of money in integer cents on the wire and in the database; the form shows and reads
 * reais ("R$ 180,00", FieldKind `money`), and the limits are said in reais:
 * money('o valor', 1, 100_000_000) → "Valor: no mínimo R$ 0,01."
 */
export const money = (what: string, min: number, max: number) =>
  v.pipe(
    v.number(`Informe ${what}.`),
    v.integer(`${bare(what)}: informe em centavos inteiros.`),
    v.minValue(min, `${bare(what)}: no mínimo ${formatCents(min)}.`),
    v.maxValue(max, `${bare(what)}: no máximo ${formatCents(max)}.`),
    v.metadata({ kind: 'money' }),
  );
export const optionalMoney = (what: string, min: number, max: number) => v.nullish(money(what, min, max));

export const optionalInteger = (what: string, min: number, max: number) => v.nullish(integer(what, min, max));

export const optionalDate = (what: string) => v.nullish(isoDate(what));

const DATE_OR_INSTANT = /^\d{4}-\d{2}-\d{2}(T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,3})?)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)?)?$/;

/**
 * When something happens: an ISO date (`2023-04-15`, the time not known yet) or an ISO date-time
 * (`2023-04-15T16:00:00-03:00`). An outside tool loading a past season often has only the date.
 */
export const dateOrInstant = (what: string) =>
  v.pipe(
    v.string(`Informe ${what}.`),
    v.regex(DATE_OR_INSTANT, `${bare(what)} inválida: use AAAA-MM-DD ou AAAA-MM-DDTHH:MM.`),
    v.check((s) => isCalendarDate(s.slice(0, 10)), `${bare(what)} inválida.`),
  );

/** An ISO instant the server stamps (verification, results). */
export const optionalInstant = (what: string) =>
  v.nullish(v.pipe(v.string(`${bare(what)} inválida.`), v.isoTimestamp(`${bare(what)} inválida.`)));

/**
 * An ordered list of keys of a closed list, each at most once (a regulation's tie-break criteria):
 * the form shows it as an ordered picker (FieldKind `ordered_choices`).
 */
export const orderedChoices = <const T extends string>(keys: readonly T[], what: string, min: number) =>
  v.pipe(
    v.array(v.picklist(keys as T[], `${bare(what)}: opção desconhecida.`), `Informe ${what}.`),
    v.minLength(min, `Informe ao menos ${min === 1 ? 'um item' : `${min} itens`} em ${what}.`),
    v.maxLength(keys.length, `${bare(what)}: no máximo ${keys.length} itens.`),
    v.check((list) => new Set(list).size === list.length, `${bare(what)}: um item não pode se repetir.`),
  );

/**
 * A row that names both its competition and a phase: the phase must be of that competition (groups,
 * pots, heats, zone positions). One declaration, so every such resource refuses with the same words.
 */
export const PHASE_OF_COMPETITION = {
  field: 'competition_id', reference: 'phase_id', targetField: 'competition_id', match: 'equal', under: 'phase_id',
  message: 'A fase não pertence a esta competição.',
} as const;

/**
 * A file held by the record: `files/<sha256>` (src/domain/files.ts). `kind` picks the widget: 'image'
 * a photo picker with crop, 'file' a document picker (PDF or image). fileRef('a foto', 'image').
 */
export const fileRef = (what: string, kind: 'image' | 'file' = 'file') =>
  v.pipe(v.string(`Envie ${what}.`), v.regex(FILE_REF, `${cap(what)}: arquivo inválido.`), v.metadata({ kind }));
