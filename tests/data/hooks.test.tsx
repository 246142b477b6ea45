// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, describe, expect, it } from 'vitest';
import { TenantDbProvider } from '../../src/data/db-context';
import { useList, useMutate, usePendingCount, useRecord, useRejected } from '../../src/data/hooks';
import { country, freshDb, USER } from './fixtures';

const db = freshDb('hooks');
afterAll(async () => {
  await db.delete();
});
const wrapper = ({ children }: { children: ReactNode }) => (
  <TenantDbProvider db={db} userId={USER}>
    {children}
  </TenantDbProvider>
);

describe('data hooks', () => {
  it('re-render live after a write made through useMutate', async () => {
    const row = country({ name: 'Equador' });
    const { result } = renderHook(
      () => ({
        list: useList('countries', { prefix: 'equ' }),
        record: useRecord('countries', row.id),
        pending: usePendingCount(),
        rejected: useRejected(),
        save: useMutate(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.pending).toBe(0));
    expect(result.current.record).toBeNull();
    await act(async () => {
      await result.current.save('countries.put', row);
    });
    await waitFor(() => expect(result.current.record).toMatchObject({ name: 'Equador' }));
    await waitFor(() => expect(result.current.list?.rows.map((r) => r.id)).toEqual([row.id]));
    expect(result.current.pending).toBe(1);
    expect(result.current.rejected).toEqual([]);
    await expect(result.current.save('countries.put', { ...row, name: '' })).rejects.toMatchObject({ message: 'Informe o nome.' });
  });
});
