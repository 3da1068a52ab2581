-- At most 500 entries in one tracker day (contracts/nutrition.ts: DAY_ENTRY_LIMIT), whatever inserts them.
-- The advisory lock serialises inserts into one subscriber's day across connections and instances; each count
-- then takes a fresh snapshot and sees every entry committed before it (and earlier rows of the same statement).
CREATE FUNCTION nutrition_day_entry_limit() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('nutrition-day:' || NEW.user_id || ':' || NEW.date, 0));
  IF (SELECT count(*) FROM nutrition_entries WHERE user_id = NEW.user_id AND date = NEW.date) >= 500 THEN
    RAISE EXCEPTION 'a tracker day holds at most 500 entries'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'nutrition_day_entry_limit';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER nutrition_day_entry_limit BEFORE INSERT ON nutrition_entries
  FOR EACH ROW EXECUTE FUNCTION nutrition_day_entry_limit();
