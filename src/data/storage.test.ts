import { describe, expect, it } from 'vitest';
import { createStorage, memoryBackend, STORAGE_KEYS } from './storage';
import type { UserInfo } from '../domain/api';

const user: UserInfo = {
  id: 'u1', name: 'Ana Souza', image_url: null, phone: null, email: 'ana@demo.test',
  admin: false, master: false, super: false, verifyed_at: null, permissions_names: ['meals'],
};

describe('storage', () => {
  it('has exactly the spec keys', () => {
    expect(STORAGE_KEYS).toEqual([
      'token', 'info', 'dark', 'colorname1', 'backend', 'backend_list', 'backend_upload', 'backend_upload_list',
      'logos', 'title', 'client_code', 'loginMail', 'accessibility', 'register', 'debt',
    ]);
  });

  it('stores strings raw and objects, lists and flags as JSON', () => {
    const backend = memoryBackend();
    const s = createStorage(backend);
    s.set('token', 'abc.def');
    s.set('info', user);
    s.set('dark', true);
    s.set('backend_list', ['http://a', 'http://b']);
    expect(backend.dump()).toEqual({
      token: 'abc.def',
      info: JSON.stringify(user),
      dark: 'true',
      backend_list: '["http://a","http://b"]',
    });
    expect(s.get('token')).toBe('abc.def');
    expect(s.get('info')).toEqual(user);
    expect(s.get('dark')).toBe(true);
    expect(s.get('backend_list')).toEqual(['http://a', 'http://b']);
  });

  it('reads missing keys as null and removes several at once', () => {
    const s = createStorage(memoryBackend());
    expect(s.get('backend')).toBeNull();
    s.set('backend', 'http://x');
    s.set('title', 'Demo');
    s.remove('backend', 'title');
    expect(s.get('backend')).toBeNull();
    expect(s.get('title')).toBeNull();
  });

  it('tolerates corrupt values', () => {
    const backend = memoryBackend();
    const s = createStorage(backend);
    backend.setItem('info', '{not json');
    backend.setItem('dark', '"yes"');
    backend.setItem('logos', '{"light": 1}');
    backend.setItem('backend_list', '[1,2]');
    backend.setItem('info', '{"id": 3}');
    expect(s.get('info')).toBeNull();
    expect(s.get('dark')).toBeNull();
    expect(s.get('logos')).toBeNull();
    expect(s.get('backend_list')).toBeNull();
  });

  it('survives a backend that throws', () => {
    const s = createStorage({
      getItem: () => { throw new Error('denied'); },
      setItem: () => { throw new Error('quota'); },
      removeItem: () => { throw new Error('denied'); },
    });
    expect(() => s.set('token', 't')).not.toThrow();
    expect(s.get('token')).toBeNull();
    expect(() => s.remove('token')).not.toThrow();
  });
});
