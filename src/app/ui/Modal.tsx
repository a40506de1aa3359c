import { useEffect, useId, useRef, type ReactNode } from 'react';
import { ru } from '../i18n/ru';
import { Button } from './Button';
import { dialog, dialogBody, dialogHeader, dialogTitle } from './ui.css';

/**
 * A caret left in the page's text by an earlier click or a removed form field (invisible: the page
 * is not editable) is dropped before the page goes inert: otherwise Chromium moves it out of the
 * inert page by walking every node after it, on opening and on closing (docs/decisions/0063).
 * Selected text is kept.
 */
export function dropCaret(doc: Document): void {
  const selection = doc.getSelection();
  if (selection && selection.rangeCount > 0 && selection.isCollapsed) selection.removeAllRanges();
}

/**
 * A modal on the native <dialog>: the browser traps focus, closes on Escape and returns focus to
 * the element that opened it. Render it only while open (`{open && <Modal …/>}`) so its form
 * state resets on every open. An element marked `data-autofocus` takes the focus on open.
 */
export function Modal({
  title,
  onClose,
  children,
  wide = false,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const opener = document.activeElement as HTMLElement | null;
    dropCaret(document);
    if (typeof el.showModal === 'function' && !el.open) el.showModal();
    else el.setAttribute('open', '');
    // showModal focuses the first focusable element (the ✕); a dialog may name a safer start.
    el.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    const handleCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    el.addEventListener('cancel', handleCancel);
    return () => {
      el.removeEventListener('cancel', handleCancel);
      if (el.open && typeof el.close === 'function') el.close();
      opener?.focus?.();
    };
  }, []);

  return (
    <dialog ref={ref} className={dialog} aria-labelledby={titleId} style={wide ? { width: 'min(880px, calc(100vw - 24px))' } : undefined}>
      <div className={dialogHeader}>
        <h2 id={titleId} className={dialogTitle}>
          {title}
        </h2>
        <Button variant="ghost" onClick={onClose} aria-label={ru.ui.close}>
          ✕
        </Button>
      </div>
      <div className={dialogBody}>{children}</div>
    </dialog>
  );
}
