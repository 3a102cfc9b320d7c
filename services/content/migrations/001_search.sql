-- Search on Postgres alone (docs/content.md, "Search"): accents folded by unaccent, words
-- stemmed as English, typing slips forgiven by trigram similarity (pg_trgm). Extensions and the
-- configuration are database-wide; the content read model's tables use them from any schema.
CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public;
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;

DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_ts_config WHERE cfgname = 'wine_search') THEN
    CREATE TEXT SEARCH CONFIGURATION public.wine_search (COPY = pg_catalog.english);
    ALTER TEXT SEARCH CONFIGURATION public.wine_search
      ALTER MAPPING FOR hword, hword_part, word WITH public.unaccent, pg_catalog.english_stem;
  END IF;
END $$;
