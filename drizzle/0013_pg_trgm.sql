-- The console's lead search finds text anywhere in a name, an address or a company through trigram
-- indexes (ADR 043, migration 0014). pg_trgm is a trusted extension from PostgreSQL 13: the
-- database's owner may create it. PGlite has it only when its client loads it (client.server.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
