import { useEffect } from 'react';
import { ru } from '../i18n/ru';
import { useRouteTitle } from './useRouteTitle';

/**
 * Keeps <title> on the deepest route's title. A component of its own, not a hook of the root
 * layout: each section tab has its own title, and the layout (the header with it) re-rendered on
 * every tab switch for it (issue 24).
 */
export function DocumentTitle(): null {
  const title = useRouteTitle();
  useEffect(() => {
    document.title = title ? `${title} · ${ru.app.name}` : ru.app.name;
  }, [title]);
  return null;
}
