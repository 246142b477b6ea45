// Deterministic athlete profiles: the demo seed takes a few hundred, the bench 100k
// (bench/generate-athletes.ts). The same seed gives the same people (names, CPFs, birthdates…); ids
// are fresh uuid v7s (time-ordered, as clients make them) unless `makeId` says otherwise.
import { cpfFromBase } from '../../src/domain/cpf';
import type { RecordOf } from '../../src/domain/resources/define';
import type { profiles } from '../../src/domain/resources/profiles';
import { uuidv7 } from '../../src/domain/uuid';

export type ProfileRecord = RecordOf<typeof profiles>;

export interface AthleteOptions {
  /** PRNG seed: same seed, same people. */
  seed?: number;
  /** First CPF base (9 digits) to use; the i-th athlete gets base + i, so runs with distinct ranges never share a CPF. */
  cpfBase?: number;
  /** Associations to spread athletes over (some stay without one). */
  associationIds?: readonly string[];
  /** The owning user of the i-th athlete; default a fresh id (a person without an account yet). */
  userId?: (i: number) => string;
  makeId?: (i: number) => string;
}

const FIRST_F = ['Ana', 'Beatriz', 'Camila', 'Daniela', 'Eduarda', 'Fernanda', 'Gabriela', 'Helena', 'Isabela', 'Júlia', 'Larissa', 'Letícia', 'Mariana', 'Natália', 'Patrícia', 'Rafaela', 'Sofia', 'Tainá', 'Valentina', 'Yasmin'];
const FIRST_M = ['André', 'Bruno', 'Caio', 'Diego', 'Enzo', 'Felipe', 'Gustavo', 'Heitor', 'Igor', 'João', 'Kauã', 'Lucas', 'Matheus', 'Nicolas', 'Otávio', 'Pedro', 'Rafael', 'Samuel', 'Thiago', 'Vinícius'];
const LAST = ['Silva', 'Santos', 'Oliveira', 'Souza', 'Rodrigues', 'Ferreira', 'Alves', 'Pereira', 'Lima', 'Gomes', 'Costa', 'Ribeiro', 'Martins', 'Carvalho', 'Almeida', 'Lopes', 'Soares', 'Fernandes', 'Vieira', 'Barbosa', 'Rocha', 'Dias', 'Nascimento', 'Andrade', 'Moreira', 'Nunes', 'Marques', 'Machado', 'Mendes', 'Freitas'];
const DDD = ['11', '21', '31', '41', '47', '51', '61', '62', '71', '81', '85', '91', '92', '98'];

/** mulberry32: a small, fast, seedable PRNG (uniform in [0, 1)). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` valid profiles (every one passes profiles.schema), lazily. */
export function* athletes(count: number, options: AthleteOptions = {}): Generator<ProfileRecord> {
  const rand = prng(options.seed ?? 1);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
  const cpfBase = options.cpfBase ?? 900_000_000;
  if (cpfBase + count > 999_999_999) throw new Error('Faixa de CPFs esgotada: use uma base menor ou menos atletas.');
  const associations = options.associationIds ?? [];
  for (let i = 0; i < count; i++) {
    const female = rand() < 0.5;
    const gender = rand() < 0.02 ? (rand() < 0.5 ? 'outro' : 'nao_informado') : female ? 'feminino' : 'masculino';
    const name = `${pick(female ? FIRST_F : FIRST_M)} ${pick(LAST)} ${pick(LAST)}`;
    const year = 1965 + Math.floor(rand() * 50);
    const month = 1 + Math.floor(rand() * 12);
    const day = 1 + Math.floor(rand() * 28);
    const profile: ProfileRecord = {
      id: options.makeId ? options.makeId(i) : uuidv7(),
      user_id: options.userId ? options.userId(i) : uuidv7(),
      name,
      cpf: cpfFromBase(String(cpfBase + i)),
      birthdate: `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
      gender,
      association_id: associations.length > 0 && rand() < 0.85 ? pick(associations) : null,
      phone: `${pick(DDD)}9${String(Math.floor(rand() * 1e8)).padStart(8, '0')}`,
    };
    yield profile;
  }
}
