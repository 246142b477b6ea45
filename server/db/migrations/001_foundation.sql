-- Foundation: tenants, users, roles, sessions, login throttling, one-time login codes.
--
-- Conventions for every later table:
--   * a domain table carries `tenant_id uuid NOT NULL REFERENCES tenants(id)` and indexes lead with it;
--   * rows that other tenant rows point at have UNIQUE (tenant_id, id), and references use the pair
--     (tenant_id, x_id) → x(tenant_id, id), so the database itself refuses a link across tenants;
--   * timestamps are timestamptz; ids are uuid (the client creates uuid v7 ids for synced records).

CREATE TABLE tenants (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- The client code: appears in URLs (/c/{code}) and in the browser's database name.
  code text NOT NULL UNIQUE CHECK (code ~ '^[a-z0-9][a-z0-9-]{1,39}$'),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  -- {light, dark}: URLs of the logos (ours are served under /tenant-assets/{code}/).
  logos jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- Chakra palette name of the tenant's theme (blue, green, ...).
  color text NOT NULL DEFAULT 'blue',
  enabled_modules text[] NOT NULL DEFAULT '{}',
  hidden_modules text[] NOT NULL DEFAULT '{}',
  is_public boolean NOT NULL DEFAULT false,
  ai boolean NOT NULL DEFAULT false,
  t9n boolean NOT NULL DEFAULT false,
  -- Overdue bills with the provider (the `d` flag: a banner for administrators).
  debt boolean NOT NULL DEFAULT false,
  identifier text NOT NULL DEFAULT '',
  -- Common-configuration flags (spec §3).
  ids_user boolean NOT NULL DEFAULT false,
  bills_select_debts boolean NOT NULL DEFAULT false,
  wa boolean NOT NULL DEFAULT false,
  erp boolean NOT NULL DEFAULT false,
  gateway boolean NOT NULL DEFAULT false,
  -- Person and entity registration settings (spec §5) and support chat flags; read with defaults.
  register_settings jsonb NOT NULL DEFAULT '{}'::jsonb,
  register_associations_settings jsonb NOT NULL DEFAULT '{}'::jsonb,
  support jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The hosts a tenant answers on. A table rather than a text[] column so that the primary key makes
-- a host belong to at most one tenant, and a lookup by host is one index probe.
CREATE TABLE tenant_hosts (
  host text PRIMARY KEY CHECK (host = lower(host) AND host !~ ':' AND length(host) BETWEEN 1 AND 253),
  tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE
);
CREATE INDEX tenant_hosts_tenant ON tenant_hosts (tenant_id);

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL REFERENCES tenants(id),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  social_name text,
  email text NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
  cpf text NOT NULL CHECK (cpf ~ '^[0-9]{11}$'),
  phone text,
  image_url text,
  birthdate date,
  -- scrypt$N$r$p$salt$hash; NULL when the person never set a password (one-time links only).
  password_hash text,
  admin boolean NOT NULL DEFAULT false,
  master boolean NOT NULL DEFAULT false,
  super boolean NOT NULL DEFAULT false,
  verified_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (tenant_id, id),
  UNIQUE (tenant_id, cpf)
);
-- E-mail is unique per tenant regardless of case; logins compare lower(email) through this index.
CREATE UNIQUE INDEX users_tenant_email ON users (tenant_id, lower(email));

CREATE TABLE roles (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL REFERENCES tenants(id),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (tenant_id, id),
  UNIQUE (tenant_id, name)
);

-- Permission names are checked by the application against src/domain/access.ts (the list grows
-- with the product; a CHECK here would need a migration per new name).
CREATE TABLE role_permissions (
  tenant_id uuid NOT NULL,
  role_id uuid NOT NULL,
  permission text NOT NULL CHECK (permission ~ '^[a-z_]{1,64}$'),
  PRIMARY KEY (role_id, permission),
  FOREIGN KEY (tenant_id, role_id) REFERENCES roles (tenant_id, id) ON DELETE CASCADE
);

CREATE TABLE user_roles (
  tenant_id uuid NOT NULL,
  user_id uuid NOT NULL,
  role_id uuid NOT NULL,
  PRIMARY KEY (user_id, role_id),
  FOREIGN KEY (tenant_id, user_id) REFERENCES users (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, role_id) REFERENCES roles (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX user_roles_role ON user_roles (role_id);

-- Bearer sessions. Only the SHA-256 of the token is stored: a leaked table opens no session.
CREATE TABLE sessions (
  token_hash text PRIMARY KEY CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  tenant_id uuid NOT NULL,
  user_id uuid NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  FOREIGN KEY (tenant_id, user_id) REFERENCES users (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX sessions_user ON sessions (user_id);

-- Failed logins, for throttling. In the database (not in memory) so that a restart does not reset
-- the counters and several server instances share them. Rows older than the window are pruned.
CREATE TABLE login_attempts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  -- 'email:<lower-case e-mail>' or 'cpf:<11 digits>'
  login_key text NOT NULL,
  ip text NOT NULL,
  attempted_at timestamptz NOT NULL
);
CREATE INDEX login_attempts_login ON login_attempts (tenant_id, login_key, attempted_at);
CREATE INDEX login_attempts_ip ON login_attempts (ip, attempted_at);
CREATE INDEX login_attempts_at ON login_attempts (attempted_at);

-- One-time login codes behind /oauth/{key}/{code}. Stored hashed, bound to a tenant, single use.
CREATE TABLE oauth_codes (
  code_hash text PRIMARY KEY CHECK (code_hash ~ '^[0-9a-f]{64}$'),
  tenant_id uuid NOT NULL,
  user_id uuid NOT NULL,
  -- 'link' (issued by an administrator); other keys will name external identity providers.
  key text NOT NULL,
  created_by uuid,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  FOREIGN KEY (tenant_id, user_id) REFERENCES users (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX oauth_codes_expires ON oauth_codes (expires_at);
