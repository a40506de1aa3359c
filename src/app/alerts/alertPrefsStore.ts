// The open-tab notification opt-in: a preference of this browser, kept in localStorage
// ('notifications.prefs') and shared by the settings page and the live watcher, across tabs too.
// What is announced is the user's rules, kept by the server (issue 23); this says only whether an
// open tab shows them as browser notifications.
import { useSyncExternalStore } from 'react';

export interface AlertPrefs {
  enabled: boolean;
}

const KEY = 'notifications.prefs';
const listeners = new Set<() => void>();
let cached: { raw: string | null; prefs: AlertPrefs } | null = null;

/** Reads the stored choice defensively: off unless it says `enabled: true`. */
function parseAlertPrefs(raw: string | null): AlertPrefs {
  try {
    const v = JSON.parse(raw ?? 'null') as { enabled?: unknown } | null;
    return { enabled: !!v && typeof v === 'object' && v.enabled === true };
  } catch {
    return { enabled: false };
  }
}

function read(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

function getAlertPrefs(): AlertPrefs {
  const raw = read();
  if (!cached || cached.raw !== raw) cached = { raw, prefs: parseAlertPrefs(raw) };
  return cached.prefs;
}

export function setAlertPrefs(prefs: AlertPrefs): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(prefs));
  } catch {
    // Blocked storage: keep the choice for this page only.
    cached = { raw: JSON.stringify(prefs), prefs };
  }
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useAlertPrefs(): AlertPrefs {
  return useSyncExternalStore(subscribe, getAlertPrefs, getAlertPrefs);
}
