-- Ed25519 keys that sign the digital ID cards (issue 4), one set per tenant.
--
-- The public half of every key is also published as a `signingkeys` row in `records` (replicated
-- to every device of the tenant, so gates verify offline); this table holds what must never leave
-- the server: the private half. `private_key` is either
--   'plain:<base64url of the 32-byte seed>'                      (no FEDERA_KEY_SECRET set), or
--   'aes256gcm:<iv>:<ciphertext>:<tag>' (base64url parts)         (encrypted with a key derived from
--                                                                  FEDERA_KEY_SECRET, bound to tenant and kid)
-- See server/credentials/key-store.ts.
--
-- Rotation adds a key and gives the previous one an `accept_until` (the expiry of the last card it
-- may have signed); the current key is the one without accept_until and not revoked, at most one
-- per tenant (partial unique index below).
CREATE TABLE credential_keys (
  tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  kid text NOT NULL CHECK (kid ~ '^[0-9a-f]{8}$'),
  -- The id of the key's `signingkeys` row in `records`.
  record_id uuid NOT NULL,
  public_key text NOT NULL CHECK (public_key ~ '^[A-Za-z0-9_-]{43}$'),
  private_key text NOT NULL CHECK (private_key ~ '^(plain|aes256gcm):'),
  created_at timestamptz NOT NULL,
  accept_until timestamptz,
  revoked_at timestamptz,
  PRIMARY KEY (tenant_id, kid)
);
CREATE UNIQUE INDEX credential_keys_current ON credential_keys (tenant_id) WHERE accept_until IS NULL AND revoked_at IS NULL;
