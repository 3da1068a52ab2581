// The Postgres extensions the migrations create, for every PGlite that opens this app's database (the server, a
// restore, the tests' template and their copies). On a PostgreSQL server they come with Postgres itself.
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** pg_trgm: the trigram indexes behind the admin's subscriber search (drizzle/0020_admin_search_trigrams.sql). */
export const PGLITE_EXTENSIONS = { pg_trgm };
