CREATE TABLE "catalogue_words" (
	"word" text PRIMARY KEY NOT NULL,
	"uses" integer NOT NULL
);
--> statement-breakpoint
-- The search's word list (see catalogue_words in the schema): the distinct words of a folded text,
-- split at white space and ASCII punctuation only, so that the split does not depend on the database's
-- locale (a C-locale [:alnum:] would drop every letter outside ASCII). Only words a misspelling can be
-- corrected to: three letters or more, and no digits — sizes, article and order numbers are typed
-- exactly, and a catalogue numbering its items would otherwise hold a million words that all share the
-- trigrams of their common prefix. ROWS: a name has a few words, not the default thousand, an estimate
-- that would price the search's per-word look-up high enough to be JIT-compiled on every call.
CREATE FUNCTION catalogue_words_of(folded text) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT ROWS 5
  AS $$ SELECT DISTINCT word FROM regexp_split_to_table(folded, '[[:space:]!-/:-@\[-`{-~]+') AS word WHERE length(word) >= 3 AND word !~ '[0-9]' $$;
--> statement-breakpoint
-- Adds `deltas` to the uses of `words` (sorted, so concurrent writers lock the rows in one order) and
-- deletes the words no listed item or store uses any more.
CREATE FUNCTION catalogue_words_change(words text[], deltas integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalogue_words AS c (word, uses)
  SELECT d.word, d.delta FROM unnest(words, deltas) AS d(word, delta) ORDER BY d.word
  ON CONFLICT (word) DO UPDATE SET uses = c.uses + excluded.uses;
  DELETE FROM catalogue_words c WHERE c.word = ANY(words) AND c.uses <= 0;
END $$;
--> statement-breakpoint
-- Items count once per listed item that uses the word, so a word leaves with the last listed item
-- that has it: hidden, delisted with its seller, renamed or deleted. Statement-level with transition
-- tables like the counters of 0008: a bulk insert touches each word once, and an update that changes
-- neither the text nor `listed` (views, prices, stock) writes nothing.
CREATE FUNCTION items_words_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  words text[];
  deltas integer[];
BEGIN
  SELECT array_agg(word ORDER BY word), array_agg(uses ORDER BY word) INTO words, deltas
  FROM (SELECT w.word, count(*)::int AS uses FROM new_items i CROSS JOIN LATERAL catalogue_words_of(i.search_text) AS w(word)
        WHERE i.listed GROUP BY w.word) used;
  IF words IS NOT NULL THEN PERFORM catalogue_words_change(words, deltas); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION items_words_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  words text[];
  deltas integer[];
BEGIN
  WITH changed AS (
    SELECT o.search_text AS old_text, o.listed AS old_listed, n.search_text AS new_text, n.listed AS new_listed
    FROM old_items o JOIN new_items n ON n.id = o.id
    WHERE o.listed <> n.listed OR (n.listed AND o.search_text <> n.search_text)
  ), changes AS (
    SELECT w.word, -1 AS delta FROM changed c CROSS JOIN LATERAL catalogue_words_of(c.old_text) AS w(word) WHERE c.old_listed
    UNION ALL
    SELECT w.word, 1 FROM changed c CROSS JOIN LATERAL catalogue_words_of(c.new_text) AS w(word) WHERE c.new_listed
  )
  SELECT array_agg(word ORDER BY word), array_agg(delta ORDER BY word) INTO words, deltas
  FROM (SELECT word, sum(delta)::int AS delta FROM changes GROUP BY word HAVING sum(delta) <> 0) net;
  IF words IS NOT NULL THEN PERFORM catalogue_words_change(words, deltas); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION items_words_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  words text[];
  deltas integer[];
BEGIN
  SELECT array_agg(word ORDER BY word), array_agg(-uses ORDER BY word) INTO words, deltas
  FROM (SELECT w.word, count(*)::int AS uses FROM old_items i CROSS JOIN LATERAL catalogue_words_of(i.search_text) AS w(word)
        WHERE i.listed GROUP BY w.word) used;
  IF words IS NOT NULL THEN PERFORM catalogue_words_change(words, deltas); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A store name counts once per seller account. Row-level: accounts are written one at a time, and most
-- of their updates (status, profile fields, sign-ins) change neither the name nor the type and return at once.
CREATE FUNCTION accounts_words_after_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  gone text[] := '{}';
  came text[] := '{}';
  words text[];
  deltas integer[];
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF OLD.company_name IS NOT DISTINCT FROM NEW.company_name AND OLD.type IS NOT DISTINCT FROM NEW.type THEN RETURN NULL; END IF;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    IF OLD.type = 2 THEN gone := ARRAY(SELECT catalogue_words_of(catalogue_fold(OLD.company_name))); END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    IF NEW.type = 2 THEN came := ARRAY(SELECT catalogue_words_of(catalogue_fold(NEW.company_name))); END IF;
  END IF;
  SELECT array_agg(word ORDER BY word), array_agg(delta ORDER BY word) INTO words, deltas
  FROM (SELECT word, sum(delta)::int AS delta
        FROM (SELECT unnest(gone) AS word, -1 AS delta UNION ALL SELECT unnest(came), 1) changes
        GROUP BY word HAVING sum(delta) <> 0) net;
  IF words IS NOT NULL THEN PERFORM catalogue_words_change(words, deltas); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER items_words_insert AFTER INSERT ON items REFERENCING NEW TABLE AS new_items
  FOR EACH STATEMENT EXECUTE FUNCTION items_words_after_insert();
--> statement-breakpoint
CREATE TRIGGER items_words_update AFTER UPDATE ON items REFERENCING OLD TABLE AS old_items NEW TABLE AS new_items
  FOR EACH STATEMENT EXECUTE FUNCTION items_words_after_update();
--> statement-breakpoint
CREATE TRIGGER items_words_delete AFTER DELETE ON items REFERENCING OLD TABLE AS old_items
  FOR EACH STATEMENT EXECUTE FUNCTION items_words_after_delete();
--> statement-breakpoint
CREATE TRIGGER accounts_words_change AFTER INSERT OR DELETE OR UPDATE OF company_name, type ON accounts
  FOR EACH ROW EXECUTE FUNCTION accounts_words_after_change();
--> statement-breakpoint
INSERT INTO catalogue_words (word, uses)
  SELECT word, count(*) FROM (
    SELECT w.word FROM items i CROSS JOIN LATERAL catalogue_words_of(i.search_text) AS w(word) WHERE i.listed
    UNION ALL
    SELECT w.word FROM accounts a CROSS JOIN LATERAL catalogue_words_of(catalogue_fold(a.company_name)) AS w(word) WHERE a.type = 2
  ) used
  GROUP BY word;
--> statement-breakpoint
-- Built once over the backfilled words rather than grown by one insert per word. GIN rather than GiST:
-- a misspelt word's look-up reads just the posting lists of its few trigrams, where the lossy GiST
-- signatures of many short words send a nearest-first scan through thousands of pages.
CREATE INDEX "catalogue_words_trgm_idx" ON "catalogue_words" USING gin ("word" gin_trgm_ops);