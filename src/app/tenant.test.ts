import { describe, expect, it, vi } from 'vitest';
import '../i18n/i18n';
import type { ClientRecord } from '../domain/api';
import { ApiError } from './http';
import { createStorage, memoryBackend } from '../data/storage';
import { clientLookupUrl, planTenant, resetBackend, resolveTenant } from './tenant';

const client: ClientRecord = {
  backend: 'http://localhost:8787', backend_upload: 'http://localhost:8787/uploads',
  backend_list: ['http://localhost:8787'], backend_upload_list: ['http://localhost:8787/uploads'],
  code: 'demo', name: 'Federação Demo', logos: { light: '/l.svg', dark: '/d.svg' }, d: true,
  hiddenmodules_identifiers: [], public: true, isPublic: true, ai: false, t9n: false, identifier: 'demo', color: 'teal',
};
const host = { origin: 'http://localhost:8787', hostname: 'localhost' };
const generic = { origin: 'http://app.localhost:8787', hostname: 'app.localhost' };

function setup(seed: Record<string, string> = {}) {
  const backend = memoryBackend();
  for (const [k, v] of Object.entries(seed)) backend.setItem(k, v);
  return { backend, storage: createStorage(backend) };
}

describe('planTenant', () => {
  it('looks up by host on ordinary hosts, ignoring a stored code', () => {
    expect(planTenant(host, 'outra')).toEqual({ kind: 'lookup', query: { host: 'localhost' } });
  });
  it('needs a client code on generic hosts', () => {
    expect(planTenant(generic, null)).toEqual({ kind: 'connect-missing' });
    expect(planTenant(generic, 'outra')).toEqual({ kind: 'lookup', query: { code: 'outra' } });
  });
  it('builds the lookup URL on the page origin', () => {
    expect(clientLookupUrl(host.origin, { host: 'localhost' })).toBe('http://localhost:8787/api/v1/federa/client?host=localhost');
    expect(clientLookupUrl(generic.origin, { code: 'a b' })).toBe('http://app.localhost:8787/api/v1/federa/client?code=a%20b');
  });
});

describe('resetBackend', () => {
  it('clears exactly backend, title, accessibility, register and sets the colour to primary', () => {
    const { backend, storage } = setup({ backend: 'x', title: 'T', accessibility: 'true', register: '{}', colorname1: 'teal', token: 'tok', client_code: 'c' });
    resetBackend(storage);
    expect(backend.dump()).toEqual({ colorname1: 'primary', token: 'tok', client_code: 'c' });
  });
});

describe('resolveTenant', () => {
  it('connect mode without a code: resets the backend and asks for the code, no request', async () => {
    const { backend, storage } = setup({ backend: 'http://old', title: 'Old' });
    const fetchClient = vi.fn();
    expect(await resolveTenant({ location: generic, storage, fetchClient })).toEqual({ kind: 'connect', message: null });
    expect(fetchClient).not.toHaveBeenCalled();
    expect(backend.dump()).toEqual({ colorname1: 'primary' });
  });

  it('connect mode with a code: fetches by code and stores the client', async () => {
    const { storage } = setup({ client_code: 'demo' });
    const fetchClient = vi.fn(async () => client);
    expect(await resolveTenant({ location: generic, storage, fetchClient })).toEqual({ kind: 'resolved', client });
    expect(fetchClient).toHaveBeenCalledWith('http://app.localhost:8787/api/v1/federa/client?code=demo');
    expect(storage.get('backend')).toBe('http://localhost:8787');
    expect(storage.get('title')).toBe('Federação Demo');
    expect(storage.get('colorname1')).toBe('teal');
    expect(storage.get('logos')).toEqual(client.logos);
    expect(storage.get('debt')).toBe(true);
    expect(storage.get('backend_upload_list')).toEqual(['http://localhost:8787/uploads']);
  });

  it('connect mode with an unknown stored code: forgets it and asks again with the message', async () => {
    const { storage } = setup({ client_code: 'gone', backend: 'http://old' });
    const fetchClient = vi.fn(async () => { throw new ApiError('status', 404, 'Cliente não encontrado.'); });
    expect(await resolveTenant({ location: generic, storage, fetchClient })).toEqual({ kind: 'connect', message: 'Cliente não encontrado.' });
    expect(storage.get('client_code')).toBeNull();
    expect(storage.get('backend')).toBeNull();
  });

  it('host mode: fetches by host name', async () => {
    const { storage } = setup();
    const fetchClient = vi.fn(async () => client);
    await resolveTenant({ location: host, storage, fetchClient });
    expect(fetchClient).toHaveBeenCalledWith('http://localhost:8787/api/v1/federa/client?host=localhost');
    expect(storage.get('client_code')).toBe('demo');
  });

  it('offline start: network down with a stored backend keeps the stored values', async () => {
    const { storage } = setup({ backend: 'http://localhost:8787', title: 'Federação Demo' });
    const fetchClient = vi.fn(async () => { throw new ApiError('network', 0, 'Sem conexão'); });
    expect(await resolveTenant({ location: host, storage, fetchClient })).toEqual({ kind: 'offline' });
    expect(storage.get('title')).toBe('Federação Demo');
  });

  it('a 5xx answer counts as unreachable too', async () => {
    const { storage } = setup({ backend: 'http://localhost:8787' });
    const fetchClient = vi.fn(async () => { throw new ApiError('http', 503, 'Indisponível'); });
    expect((await resolveTenant({ location: host, storage, fetchClient })).kind).toBe('offline');
  });

  it('network down and nothing stored: fails with a pt-BR message', async () => {
    const { storage } = setup();
    const fetchClient = vi.fn(async () => { throw new TypeError('Failed to fetch'); });
    const outcome = await resolveTenant({ location: host, storage, fetchClient });
    expect(outcome.kind).toBe('failed');
    expect(outcome.kind === 'failed' && outcome.message).toMatch(/Sem conexão/);
  });

  it('unknown host: fails with the server message even if a backend is stored', async () => {
    const { storage } = setup({ backend: 'http://old' });
    const fetchClient = vi.fn(async () => { throw new ApiError('status', 404, 'Cliente não encontrado.'); });
    expect(await resolveTenant({ location: host, storage, fetchClient })).toEqual({ kind: 'failed', message: 'Cliente não encontrado.' });
  });
});
