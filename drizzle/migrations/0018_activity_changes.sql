-- Issue 33: the activity log shows what an update changed from and to, not only which fields: one
-- { "field": { "from": ..., "to": ... } } object per entry ({} for entries written before, creates and deletes).
-- Adding a column fires no row trigger, so the log stays append-only.
ALTER TABLE "admin_activity" ADD COLUMN "changes" jsonb DEFAULT '{}'::jsonb NOT NULL;
