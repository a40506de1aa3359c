// System uptime for the admin panel: the share of a recent window during which this server was
// running, from the runs it records (start and last heartbeat), not the age of the process.
import type Database from 'better-sqlite3';

export interface Run {
  started_ms: number;
  last_seen_ms: number;
}

const UPTIME_WINDOW_MS = 30 * 24 * 3600 * 1000;
const HEARTBEAT_MS = 60_000;

/** Percent (0-100, 2 decimals) of [max(now − window, first start), now] covered by runs. */
export function uptimePercent(runs: Run[], now: number, windowMs = UPTIME_WINDOW_MS): number {
  if (runs.length === 0) return 0;
  const first = Math.min(...runs.map((r) => r.started_ms));
  const from = Math.max(now - windowMs, first);
  const span = now - from;
  if (span <= 0) return 100;
  // Runs do not overlap (one server per data folder), but clip them to the window.
  let covered = 0;
  for (const r of runs) {
    const start = Math.max(r.started_ms, from);
    const end = Math.min(r.last_seen_ms, now);
    if (end > start) covered += end - start;
  }
  return Math.round(Math.min(100, (covered / span) * 100) * 100) / 100;
}

/** Records this run and keeps its heartbeat; returns a function that closes the run. */
export function recordRun(db: Database.Database, now: () => number = Date.now): () => void {
  const started = now();
  const runId = Number(
    db.prepare('INSERT INTO server_runs (started_ms, last_seen_ms) VALUES (?, ?)').run(started, started).lastInsertRowid,
  );
  const beat = db.prepare('UPDATE server_runs SET last_seen_ms = ? WHERE run_id = ?');
  const timer = setInterval(() => beat.run(now(), runId), HEARTBEAT_MS);
  timer.unref();
  return () => {
    clearInterval(timer);
    if (db.open) beat.run(now(), runId);
  };
}

export function systemUptime(db: Database.Database, now = Date.now()): number {
  const since = now - UPTIME_WINDOW_MS;
  const runs = db
    .prepare('SELECT started_ms, last_seen_ms FROM server_runs WHERE last_seen_ms >= ? OR run_id = (SELECT max(run_id) FROM server_runs)')
    .all(since) as Run[];
  // The current run is up until now.
  const latest = runs.reduce<Run | null>((a, r) => (!a || r.started_ms > a.started_ms ? r : a), null);
  if (latest) latest.last_seen_ms = now;
  return uptimePercent(runs, now);
}
