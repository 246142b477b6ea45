-- Privacy and LGPD (issue 13 item 3; server/privacy/). An anonymised person (LGPD arts. 16 and 18)
-- keeps their login row, so every record that names them by id (results, audit) still points at
-- something, but loses what identifies them: the CPF is cleared (NULL, as the e-mail becomes a
-- placeholder) and `anonymised_at` says when, which also makes a second anonymisation a no-op.
ALTER TABLE users ALTER COLUMN cpf DROP NOT NULL;
ALTER TABLE users ADD COLUMN anonymised_at timestamptz;

-- The rows about a person are found by the field holding their login id (`user_id`): the data
-- export, the anonymisation and the guardian's relation hop (guardians → the dependant's rows,
-- relation-scope.ts) look them up here instead of walking the collection.
CREATE INDEX records_rel_user ON records (tenant_id, collection, (data->>'user_id'))
  WHERE collection IN ('profiles', 'parqs', 'userdocuments', 'consents', 'idcards', 'mealusers', 'mealcheckins', 'referees', 'refereeappointments') AND NOT deleted;
