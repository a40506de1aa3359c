// The wallet's ledger (issue 54): each transaction's network fee (null: not known) and the
// position it minted or closed.
import type { Migration } from '../db/migrate';

export const walletMigrations: Migration[] = [
  {
    id: '3001_wallet_gas',
    up(db) {
      db.exec(`
        ALTER TABLE wallet_transactions ADD COLUMN gas_usd REAL;
        ALTER TABLE wallet_transactions ADD COLUMN token_id INTEGER;
      `);
    },
  },
];
