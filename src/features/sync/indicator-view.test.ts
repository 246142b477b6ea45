import { describe, expect, it } from 'vitest';
import '../../i18n/i18n';
import { INITIAL_SYNC_STATE, type SyncState } from '../../../workers/sync-protocol';
import { indicatorView } from './indicator-view';

const state = (over: Partial<SyncState> = {}): SyncState => ({ ...INITIAL_SYNC_STATE, active: true, ...over });

describe('indicatorView', () => {
  it('shows the running chrono of the last successful sync', () => {
    expect(indicatorView(state({ lastSyncAt: 1 }), 0, true, 3 * 60_000)).toMatchObject({ label: 'Sincronizado há 3 min', announce: 'Sincronizado', tone: 'green' });
    expect(indicatorView(state({ lastSyncAt: 1 }), 0, true, 5_000).label).toBe('Sincronizado agora');
    expect(indicatorView(state({ lastSyncAt: 1 }), 0, true, 20_000).label).toBe('Sincronizado há 20 s');
    expect(indicatorView(state(), 0, true, null).label).toBe('Não sincronizado');
  });

  it('keeps the time since the last successful round during a routine round', () => {
    // Rounds run every 30 s: showing "Sincronizando…" in each reset the chrono before it could move.
    const v = indicatorView(state({ phase: 'pulling', lastSyncAt: 1 }), 0, true, 3 * 60_000);
    expect(v).toMatchObject({ label: 'Sincronizado há 3 min', announce: 'Sincronizado', busy: true, short: { title: 'Sincronizado', detail: 'há 3 min' } });
    expect(indicatorView(state({ phase: 'pushing' }), 0, true, null).label).toBe('Sincronizando…');
  });

  it('has a short form in words for phones', () => {
    expect(indicatorView(state(), 2, false, null).short).toEqual({ title: '2 pendentes' });
    expect(indicatorView(state(), 0, false, 5000).short).toEqual({ title: 'Offline' });
    expect(indicatorView(state({ lastSyncAt: 1 }), 0, true, 40_000).short).toEqual({ title: 'Sincronizado', detail: 'há 40 s' });
    expect(indicatorView(state({ phase: 'paused-auth' }), 0, true, null).short).toEqual({ title: 'Sessão expirada' });
  });

  it('says the password was changed elsewhere when that ended the session', () => {
    const error = { code: 'auth' as const, status: 401, reason: 'password_changed' as const, message: '' };
    const view = indicatorView(state({ phase: 'paused-auth', error }), 0, true, null);
    expect(view.label).toBe('Sua senha foi alterada em outro aparelho; entre novamente');
    expect(view.short).toEqual({ title: 'Senha alterada' });
  });

  it('counts pending writes, offline or waiting', () => {
    expect(indicatorView(state(), 1, false, null)).toMatchObject({ label: '1 pendente', announce: 'Offline, 1 pendente', tone: 'orange', busy: false });
    expect(indicatorView(state(), 3, true, null).label).toBe('3 pendentes');
    expect(indicatorView(state({ phase: 'pushing' }), 3, true, null)).toMatchObject({ label: '3 pendentes', busy: true, announce: 'Enviando 3 pendentes' });
  });

  it('shows the initial download with its rows', () => {
    const v = indicatorView(state({ phase: 'pulling', initial: { pages: 2, rows: 1500, total: null } }), 0, true, null);
    expect(v).toMatchObject({ busy: true, download: { rows: 1500, total: null }, tone: 'blue' });
    expect(v.label).toMatch(/^Baixando dados… 1\.500$/);
  });

  it('puts an expired session and a required update before everything else', () => {
    expect(indicatorView(state({ phase: 'paused-auth' }), 2, true, 1000)).toMatchObject({
      label: 'Sessão expirada — entre novamente', announce: 'Sessão expirada — entre novamente. 2 pendentes.', tone: 'red',
    });
    expect(indicatorView(state({ phase: 'update-required' }), 0, true, 1000).label).toBe('Atualização necessária');
  });

  it('reports an error only when nothing is pending and the device is online', () => {
    const failed = state({ phase: 'error', error: { code: 'server', status: 500, message: 'x' } });
    expect(indicatorView(failed, 0, true, 1000)).toMatchObject({ label: 'Erro na sincronização', tone: 'red' });
    expect(indicatorView(failed, 0, false, 1000).label).toBe('Offline');
    expect(indicatorView(failed, 2, true, 1000).label).toBe('2 pendentes');
  });
});
