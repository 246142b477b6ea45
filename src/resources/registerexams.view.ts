// The screens of registerexams (Exame de graduação); its declaration is
// src/domain/resources/registerexams.ts. An exam's page holds its candidates (nested), the link to
// the grading sheet and the confirmation (features/graduations/exam-actions.tsx).
import { lazy } from 'react';
import type { NestedParent } from '../ui/resource/nested';
import { defineView } from '../ui/resource/view';

const ExamActions = lazy(() => import('../features/graduations/exam-actions').then((m) => ({ default: m.ExamActions })));

const exam: NestedParent = { param: 'parent_id', resource: 'registerexams', field: 'exam_id', href: '/registers/registerexams/show/$parent_id' };

export const view = defineView({
  key: 'registerexams',
  route: '/registers/registerexams',
  columns: ['date', 'registertype_id', 'place', 'examiner_register_id', 'status'],
  showActions: ExamActions,
  nested: [{ resource: 'registerexamcandidates', path: '/registers/registerexams/$parent_id/registerexamcandidates', parents: [exam], screens: ['create', 'show'] }],
});
