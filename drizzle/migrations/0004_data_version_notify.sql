-- The embedded database (one process by design) learns of changes from this notification instead of
-- reading data_version on every cached read; servers on PostgreSQL keep reading the row.
CREATE OR REPLACE FUNCTION "bump_data_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "data_version" SET "version" = "version" + 1 WHERE "id" = 1;
  PERFORM pg_notify('data_version', '');
  RETURN NULL;
END;
$$;
