import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify, setNoticeSink, whenNoticeWaits, type Notice } from './notices';

afterEach(() => {
  whenNoticeWaits(null);
  setNoticeSink(null);
});

describe('notices before the toaster is in', () => {
  it('asks for the toaster when a notice waits, and delivers the queue when it mounts', () => {
    const wake = vi.fn();
    whenNoticeWaits(wake);
    expect(wake).not.toHaveBeenCalled();
    notify({ type: 'error', title: 'Senha incorreta' });
    expect(wake).toHaveBeenCalledTimes(1);
    const shown: Notice[] = [];
    setNoticeSink((n) => shown.push(n));
    expect(shown).toEqual([{ type: 'error', title: 'Senha incorreta' }]);
    notify({ type: 'success', title: 'Salvo' });
    expect(wake).toHaveBeenCalledTimes(1);
    expect(shown).toHaveLength(2);
  });

  it('asks at once when notices were already waiting (raised during boot)', () => {
    notify({ type: 'info', title: 'Boot' });
    const wake = vi.fn();
    whenNoticeWaits(wake);
    expect(wake).toHaveBeenCalledTimes(1);
  });
});
