-- Any change to the reviews (a review written, approved, featured, replied to, deleted) notifies
-- channel `reviews_changed`, so every server process drops its cached home-page reviews.
CREATE OR REPLACE FUNCTION notify_reviews_changed() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('reviews_changed', '');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER reviews_changed AFTER INSERT OR UPDATE OR DELETE ON reviews
  FOR EACH STATEMENT EXECUTE FUNCTION notify_reviews_changed();
