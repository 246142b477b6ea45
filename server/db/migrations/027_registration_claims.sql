-- Registration that tells no stranger who is registered (issue 19 item 8; server/auth/register-account.ts).
--
-- A sign-up whose CPF or e-mail already belongs to another account of the tenant still creates an
-- account, so that register-then-login answers the same whether or not the person existed. The taken
-- identifier is NOT given to it: it is recorded as CLAIMED, and stays with its owner:
--   - `claimed_cpf`: the CPF typed at sign-up when another account holds it (`cpf` stays NULL, as
--     018 already allows). users.cpf keeps its rule: unique per tenant.
--   - `email_claimed`: the e-mail typed at sign-up was another account's. The e-mail stays unique per
--     tenant among owners (the partial index below); claims may repeat it.
-- Logins by that CPF or e-mail try the owner and the claimants (server/auth/login-lookup.ts), and the
-- owner sees the claims on /my/password (GET /auth/sessions `claims`).
ALTER TABLE users ADD COLUMN claimed_cpf text CHECK (claimed_cpf ~ '^[0-9]{11}$');
ALTER TABLE users ADD COLUMN email_claimed boolean NOT NULL DEFAULT false;
-- An account holds a CPF or claims one, never both.
ALTER TABLE users ADD CONSTRAINT users_cpf_or_claim CHECK (cpf IS NULL OR claimed_cpf IS NULL);
DROP INDEX users_tenant_email;
CREATE UNIQUE INDEX users_tenant_email ON users (tenant_id, lower(email)) WHERE NOT email_claimed;
CREATE INDEX users_tenant_email_claims ON users (tenant_id, lower(email), created_at) WHERE email_claimed;
CREATE INDEX users_tenant_cpf_claims ON users (tenant_id, claimed_cpf, created_at) WHERE claimed_cpf IS NOT NULL;
