-- Extensions the schema relies on: trigram search (typo-tolerant keyword fallback) and
-- earthdistance over cube (radius search). On PostgreSQL 15 earthdistance is untrusted:
-- a superuser must create it once if the application role cannot (see docs/operations.md).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;
