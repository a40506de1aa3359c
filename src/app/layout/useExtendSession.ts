import { useCallback, useState } from 'react';
import { toApiError } from '../../domain/rules/sync/httpError';
import { ru } from '../i18n/ru';
import { useSession } from '../session/SessionContext';
import { useToast } from '../ui/Toast';

/** Extends the session (docs/product.md §4); the worker announces success, a failure is a 5 s error toast. */
export function useExtendSession(): { extending: boolean; extend: () => Promise<void> } {
  const { actions } = useSession();
  const toast = useToast();
  const [extending, setExtending] = useState(false);
  const extend = useCallback(async () => {
    setExtending(true);
    try {
      await actions.extend(); // the worker announces success ('extended' → 'Сессия успешно продлена')
    } catch (error) {
      toast.show({ kind: 'error', title: ru.frame.userMenu.extendFailed, text: toApiError(error).detail, durationMs: 5000 });
    } finally {
      setExtending(false);
    }
  }, [actions, toast]);
  return { extending, extend };
}
