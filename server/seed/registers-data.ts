// The registers area's demo catalogue, tenant demo (server/seed/registers-seed.ts writes it): three
// register types, one per graduation preset, with their roles, graduations (rules as data), styles
// and prices, and two membership plans. Ids are fixed (derivedId) so other seeds (finances: the
// plans' recurrences and dues) and tests can name them.
import { derivedId } from '../../src/domain/uuid';

const idOf = (kind: string, key: string): string => derivedId('demo-registers', kind, key);

export const DEMO_REGISTER_TYPE_IDS = {
  jiujitsu: idOf('type', 'jiu-jitsu-ibjjf'),
  judo: idOf('type', 'judo-cbj'),
  referees: idOf('type', 'arbitros'),
} as const;
export type DemoRegisterType = keyof typeof DEMO_REGISTER_TYPE_IDS;

export const DEMO_REGISTER_TYPES: readonly { key: DemoRegisterType; name: string; preset: 'ibjjf' | 'cbj' | 'livre'; description: string }[] = [
  { key: 'jiujitsu', name: 'Jiu-jitsu — IBJJF', preset: 'ibjjf', description: 'Faixas adultas pelas regras de graduação da IBJJF.' },
  { key: 'judo', name: 'Judô — CBJ', preset: 'cbj', description: 'Faixas pelas regras de graduação da Confederação Brasileira de Judô.' },
  { key: 'referees', name: 'Árbitros', preset: 'livre', description: 'Quadro de arbitragem da federação.' },
];

export const DEMO_ROLE_NAMES = ['Atleta', 'Técnico', 'Árbitro'] as const;
export const demoRoleId = (type: DemoRegisterType, role: (typeof DEMO_ROLE_NAMES)[number]): string => idOf('role', `${type}:${role}`);

export interface DemoGraduation { name: string; color: string; min_age: number; min_months: number; promoter_min_rank: number | null }

/**
 * IBJJF adult belts: the age reached in the year; `min_months` is the minimum time in the PREVIOUS
 * belt before this one (white → blue at once; 2 years in blue, 1.5 in purple, 1 in brown); a purple
 * belt (rank 3) may promote white → blue, only a black belt (rank 5) awards purple, brown and black.
 */
export const IBJJF_BELTS: readonly DemoGraduation[] = [
  { name: 'Faixa branca', color: 'branca', min_age: 0, min_months: 0, promoter_min_rank: null },
  { name: 'Faixa azul', color: 'azul', min_age: 16, min_months: 0, promoter_min_rank: 3 },
  { name: 'Faixa roxa', color: 'roxa', min_age: 16, min_months: 24, promoter_min_rank: 5 },
  { name: 'Faixa marrom', color: 'marrom', min_age: 18, min_months: 18, promoter_min_rank: 5 },
  { name: 'Faixa preta', color: 'preta', min_age: 19, min_months: 12, promoter_min_rank: 5 },
];

/**
 * CBJ belts (kyu to shodan): carência in the previous belt grows with the grade; the minimum age
 * follows the CBJ's table for the kids' belts; only a black belt (rank 9) promotes to brown and black.
 */
export const CBJ_BELTS: readonly DemoGraduation[] = [
  { name: 'Faixa branca', color: 'branca', min_age: 0, min_months: 0, promoter_min_rank: null },
  { name: 'Faixa cinza', color: 'cinza', min_age: 5, min_months: 6, promoter_min_rank: null },
  { name: 'Faixa azul', color: 'azul', min_age: 7, min_months: 6, promoter_min_rank: null },
  { name: 'Faixa amarela', color: 'amarela', min_age: 9, min_months: 12, promoter_min_rank: null },
  { name: 'Faixa laranja', color: 'laranja', min_age: 11, min_months: 12, promoter_min_rank: null },
  { name: 'Faixa verde', color: 'verde', min_age: 13, min_months: 12, promoter_min_rank: null },
  { name: 'Faixa roxa', color: 'roxa', min_age: 14, min_months: 12, promoter_min_rank: null },
  { name: 'Faixa marrom', color: 'marrom', min_age: 16, min_months: 12, promoter_min_rank: 9 },
  { name: 'Faixa preta', color: 'preta', min_age: 18, min_months: 24, promoter_min_rank: 9 },
];

/** The graduation of rank `rank` (1-based) of a type. */
export const demoGraduationId = (type: DemoRegisterType, rank: number): string => idOf('graduation', `${type}:${rank}`);

export const DEMO_PLAN_IDS = {
  annual: idOf('plan', 'anuidade-atleta'),
  monthly: idOf('plan', 'mensalidade'),
} as const;

export const DEMO_PLANS = [
  { id: DEMO_PLAN_IDS.annual, name: 'Anuidade atleta', amount_cents: 18000, period: 'anual', description: 'Anuidade da filiação de atleta à federação.' },
  { id: DEMO_PLAN_IDS.monthly, name: 'Mensalidade', amount_cents: 6000, period: 'mensal', description: 'Mensalidade da filiação (escolinhas e projetos).' },
] as const;

/** Styles (how one competes within the type) and membership styles, with their 2026 prices. */
export const DEMO_STYLES: readonly { type: DemoRegisterType; name: string; cents2025: number; cents2026: number }[] = [
  { type: 'jiujitsu', name: 'Gi (com kimono)', cents2025: 11000, cents2026: 12000 },
  { type: 'jiujitsu', name: 'No-gi (sem kimono)', cents2025: 9000, cents2026: 10000 },
  { type: 'judo', name: 'Shiai (luta)', cents2025: 13000, cents2026: 14000 },
  { type: 'judo', name: 'Kata', cents2025: 7000, cents2026: 8000 },
];
export const DEMO_MEMBERSHIP_STYLES: readonly { type: DemoRegisterType; name: string; cents2026: number }[] = [
  { type: 'jiujitsu', name: 'Atleta adulto', cents2026: 18000 },
  { type: 'jiujitsu', name: 'Atleta de base (até 17 anos)', cents2026: 9000 },
  { type: 'judo', name: 'Atleta adulto', cents2026: 18000 },
  { type: 'judo', name: 'Atleta de base (até 17 anos)', cents2026: 9000 },
  { type: 'referees', name: 'Árbitro', cents2026: 12000 },
];
export const demoStyleId = (kind: 'style' | 'membershipstyle', type: DemoRegisterType, name: string): string => idOf(kind, `${type}:${name}`);
