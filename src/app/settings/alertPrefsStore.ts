// The browser-notification preference: a display setting of this browser, kept in localStorage
// ('notifications.prefs') and shared by the settings page and the live watcher, across tabs too.
import { useSyncExternalStore } from 'react';
import { parseAlertPrefs, type AlertPrefs } from '../../domain/liveAlerts';

const KEY = 'notifications.prefs';
const listeners = new Set<() => void>();
let cached: { raw: string | null; prefs: AlertPrefs } | null = null;

function read(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function getAlertPrefs(): AlertPrefs {
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
