// Reconnect delay for live sockets: exponential with full jitter, capped.
const SOCKET_BACKOFF_BASE_MS = 1_000;
const SOCKET_BACKOFF_MAX_MS = 30_000;

/** Delay before reconnect attempt `attempt` (0-based): uniform in [base·2^attempt / 2, base·2^attempt], capped. */
export function backoffDelay(
  attempt: number,
  random: () => number = Math.random,
  base = SOCKET_BACKOFF_BASE_MS,
  max = SOCKET_BACKOFF_MAX_MS,
): number {
  const ceiling = Math.min(max, base * 2 ** Math.max(0, attempt));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}
