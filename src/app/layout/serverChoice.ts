import { useSyncExternalStore } from 'react';

// The header's server selector (spec §2: "this is the selected network state"). Like the theme it
// is a display preference, kept in localStorage so the next visit opens on the same server.
export const SERVERS = ['Server1', 'Server2', 'Server3', 'Server4'] as const;
export type ServerName = (typeof SERVERS)[number];

const KEY = 'ui.server';
const listeners = new Set<() => void>();

function readServer(): ServerName {
  try {
    const stored = localStorage.getItem(KEY);
    return (SERVERS as readonly string[]).includes(stored ?? '') ? (stored as ServerName) : SERVERS[0];
  } catch {
    return SERVERS[0];
  }
}

function writeServer(server: ServerName): void {
  try {
    localStorage.setItem(KEY, server);
  } catch {
    /* private mode: the choice lasts this visit */
  }
  current = server;
  listeners.forEach((l) => l());
}

let current: ServerName | null = null;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function snapshot(): ServerName {
  current ??= readServer();
  return current;
}

/** The selected server and its setter; every reader updates together. */
export function useSelectedServer(): [ServerName, (server: ServerName) => void] {
  const server = useSyncExternalStore(subscribe, snapshot, snapshot);
  return [server, writeServer];
}
