import { describe, expect, it } from 'vitest';
import { encode } from 'uqr';
import { brDay, categoryOf, initialsOf, maskCpf, needsRefresh, photoSrc, validityOf } from './card-data';
import { qrPath } from '../../ui/qr-code';

const DAY = 86_400_000;
const user = (over: { master?: boolean; admin?: boolean; permissions_names?: string[] } = {}) => ({ master: false, admin: false, permissions_names: [], ...over });

describe('ID card helpers', () => {
  it('masks the CPF keeping the middle six digits', () => {
    expect(maskCpf('12345678901')).toBe('***.456.789-**');
    expect(maskCpf('123')).toBe('***.***.***-**');
  });

  it('prints dates as dd/mm/aaaa in Brasília time', () => {
    expect(brDay('2026-07-27T20:26:40.000Z')).toBe('27/07/2026');
    expect(brDay('2026-07-28T02:00:00.000Z')).toBe('27/07/2026'); // still the 27th in Brasília
  });

  it('asks for a card when there is none or fewer than 45 days are left', () => {
    const now = Date.parse('2026-05-01T00:00:00Z');
    const card = (days: number) => ({ issued_at: new Date(now).toISOString(), expires_at: new Date(now + days * DAY).toISOString() });
    expect(needsRefresh(null, now)).toBe(true);
    expect(needsRefresh(card(60), now)).toBe(false);
    expect(needsRefresh(card(46), now)).toBe(false);
    expect(needsRefresh(card(44), now)).toBe(true);
    expect(validityOf(card(30), now)).toBe('valid');
    expect(validityOf(card(3), now)).toBe('expiring');
    expect(validityOf(card(-1), now)).toBe('expired');
  });

  it('derives the category from the session (administration, referee, manager, staff, athlete)', () => {
    expect(categoryOf(user({ master: true })).message).toBe('Administração');
    expect(categoryOf(user({ admin: true, permissions_names: ['refereeschedules'] })).message).toBe('Administração');
    expect(categoryOf(user({ permissions_names: ['my_referees', 'refereeschedules'] })).message).toBe('Árbitro(a)');
    expect(categoryOf(user({ permissions_names: ['my_associations'] })).message).toBe('Gestor(a) de entidade');
    expect(categoryOf(user({ permissions_names: ['meals'] })).message).toBe('Equipe de apoio');
    expect(categoryOf(user()).message).toBe('Atleta');
    expect(categoryOf(null).message).toBe('Atleta');
  });

  it('resolves upload-relative photos against backend_upload, keeps absolute ones', () => {
    expect(photoSrc('demo-photos/lucas-atleta.svg', 'http://localhost:8787/uploads')).toBe('http://localhost:8787/uploads/demo-photos/lucas-atleta.svg');
    expect(photoSrc('demo-photos/a.svg', 'http://app.localhost:8787/c/outra/uploads/')).toBe('http://app.localhost:8787/c/outra/uploads/demo-photos/a.svg');
    expect(photoSrc('https://cdn.example.com/p.jpg', 'http://localhost:8787/uploads')).toBe('https://cdn.example.com/p.jpg');
    expect(photoSrc(null, 'http://localhost:8787/uploads')).toBeNull();
    expect(photoSrc('demo-photos/a.svg', null)).toBeNull();
    expect(initialsOf('Lucas da Silva Atleta')).toBe('LA');
    expect(initialsOf('  ')).toBe('?');
  });

  it('draws the QR as runs of dark modules (one path), same modules as the encoder', () => {
    const qr = encode('FD1:ABC', { ecc: 'M', border: 4 });
    const path = qrPath(qr.data);
    let dark = 0;
    for (const m of path.matchAll(/M\d+ \d+h(\d+)/g)) dark += Number(m[1]);
    expect(dark).toBe(qr.data.flat().filter(Boolean).length);
  });
});
