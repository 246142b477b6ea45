// A 401 that says why the session ended (a password changed on another device) reaches the user as
// that reason, not as a bare "sessão expirada" (the indicator's label: indicator-view.test.ts).
import { describe, expect, it } from 'vitest';
import { SyncHttpError } from '../src/data/sync-cycle';
import { describeFailure } from './sync-failure';

describe('a session ended by a password change', () => {
  it('the worker reports reason password_changed with the pt-BR notice', () => {
    const error = describeFailure('unauthorized', new SyncHttpError(401, { status: 0, code: 'password_changed', message: 'Sua senha foi alterada em outro aparelho; entre novamente.' }));
    expect(error).toMatchObject({ code: 'auth', status: 401, reason: 'password_changed' });
    expect(error?.message).toMatch(/^Sua senha foi alterada em outro aparelho; entre novamente\./);
  });

  it('a plain 401 stays "sessão expirada", with no reason', () => {
    const error = describeFailure('unauthorized', new SyncHttpError(401, { status: 0, message: 'Sessão expirada. Entre novamente.' }));
    expect(error?.reason).toBeUndefined();
    expect(error?.message).toMatch(/^Sessão expirada/);
  });
});
