// Valid records for tests, on the device and on the server alike: no database, no IndexedDB.
import { cpfFromBase } from '../../src/domain/cpf';
import { uuidv7 } from '../../src/domain/uuid';

export const country = (over: Record<string, unknown> = {}) => ({ id: uuidv7(), name: 'Brasil', iso2: 'BR', iso3: 'BRA', ddi: '55', ...over });

export const sport = (over: Record<string, unknown> = {}) => ({ id: uuidv7(), name: 'Futebol', code: 'FUT', team_sport: true, active: true, ...over });

/** A CPF no other fixture has (a CPF is unique per tenant); outside the seed's ranges. */
let nextCpf = 100_000_000;
export const freshCpf = (): string => cpfFromBase(String(nextCpf++));

export const profile = (userId: string, over: Record<string, unknown> = {}) => ({
  id: uuidv7(),
  user_id: userId,
  name: 'Maria da Silva',
  cpf: freshCpf(),
  birthdate: '2008-03-14',
  gender: 'feminino',
  ...over,
});
