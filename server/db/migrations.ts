// Core tables (API side). The simulator reads users, bots, strategies and hedge_bots and keeps its
// own tables in server/sim/migrations.ts. Times are ISO strings unless the column name ends in
// `_ms` (epoch milliseconds). Secrets are stored only encrypted (`*_enc`, see server/auth/secretBox.ts).
import { channelProblem } from '../../src/domain/rules/strategies/strategyChannelCheck';
import { sanitiseStrategy } from '../../src/domain/rules/strategies/strategySanitise';
import type { Strategy } from '../../src/domain/contracts/types';
import type { Migration } from './migrate';

export const coreMigrations: Migration[] = [
  {
    id: '0001_core',
    up(db) {
      db.exec(`
        CREATE TABLE users (
          user_id INTEGER PRIMARY KEY AUTOINCREMENT,
          username TEXT NOT NULL UNIQUE COLLATE NOCASE,
          email TEXT NOT NULL UNIQUE COLLATE NOCASE,
          full_name TEXT,
          password_hash TEXT NOT NULL,
          role TEXT NOT NULL CHECK (role IN ('admin','trader','premium','user','viewer')),
          status TEXT NOT NULL CHECK (status IN ('active','pending_verification','inactive','suspended')),
          total_bots_created INTEGER NOT NULL DEFAULT 0,
          max_bots INTEGER NOT NULL DEFAULT 5,
          max_concurrent_bots INTEGER NOT NULL DEFAULT 3,
          api_rate_limit INTEGER NOT NULL DEFAULT 5000,
          avatar_file TEXT,
          failed_logins INTEGER NOT NULL DEFAULT 0,
          locked_until_ms INTEGER NOT NULL DEFAULT 0,
          last_login TEXT,
          created_at TEXT NOT NULL,
          updated_at TEXT NOT NULL
        );

        -- A login session: its access and refresh tokens carry its id; logout revokes it.
        CREATE TABLE sessions (
          session_id TEXT PRIMARY KEY,
          user_id INTEGER NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
          revoked_at_ms INTEGER,
          created_at TEXT NOT NULL
        );

        -- Refresh tokens by their id (jti): rotated on use (used_at), revoked on logout.
        CREATE TABLE refresh_tokens (
          jti TEXT PRIMARY KEY,
          session_id TEXT NOT NULL REFERENCES sessions(session_id) ON DELETE CASCADE,
          user_id INTEGER NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
          expires_at_ms INTEGER NOT NULL,
          used_at_ms INTEGER,
          revoked_at_ms INTEGER,
          created_at TEXT NOT NULL
        );
        CREATE INDEX refresh_tokens_user ON refresh_tokens(user_id);

        -- One-time e-mail verification and password reset tokens (only their SHA-256 is kept).
        CREATE TABLE email_tokens (
          token_hash TEXT PRIMARY KEY,
          user_id INTEGER NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
          kind TEXT NOT NULL CHECK (kind IN ('verify','reset')),
          expires_at_ms INTEGER NOT NULL,
          used_at_ms INTEGER,
          created_at TEXT NOT NULL
        );

        CREATE TABLE login_attempts (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          user_id INTEGER REFERENCES users(user_id) ON DELETE CASCADE,
          login TEXT NOT NULL,
          success INTEGER NOT NULL,
          at_ms INTEGER NOT NULL
        );

        -- Requests per user per hour (rate limit) and errors (admin error rate).
        CREATE TABLE api_usage (
          user_id INTEGER NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
          hour_ms INTEGER NOT NULL,
          requests INTEGER NOT NULL DEFAULT 0,
          errors INTEGER NOT NULL DEFAULT 0,
          PRIMARY KEY (user_id, hour_ms)
        );

        CREATE TABLE strategies (
          strategy_id INTEGER PRIMARY KEY AUTOINCREMENT,
          user_id INTEGER NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
          name TEXT NOT NULL,
          description TEXT NOT NULL DEFAULT '',
          symbol TEXT NOT NULL,
          network TEXT NOT NULL,
          is_active INTEGER NOT NULL DEFAULT 1,
          strategy_type TEXT NOT NULL DEFAULT 'liquidity_mining',
          position_size_percent REAL NOT NULL DEFAULT 10,
          channel_width REAL NOT NULL DEFAULT 5,
          channel_width_unit TEXT NOT NULL DEFAULT 'PERCENT',
          upper_channel REAL NOT NULL DEFAULT 0,
          lower_channel REAL NOT NULL DEFAULT 0,
          upper_channel_percent REAL NOT NULL DEFAULT 50,
          lower_channel_percent REAL NOT NULL DEFAULT 50,
          upper_stop_losses TEXT NOT NULL DEFAULT '[]',
          lower_stop_losses TEXT NOT NULL DEFAULT '[]',
          stops_unit TEXT NOT NULL DEFAULT 'PERCENT',
          upper_stop_losses_percent TEXT NOT NULL DEFAULT '[]',
          lower_stop_losses_percent TEXT NOT NULL DEFAULT '[]',
          exit_strategy_upper TEXT NOT NULL DEFAULT 'current',
          exit_strategy_lower TEXT NOT NULL DEFAULT 'current',
          stop_loss_percent REAL NOT NULL DEFAULT 5,
          stop_loss_position TEXT,
          max_positions INTEGER NOT NULL DEFAULT 3,
          max_position_size REAL NOT NULL DEFAULT 1000,
          confidence_threshold REAL NOT NULL DEFAULT 0.7,
          growth_threshold REAL NOT NULL DEFAULT 2,
          fall_threshold REAL NOT NULL DEFAULT 2,
          rebalance_threshold REAL NOT NULL DEFAULT 5,
          created_at TEXT NOT NULL,
          updated_at TEXT NOT NULL
        );
        CREATE INDEX strategies_user ON strategies(user_id);

        -- Mining bots and hedge bots take their ids from one sequence, so a bot id names one bot
        -- on /ws/:botId and in the live hub whichever kind it is.
        CREATE TABLE bot_ids (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          kind TEXT NOT NULL CHECK (kind IN ('mining','hedge'))
        );

        CREATE TABLE bots (
          bot_id INTEGER PRIMARY KEY,
          user_id INTEGER NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
          name TEXT NOT NULL,
          status TEXT NOT NULL DEFAULT 'stopped',
          running INTEGER NOT NULL DEFAULT 0,
          network TEXT NOT NULL,
          symbol TEXT NOT NULL,
          wallet_address TEXT NOT NULL,
          private_key_enc TEXT NOT NULL,
          rpc_url TEXT NOT NULL,
          strategy_id INTEGER REFERENCES strategies(strategy_id) ON DELETE SET NULL,
          strategy_type TEXT NOT NULL DEFAULT 'liquidity_mining',
          initial_investment REAL NOT NULL DEFAULT 1000,
          stop_type TEXT,
          stop_reason TEXT,
          started_at TEXT,
          created_at TEXT NOT NULL,
          updated_at TEXT NOT NULL
        );
        CREATE INDEX bots_user ON bots(user_id);

        CREATE TABLE hedge_bots (
          bot_id INTEGER PRIMARY KEY,
          user_id INTEGER NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
          name TEXT NOT NULL,
          symbol TEXT NOT NULL,
          network TEXT NOT NULL,
          wallet_address TEXT NOT NULL,
          private_key_enc TEXT NOT NULL,
          rpc_url TEXT NOT NULL,
          price_open REAL NOT NULL,
          channel_upper REAL NOT NULL,
          channel_lower REAL NOT NULL,
          usdt_start REAL NOT NULL,
          eth_start REAL NOT NULL,
          gate_api_key_enc TEXT NOT NULL,
          gate_api_secret_enc TEXT NOT NULL,
          gate_testnet INTEGER NOT NULL DEFAULT 1,
          analysis_interval TEXT NOT NULL DEFAULT '15m',
          enable_technical_analysis INTEGER NOT NULL DEFAULT 1,
          auto_hedge INTEGER NOT NULL DEFAULT 1,
          auto_rebalance INTEGER NOT NULL DEFAULT 0,
          max_hedge_positions INTEGER NOT NULL DEFAULT 3,
          stop_loss_percent REAL NOT NULL DEFAULT 5,
          status TEXT NOT NULL DEFAULT 'stopped',
          created_at TEXT NOT NULL,
          updated_at TEXT NOT NULL
        );
        CREATE INDEX hedge_bots_user ON hedge_bots(user_id);

        CREATE TABLE bot_logs (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          bot_id INTEGER NOT NULL,
          level TEXT NOT NULL DEFAULT 'info',
          message TEXT NOT NULL,
          created_at TEXT NOT NULL
        );
        CREATE INDEX bot_logs_bot ON bot_logs(bot_id, id);

        CREATE TABLE alerts (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          bot_id INTEGER NOT NULL,
          level TEXT NOT NULL DEFAULT 'info',
          type TEXT NOT NULL,
          message TEXT NOT NULL,
          acknowledged INTEGER NOT NULL DEFAULT 0,
          created_at TEXT NOT NULL
        );
        CREATE INDEX alerts_bot ON alerts(bot_id, id);

        CREATE TABLE wallet_transactions (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          bot_id INTEGER NOT NULL,
          tx_hash TEXT NOT NULL,
          type TEXT NOT NULL,
          token TEXT NOT NULL,
          amount REAL NOT NULL,
          usd_value REAL NOT NULL,
          status TEXT NOT NULL DEFAULT 'confirmed',
          created_at TEXT NOT NULL
        );
        CREATE INDEX wallet_transactions_bot ON wallet_transactions(bot_id, id);
      `);
    },
  },
  {
    id: '0002_server_runs',
    up(db) {
      // Each start of the server and its last heartbeat: the admin panel's system uptime.
      db.exec(
        'CREATE TABLE server_runs (run_id INTEGER PRIMARY KEY AUTOINCREMENT, started_ms INTEGER NOT NULL, last_seen_ms INTEGER NOT NULL)',
      );
    },
  },
  {
    id: '0003_strategy_channels',
    up(db) {
      // Channels the editor once let through (issue 19): bounds at or below zero, zero width, stops
      // on or outside the bounds, stop prices that disagree with their percents. Each stored
      // strategy is put through today's sanitiser, which keeps what is sound and repairs the rest.
      const rows = db.prepare('SELECT * FROM strategies').all() as Array<Record<string, unknown>>;
      const update = db.prepare(
        `UPDATE strategies SET lower_channel = @lower_channel, upper_channel = @upper_channel,
          upper_stop_losses = @upper_stop_losses, lower_stop_losses = @lower_stop_losses,
          upper_stop_losses_percent = @upper_stop_losses_percent, lower_stop_losses_percent = @lower_stop_losses_percent
        WHERE strategy_id = @strategy_id`,
      );
      const list = (v: unknown): number[] => (typeof v === 'string' ? (JSON.parse(v) as number[]) : []);
      for (const row of rows) {
        const stored = {
          ...row,
          upper_stop_losses: list(row.upper_stop_losses),
          lower_stop_losses: list(row.lower_stop_losses),
          upper_stop_losses_percent: list(row.upper_stop_losses_percent),
          lower_stop_losses_percent: list(row.lower_stop_losses_percent),
        } as unknown as Strategy;
        if (channelProblem(stored) === null) continue;
        const s = sanitiseStrategy(stored);
        update.run({
          strategy_id: row.strategy_id,
          lower_channel: s.lower_channel,
          upper_channel: s.upper_channel,
          upper_stop_losses: JSON.stringify(s.upper_stop_losses),
          lower_stop_losses: JSON.stringify(s.lower_stop_losses),
          upper_stop_losses_percent: JSON.stringify(s.upper_stop_losses_percent),
          lower_stop_losses_percent: JSON.stringify(s.lower_stop_losses_percent),
        });
      }
    },
  },
  {
    id: '0004_accounts',
    up(db) {
      // Issue 18: sessions that can be listed and ended, login throttling that cannot be raced, a
      // second factor, account changes that need the owner, admin settings, retries that cannot
      // duplicate and strategy versions for If-Match.
      db.exec(`
        ALTER TABLE users ADD COLUMN pending_email TEXT;
        ALTER TABLE users ADD COLUMN totp_secret_enc TEXT;
        ALTER TABLE users ADD COLUMN totp_enabled INTEGER NOT NULL DEFAULT 0;
        ALTER TABLE users ADD COLUMN totp_last_step INTEGER NOT NULL DEFAULT 0;

        ALTER TABLE sessions ADD COLUMN user_agent TEXT NOT NULL DEFAULT '';
        ALTER TABLE sessions ADD COLUMN ip TEXT NOT NULL DEFAULT '';
        ALTER TABLE sessions ADD COLUMN last_used_ms INTEGER NOT NULL DEFAULT 0;
        CREATE INDEX sessions_user ON sessions(user_id);

        -- Failed logins of names that are no account, counted like an account's (same answers).
        CREATE TABLE login_failures (
          login_key TEXT PRIMARY KEY,
          failures INTEGER NOT NULL DEFAULT 0,
          locked_until_ms INTEGER NOT NULL DEFAULT 0,
          updated_ms INTEGER NOT NULL
        );

        -- One-time e-mail tokens, now also for a change of address (new_email) and valid per kind.
        CREATE TABLE email_tokens_v2 (
          token_hash TEXT PRIMARY KEY,
          user_id INTEGER NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
          kind TEXT NOT NULL CHECK (kind IN ('verify','reset','email_change')),
          new_email TEXT,
          expires_at_ms INTEGER NOT NULL,
          used_at_ms INTEGER,
          created_at TEXT NOT NULL
        );
        INSERT INTO email_tokens_v2 (token_hash, user_id, kind, expires_at_ms, used_at_ms, created_at)
          SELECT token_hash, user_id, kind, expires_at_ms, used_at_ms, created_at FROM email_tokens;
        DROP TABLE email_tokens;
        ALTER TABLE email_tokens_v2 RENAME TO email_tokens;
        CREATE INDEX email_tokens_user ON email_tokens(user_id, kind);

        -- Ten one-time recovery codes per enrolled user (SHA-256 of 80 random bits each).
        CREATE TABLE recovery_codes (
          user_id INTEGER NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
          code_hash TEXT NOT NULL,
          used_at_ms INTEGER,
          PRIMARY KEY (user_id, code_hash)
        );

        -- A login waiting for its second factor (or, for an admin who must have one, its enrolment).
        CREATE TABLE login_challenges (
          token_hash TEXT PRIMARY KEY,
          user_id INTEGER NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
          kind TEXT NOT NULL CHECK (kind IN ('totp','enrol')),
          secret_enc TEXT,
          attempts INTEGER NOT NULL DEFAULT 0,
          user_agent TEXT NOT NULL DEFAULT '',
          ip TEXT NOT NULL DEFAULT '',
          expires_at_ms INTEGER NOT NULL,
          used_at_ms INTEGER
        );

        CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);

        -- The first answer to a create/start/stop sent with an Idempotency-Key, kept 24 h.
        CREATE TABLE idempotency_keys (
          user_id INTEGER NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
          idem_key TEXT NOT NULL,
          request TEXT NOT NULL,
          status INTEGER NOT NULL,
          body TEXT NOT NULL,
          created_ms INTEGER NOT NULL,
          PRIMARY KEY (user_id, idem_key)
        );

        CREATE TABLE avatar_uploads (
          user_id INTEGER NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
          at_ms INTEGER NOT NULL
        );
        CREATE INDEX avatar_uploads_user ON avatar_uploads(user_id, at_ms);

        ALTER TABLE strategies ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
      `);
      // Failed-login records kept whatever was typed as the name (a password typed into it, too):
      // only an existing account's own name stays.
      db.exec(`UPDATE login_attempts SET login = coalesce((SELECT username FROM users u WHERE u.user_id = login_attempts.user_id), '')`);
    },
  },
  {
    id: '0005_login_trust',
    up(db) {
      // Issue 51: second-factor guesses counted per account apart from password failures; the
      // addresses an owner proved to be at (a full sign-in or a password reset), whose failures
      // count on their own; and the address each reset mail was asked from.
      db.exec(`
        ALTER TABLE users ADD COLUMN code_failures INTEGER NOT NULL DEFAULT 0;
        ALTER TABLE users ADD COLUMN code_locked_until_ms INTEGER NOT NULL DEFAULT 0;

        CREATE TABLE login_trust (
          user_id INTEGER NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
          ip TEXT NOT NULL,
          failures INTEGER NOT NULL DEFAULT 0,
          locked_until_ms INTEGER NOT NULL DEFAULT 0,
          trusted_until_ms INTEGER NOT NULL,
          PRIMARY KEY (user_id, ip)
        );

        ALTER TABLE email_tokens ADD COLUMN requested_ip TEXT;
        CREATE INDEX email_tokens_ip ON email_tokens(requested_ip, kind);
      `);
    },
  },
];
