// The device names of the devices list on /my/password.
import { describe, expect, it } from 'vitest';
import '../../i18n/i18n';
import { deviceLabel } from './device-label';

describe('deviceLabel', () => {
  it('names the common browsers and systems in pt-BR', () => {
    expect(deviceLabel('Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36')).toBe('Chrome no Android');
    expect(deviceLabel('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1')).toBe('Safari no iOS');
    expect(deviceLabel('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0')).toBe('Edge no Windows');
    expect(deviceLabel('Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:128.0) Gecko/20100101 Firefox/128.0')).toBe('Firefox no macOS');
  });

  it('falls back to what it recognises, or to "não identificado"', () => {
    expect(deviceLabel('curl/8.5.0')).toBe('Aparelho não identificado');
    expect(deviceLabel(null)).toBe('Aparelho não identificado');
    expect(deviceLabel('Something (X11; Linux x86_64)')).toBe('Linux');
  });
});
