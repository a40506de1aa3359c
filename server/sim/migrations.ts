// Tables the simulator owns: mining positions, hedge positions, candles. Applied after the core
// migrations (server/db/migrations.ts) by server/db/open.ts.
import type Database from 'better-sqlite3';

/** Same shape as server/db/migrate.ts `Migration` (structural, so either side can land first). */
export interface SimMigration { id: string; up(db: Database.Database): void }

export const simMigrations: SimMigration[] = [];
