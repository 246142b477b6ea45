import { describe, expect, it } from 'vitest';
import { currentMarks } from './exam-marks';

const mark = (id: string, register: string, result: string, at: string) => ({ id, exam_id: 'e', register_id: register, result, examiner_user_id: 'u', at });

describe('currentMarks', () => {
  it('the latest mark of each candidate counts; the earlier ones are what it corrected, oldest first', () => {
    const marks = currentMarks([
      mark('3', 'r1', 'aprovado', '2026-11-28T10:05:00Z'),
      mark('1', 'r1', 'reprovado', '2026-11-28T10:00:00Z'),
      mark('2', 'r2', 'aprovado', '2026-11-28T10:01:00Z'),
      mark('4', 'r1', 'reprovado', '2026-11-28T10:02:00Z'),
    ]);
    expect(marks.get('r1')?.mark.id).toBe('3');
    expect(marks.get('r1')?.corrected.map((m) => m.id)).toEqual(['1', '4']);
    expect(marks.get('r2')).toMatchObject({ mark: { result: 'aprovado' }, corrected: [] });
  });
  it('two marks at the same instant (two phones) are ordered by id, the same on every device', () => {
    const a = currentMarks([mark('b', 'r1', 'reprovado', 'x'), mark('a', 'r1', 'aprovado', 'x')]);
    const b = currentMarks([mark('a', 'r1', 'aprovado', 'x'), mark('b', 'r1', 'reprovado', 'x')]);
    expect(a.get('r1')?.mark.id).toBe('b');
    expect(b.get('r1')?.mark.id).toBe('b');
  });
});
