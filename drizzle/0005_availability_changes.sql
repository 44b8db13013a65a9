-- Every change to what GET /api/availability reads (taken and blocked slots, reopened holidays),
-- by any writer, notifies the channel availability_changed when its transaction commits. A
-- PGlite server keeps the days it answered in memory and forgets them on this notice (ADR 026).
CREATE FUNCTION notify_availability_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('availability_changed', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER appointment_availability_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON appointment_availability
  FOR EACH STATEMENT EXECUTE FUNCTION notify_availability_changed();
--> statement-breakpoint
CREATE TRIGGER reopened_holidays_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON reopened_holidays
  FOR EACH STATEMENT EXECUTE FUNCTION notify_availability_changed();
