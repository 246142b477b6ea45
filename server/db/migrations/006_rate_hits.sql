-- Requests counted by a rate limit (server/http/rate-limit.ts), e.g. registrations per address and
-- in total. In the database, like login_attempts, so every server process shares the counts and a
-- restart does not reset them. Rows older than their window are pruned as new ones arrive.
CREATE TABLE rate_hits (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- '<limit>:<key>', e.g. 'register:address:10.0.0.1' or 'register:all'
  bucket text NOT NULL CHECK (length(bucket) BETWEEN 1 AND 200),
  hit_at timestamptz NOT NULL
);
CREATE INDEX rate_hits_bucket ON rate_hits (bucket, hit_at);
CREATE INDEX rate_hits_at ON rate_hits (hit_at);
