// Password hashing: salted scrypt with its parameters in the stored string.
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../server/auth/password';

describe('password hashing', () => {
  it('verifies the right password only', async () => {
    const hash = await hashPassword('correct horse');
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('correct horse ', hash)).toBe(false);
    expect(await verifyPassword('Correct horse', hash)).toBe(false);
  });

  it('salts: the same password hashes differently each time', async () => {
    const [a, b] = await Promise.all([hashPassword('same'), hashPassword('same')]);
    expect(a).not.toBe(b);
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
  });

  it('treats composed and decomposed accents as the same password', async () => {
    const hash = await hashPassword('s\u00e9nha-açaí');
    expect(await verifyPassword('se\u0301nha-ac\u0327ai\u0301', hash)).toBe(true);
  });

  it('honours the parameters stored in the hash (cost can change later)', async () => {
    const hash = await hashPassword('x');
    const [, , , , salt, key] = hash.split('$');
    expect(await verifyPassword('x', `scrypt$16384$8$1$${salt}$${key}`)).toBe(true);
    expect(await verifyPassword('x', `scrypt$32768$8$1$${salt}$${key}`)).toBe(false);
  });

  it('refuses corrupt or hostile stored strings without throwing', async () => {
    for (const stored of ['', 'plain', 'scrypt$1$8$1$aa$bb', 'scrypt$1073741824$8$1$c2FsdHNhbHQ$a2V5a2V5a2V5a2V5a2V5', 'bcrypt$10$x', 'scrypt$16384$8$1$$']) {
      expect(await verifyPassword('x', stored)).toBe(false);
    }
  });

  it('the dummy check always fails', async () => {
    expect(await verifyAgainstDummy('federa-dummy-password')).toBe(false);
  });
});
