-- Trigram similarity and accent folding for catalogue search (PGlite loads both as contrib extensions).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
