// Which sources the signal placeholder counts and the confidence threshold of the active list: a
// display preference of this browser, kept in localStorage (nothing secret, nothing sent).
import { useCallback, useState } from 'react';
import { SIGNAL_SOURCES, type SignalSource } from './demoSignals';

const KEY = 'signals.prefs';
const DEFAULT_THRESHOLD = 70;

export interface SignalPrefs {
  sources: SignalSource[];
  threshold: number;
}

function readSignalPrefs(): SignalPrefs {
  try {
    const parsed = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<SignalPrefs> | null;
    const sources = Array.isArray(parsed?.sources) ? SIGNAL_SOURCES.filter((s) => parsed.sources!.includes(s)) : [...SIGNAL_SOURCES];
    const threshold =
      typeof parsed?.threshold === 'number' && parsed.threshold >= 0 && parsed.threshold <= 100 ? parsed.threshold : DEFAULT_THRESHOLD;
    return { sources, threshold };
  } catch {
    return { sources: [...SIGNAL_SOURCES], threshold: DEFAULT_THRESHOLD };
  }
}

export function useSignalPrefs(): [SignalPrefs, (next: SignalPrefs) => void] {
  const [prefs, setPrefs] = useState<SignalPrefs>(readSignalPrefs);
  const save = useCallback((next: SignalPrefs) => {
    setPrefs(next);
    try {
      localStorage.setItem(KEY, JSON.stringify(next));
    } catch {
      // Blocked storage: the choice holds for this page.
    }
  }, []);
  return [prefs, save];
}
