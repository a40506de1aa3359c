// How the positions page is laid out: the view (grid or list) and, per position, which of its
// card's folded blocks are open. Display preferences of this browser, kept in localStorage
// (nothing secret, nothing sent): a card scrolled away and back, or the page opened again, shows
// what the user opened.
import { useCallback, useSyncExternalStore } from 'react';
import type { MiningPosition } from '../../../domain/contracts/types';

export const CARD_MODES = ['grid', 'list'] as const;
export type CardMode = (typeof CARD_MODES)[number];

export const CARD_FOLDS = ['hedge', 'fees', 'chart'] as const;
export type CardFold = (typeof CARD_FOLDS)[number];

const MODE_KEY = 'positions.view';
const FOLDS_KEY = 'positions.openFolds';
/** Positions whose open folds are kept; the oldest beyond this are forgotten. */
const KEPT_POSITIONS = 100;

type OpenFolds = Readonly<Record<string, readonly CardFold[]>>;
const NONE: readonly CardFold[] = Object.freeze([]);

function read(key: string): unknown {
  try {
    return JSON.parse(localStorage.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Blocked storage: the choice holds for this page.
  }
}

function readMode(): CardMode {
  const stored = read(MODE_KEY);
  return CARD_MODES.find((m) => m === stored) ?? 'grid';
}

function readFolds(): OpenFolds {
  const stored = read(FOLDS_KEY);
  if (typeof stored !== 'object' || stored === null) return {};
  const out: Record<string, CardFold[]> = {};
  for (const [key, value] of Object.entries(stored)) {
    const folds = Array.isArray(value) ? CARD_FOLDS.filter((f) => value.includes(f)) : [];
    if (folds.length > 0) out[key] = folds;
  }
  return out;
}

let mode: CardMode | null = null;
let folds: OpenFolds | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const currentMode = () => (mode ??= readMode());
const currentFolds = () => (folds ??= readFolds());

/** The key a position's folds are kept under. */
export const positionKey = (p: Pick<MiningPosition, 'bot_id' | 'token_id'>): string => `${p.bot_id}-${p.token_id}`;

export function useCardMode(): [CardMode, (next: CardMode) => void] {
  const value = useSyncExternalStore(subscribe, currentMode);
  const set = useCallback((next: CardMode) => {
    mode = next;
    write(MODE_KEY, next);
    listeners.forEach((l) => l());
  }, []);
  return [value, set];
}

/** The open folds of one position's card, and the toggle of one fold. */
export function useOpenFolds(key: string): [readonly CardFold[], (fold: CardFold) => void] {
  const open = useSyncExternalStore(subscribe, () => currentFolds()[key] ?? NONE);
  const toggle = useCallback(
    (fold: CardFold) => {
      const { [key]: was = NONE, ...others } = currentFolds();
      const next = was.includes(fold) ? was.filter((f) => f !== fold) : CARD_FOLDS.filter((f) => f === fold || was.includes(f));
      // The position toggled last goes to the end; the oldest go first once too many are kept.
      const kept = Object.entries(others).slice(-(KEPT_POSITIONS - 1));
      folds = Object.fromEntries(next.length > 0 ? [...kept, [key, next]] : kept);
      write(FOLDS_KEY, folds);
      listeners.forEach((l) => l());
    },
    [key],
  );
  return [open, toggle];
}

/** For tests: the next read comes from localStorage again. */
export function forgetPositionPrefs(): void {
  mode = null;
  folds = null;
}
