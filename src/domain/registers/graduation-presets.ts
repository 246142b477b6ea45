// The grades each preset starts a register type with (the federation edits them: they are data).
// IBJJF adult belts (General System of Graduation): minimum age reached in the year, minimum time in
// the previous belt, and who promotes (a purple belt may award the blue; only a black belt awards
// purple, brown and black). CBJ: the colour belts, whose basic ones a person over 16 takes with no
// carência and out of sequence (`exempt_over_age`). `livre`: only the order.
import type { GraduationPreset } from '../resources/registertypes';
import type { Grade } from './graduation-rules';

export type PresetGrade = Omit<Grade, 'id'> & { color: string };

export const PRESET_GRADES: Readonly<Record<GraduationPreset, readonly PresetGrade[]>> = {
  ibjjf: [
    { rank: 1, name: 'Faixa branca', color: 'branca' },
    { rank: 2, name: 'Faixa azul', color: 'azul', min_age: 16, promoter_min_rank: 3 },
    { rank: 3, name: 'Faixa roxa', color: 'roxa', min_age: 16, min_months: 24, promoter_min_rank: 5 },
    { rank: 4, name: 'Faixa marrom', color: 'marrom', min_age: 18, min_months: 18, promoter_min_rank: 5 },
    { rank: 5, name: 'Faixa preta', color: 'preta', min_age: 19, min_months: 12, promoter_min_rank: 5 },
  ],
  cbj: [
    { rank: 1, name: 'Faixa branca', color: 'branca' },
    { rank: 2, name: 'Faixa cinza', color: 'cinza', min_months: 6, exempt_over_age: 16 },
    { rank: 3, name: 'Faixa azul', color: 'azul', min_months: 6, exempt_over_age: 16 },
    { rank: 4, name: 'Faixa amarela', color: 'amarela', min_months: 6, exempt_over_age: 16 },
    { rank: 5, name: 'Faixa laranja', color: 'laranja', min_months: 6, exempt_over_age: 16 },
    { rank: 6, name: 'Faixa verde', color: 'verde', min_months: 12, min_age: 13, promoter_min_rank: 8 },
    { rank: 7, name: 'Faixa roxa', color: 'roxa', min_months: 12, min_age: 14, promoter_min_rank: 9 },
    { rank: 8, name: 'Faixa marrom', color: 'marrom', min_months: 12, min_age: 15, promoter_min_rank: 9 },
    { rank: 9, name: 'Faixa preta', color: 'preta', min_months: 24, min_age: 17, promoter_min_rank: 9 },
  ],
  livre: [],
};
