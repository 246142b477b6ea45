import { describe, expect, it } from 'vitest';
import { approvals } from '../resources/approvals';
import { findResource } from '../resources/index';
import { APPROVAL_KINDS } from './kinds';
import { APPROVAL_QUEUES } from './queues';

describe('approval kinds', () => {
  it('every kind\'s reviewers replicate the requests (its permission is in the approvals scope)', () => {
    for (const kind of APPROVAL_KINDS) expect(approvals.access.scope, kind.key).toContain(`permission:${kind.permission}`);
  });

  it('every kind names a resource and, unless it brings its own schema, only that resource\'s fields', () => {
    for (const kind of APPROVAL_KINDS) {
      const resource = findResource(kind.subject);
      expect(resource, kind.key).toBeDefined();
      if (kind.proposedSchema) continue;
      for (const field of kind.fields) expect(Object.keys(resource!.schema.entries), `${kind.key}.${field}`).toContain(field);
    }
  });

  it('keys are unique and every label and queue is set', () => {
    expect(new Set(APPROVAL_KINDS.map((k) => k.key)).size).toBe(APPROVAL_KINDS.length);
    for (const kind of APPROVAL_KINDS) {
      expect(kind.label.length).toBeGreaterThan(0);
      expect(APPROVAL_QUEUES[kind.queue], `${kind.key} in its queue`).toContain(kind.key);
    }
  });
});
