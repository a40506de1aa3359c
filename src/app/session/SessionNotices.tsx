import { useRouter } from '@tanstack/react-router';
import type { SessionEvent } from '../../worker/api';
import { ru } from '../i18n/ru';
import { useToast } from '../ui/Toast';
import { useSessionEvents } from './SessionContext';
import { safeRedirect } from './safeRedirect';

/** docs/product.md §8 session messages as toasts, and the worker's navigation requests (e.g. '/' after a failed refresh). */
export function SessionNotices() {
  const toast = useToast();
  const router = useRouter();
  const t = ru.frame.session;

  const toLogin = {
    label: t.toLogin,
    onClick: () => {
      const here = router.state.location.href;
      const redirect = safeRedirect(here, '');
      void router.navigate({ to: '/login', search: redirect ? { redirect } : {} });
    },
  };

  useSessionEvents((event: SessionEvent) => {
    switch (event.type) {
      case 'expired':
        // One notice, not docs/product.md §8's two near-identical ones stacked: its red title and text, the
        // 10 s notice's time and 'Перейти ко входу' (issue 22).
        toast.show({ kind: 'error', title: t.expiredTitle, text: t.expiredText, durationMs: 10_000, action: toLogin });
        break;
      case 'inactive':
        toast.show({ kind: 'warning', title: t.inactive, durationMs: 10_000, action: toLogin });
        break;
      case 'extended':
        toast.show({ kind: 'success', title: t.extended, durationMs: 3000 });
        break;
      case 'navigate':
        if (event.to.startsWith('/') && !event.to.startsWith('//')) router.history.push(event.to);
        break;
    }
  });

  return null;
}
