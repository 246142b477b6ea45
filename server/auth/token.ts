// Opaque bearer tokens and one-time codes: 256 random bits, base64url. The database keeps only
// their SHA-256, which is enough (the secret is high-entropy, so no salt or slow hash is needed).
import { createHash, randomBytes } from 'node:crypto';

export const newSecret = (): string => randomBytes(32).toString('base64url');

/** 32 bytes in base64url without padding. Anything else is refused before touching the database. */
export const SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const sha256Hex = (secret: string): string => createHash('sha256').update(secret).digest('hex');
