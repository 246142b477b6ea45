-- Live sessions per person, capped and listed (issue 19 item 13; server/auth/sessions.ts, /my/password).
--
-- 1. `id`: a public handle for a session (the token's hash is the key, never shown), and the order
--    sessions started in, even within one clock tick: the cap ends the OLDEST first.
-- 2. `last_seen_at`: when the session last made a request, refreshed at most every few minutes
--    (require-session.ts), and `user_agent`: the browser that signed in, both for the list of
--    devices on /my/password.
-- 3. Two more reasons a session ends: 'session_limit' (a newer sign-in pushed it past the cap) and
--    'signed_out_elsewhere' (the person chose "sair dos outros aparelhos", or ended this one from another).
ALTER TABLE sessions ADD COLUMN id bigint GENERATED ALWAYS AS IDENTITY;
ALTER TABLE sessions ADD CONSTRAINT sessions_id_unique UNIQUE (id);
ALTER TABLE sessions ADD COLUMN last_seen_at timestamptz;
ALTER TABLE sessions ADD COLUMN user_agent text CHECK (length(user_agent) <= 300);
ALTER TABLE sessions DROP CONSTRAINT sessions_revoked_reason_check;
ALTER TABLE sessions ADD CONSTRAINT sessions_revoked_reason_check
  CHECK (revoked_reason IN ('logout', 'password_changed', 'session_limit', 'signed_out_elsewhere'));
-- A person's live sessions, newest first: the cap at every sign-in and the list read these.
CREATE INDEX sessions_user_live ON sessions (tenant_id, user_id, id) WHERE revoked_at IS NULL;
