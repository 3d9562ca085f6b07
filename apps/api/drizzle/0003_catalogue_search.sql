-- Search folding for the catalogue: Azerbaijani/Turkish letters first (İ/ı/I → i, ə → e, ş → s, ç → c,
-- ğ → g, ö → o, ü → u), then accents, then case. unaccent() is only STABLE; the two-argument form with
-- a fixed dictionary is safe to declare IMMUTABLE, which generated columns and indexes require.
CREATE OR REPLACE FUNCTION catalogue_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, translate(value, 'ƏəIıİŞşÇçĞğÖöÜü', 'eeiiissccggoouu'))) $$;
--> statement-breakpoint
-- Store names are searched too; they live on accounts.
CREATE INDEX IF NOT EXISTS "accounts_company_name_trgm_idx" ON "accounts" USING gin (catalogue_fold("company_name") gin_trgm_ops) WHERE "type" = 2;
