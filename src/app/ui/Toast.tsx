import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ru } from '../i18n/ru';
import { frameSkip } from './pageReady';
import { Button } from './Button';
import { toast as toastClass, toastAction, toastBody, toastClose, toastRegion, toastText, toastTitle } from './toast.css';

type ToastKind = 'info' | 'success' | 'warning' | 'error';

export interface ToastOptions {
  kind?: ToastKind;
  title: string;
  text?: string;
  /** How long the toast stays, in ms (docs/product.md §9: expiry 5 s or 10 s, extend success 3 s). */
  durationMs: number;
  action?: { label: string; onClick: () => void };
}

interface ToastItem extends ToastOptions {
  id: number;
}

export interface ToastApi {
  show(options: ToastOptions): number;
  dismiss(id: number): void;
}

const ToastContext = createContext<ToastApi>({ show: () => 0, dismiss: () => {} });

/** Transient messages in one live region at the top right; each one closes itself after its time. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    const timer = timers.current.get(id);
    if (timer) clearTimeout(timer);
    timers.current.delete(id);
    setItems((list) => list.filter((item) => item.id !== id));
  }, []);

  const show = useCallback(
    (options: ToastOptions) => {
      const id = nextId.current++;
      setItems((list) => [...list, { ...options, id }]);
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), options.durationMs),
      );
      return id;
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => {
      pending.forEach((timer) => clearTimeout(timer));
      pending.clear();
    };
  }, []);

  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <section className={toastRegion} aria-label={ru.frame.toast.region} {...frameSkip}>
        {items.map((item) => (
          <div key={item.id} role={item.kind === 'error' ? 'alert' : 'status'} className={toastClass[item.kind ?? 'info']}>
            <div className={toastBody}>
              <p className={toastTitle}>{item.title}</p>
              {item.text && <p className={toastText}>{item.text}</p>}
              {item.action && (
                <div className={toastAction}>
                  <Button
                    variant="primary"
                    onClick={() => {
                      dismiss(item.id);
                      item.action?.onClick();
                    }}
                  >
                    {item.action.label}
                  </Button>
                </div>
              )}
            </div>
            <button type="button" className={toastClose} aria-label={ru.frame.toast.dismiss} onClick={() => dismiss(item.id)}>
              ✕
            </button>
          </div>
        ))}
      </section>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  return useContext(ToastContext);
}
