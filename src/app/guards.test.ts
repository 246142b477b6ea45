import { describe, expect, it } from 'vitest';
import type { UserInfo } from '../domain/api';
import { guard, safeRedirect, type GuardState } from './guards';

const user = (over: Partial<UserInfo> = {}): UserInfo => ({
  id: 'u1', name: 'Ana', image_url: null, phone: null, email: 'a@b.c', admin: false, master: false,
  super: false, verifyed_at: null, permissions_names: ['meals'], ...over,
});
const signedIn = (over: Partial<UserInfo> = {}): GuardState => ({
  backend: 'http://localhost:8787', loggedIn: true, user: user(over), availableModules: ['meals', 'bills'], connectWithoutCode: false,
});
const anonymous: GuardState = { backend: 'http://localhost:8787', loggedIn: false, user: null, availableModules: ['meals'], connectWithoutCode: false };
const at = (path: string, search = '') => ({ path, search });

describe('guard step 1: no backend', () => {
  const noBackend: GuardState = { ...anonymous, backend: null };
  it('goes to loading carrying the original path and search', () => {
    expect(guard({}, noBackend, at('/about', '?x=1'))).toEqual({ to: '/loading', search: { redirect: '/about?x=1' } });
  });
  it('wins over the login step', () => {
    expect(guard({ login: true }, noBackend, at('/meals'))).toEqual({ to: '/loading', search: { redirect: '/meals' } });
  });
  it('leaves the loading page itself alone', () => {
    expect(guard({}, noBackend, at('/loading', '?redirect=%2F'))).toBeNull();
  });
  it('in connect mode without a code lets the index render the code form', () => {
    expect(guard({ login: true }, { ...noBackend, connectWithoutCode: true }, at('/'))).toBeNull();
  });
  it('in connect mode without a code still sends other routes to loading', () => {
    expect(guard({ login: true }, { ...noBackend, connectWithoutCode: true }, at('/meals'))).toEqual({ to: '/loading', search: { redirect: '/meals' } });
  });
});

describe('guard step 2: login required', () => {
  it('sends anonymous users to login with the origin path', () => {
    expect(guard({ login: true }, anonymous, at('/meals', '?page=2'))).toEqual({ to: '/login', search: { redirect: '/meals?page=2' } });
  });
  it('wins over the permission step', () => {
    expect(guard({ login: true, permissions: ['abc'] }, anonymous, at('/check'))).toEqual({ to: '/login', search: { redirect: '/check' } });
  });
  it('lets signed-in users through', () => {
    expect(guard({ login: true }, signedIn(), at('/help'))).toBeNull();
  });
  it('does not apply to open routes', () => {
    expect(guard({}, anonymous, at('/about'))).toBeNull();
  });
});

describe('guard step 3: guests only', () => {
  it('sends signed-in users to the root', () => {
    expect(guard({ guest: true }, signedIn(), at('/login'))).toEqual({ to: '/' });
  });
  it('lets guests through', () => {
    expect(guard({ guest: true }, anonymous, at('/login'))).toBeNull();
  });
});

describe('guard step 4: permissions', () => {
  it('denies a missing permission', () => {
    expect(guard({ login: true, permissions: ['abc'] }, signedIn(), at('/check'))).toEqual({ to: '/error/denied' });
  });
  it('needs every permission listed', () => {
    expect(guard({ permissions: ['meals', 'bills'] }, signedIn({ permissions_names: ['meals'] }), at('/x'))).toEqual({ to: '/error/denied' });
    expect(guard({ permissions: ['meals', 'bills'] }, signedIn({ permissions_names: ['meals', 'bills'] }), at('/x'))).toBeNull();
  });
  it('lets a master pass every permission check', () => {
    expect(guard({ permissions: ['abc', 'seed'] }, signedIn({ master: true, permissions_names: [] }), at('/x'))).toBeNull();
  });
  it('admin-only needs admin or master', () => {
    expect(guard({ adminOnly: true }, signedIn(), at('/courses'))).toEqual({ to: '/error/denied' });
    expect(guard({ adminOnly: true }, signedIn({ admin: true }), at('/courses'))).toBeNull();
    expect(guard({ adminOnly: true }, signedIn({ master: true }), at('/courses'))).toBeNull();
  });
  it('master-only needs master, admin is not enough', () => {
    expect(guard({ masterOnly: true }, signedIn({ admin: true }), at('/admin/dev/seed'))).toEqual({ to: '/error/denied' });
    expect(guard({ masterOnly: true }, signedIn({ master: true }), at('/admin/dev/seed'))).toBeNull();
  });
  it('wins over the module step', () => {
    expect(guard({ permissions: ['abc'], modules: ['icms'] }, signedIn(), at('/icms'))).toEqual({ to: '/error/denied' });
  });
});

describe('guard step 5: modules', () => {
  it('sends to disabled when a module is not available', () => {
    expect(guard({ login: true, permissions: ['meals'], modules: ['meals', 'markets'] }, signedIn(), at('/x'))).toEqual({ to: '/error/disabled' });
  });
  it('applies to masters too (a hidden module is hidden for everyone)', () => {
    expect(guard({ modules: ['markets'] }, signedIn({ master: true }), at('/x'))).toEqual({ to: '/error/disabled' });
  });
  it('passes when every module is available', () => {
    expect(guard({ modules: ['meals', 'bills'] }, signedIn(), at('/x'))).toBeNull();
  });
});

describe('safeRedirect', () => {
  const cases: Array<[unknown, string]> = [
    ['/meals?x=1', '/meals?x=1'], ['/', '/'], [undefined, '/'], [42, '/'], ['meals', '/'],
    ['//evil.test/x', '/'], ['/\\evil.test', '/'], ['https://evil.test', '/'], ['javascript:alert(1)', '/'],
    ['/login', '/'], ['/login?redirect=/x', '/'], ['/loading?redirect=/', '/'], ['/a\nb', '/'],
  ];
  it.each(cases)('%j → %s', (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });
  it('uses the given fallback', () => {
    expect(safeRedirect('//x', '/home')).toBe('/home');
  });
});

