-- Mutators look rows up by field (server/sync/sql-tx.ts RecordReader.query: `data @> {...}`). For
-- most collections the tenant's rows of one collection are few enough to scan, but the meals flow
-- asks on every check-in: "is this person on the list?" (mealusers by [meal_id+user_id]) and "are they
-- already in?" (mealcheckins by [meal_id+user_id]); a federation accumulates hundreds of thousands of
-- those rows. A GIN index on their data turns each question into an index probe. Partial, so the
-- bulk writes of every other collection (catalogues, initial seeds) pay nothing for it.
CREATE INDEX records_data_meals ON records USING gin (data jsonb_path_ops)
  WHERE collection IN ('mealusers', 'mealcheckins');
