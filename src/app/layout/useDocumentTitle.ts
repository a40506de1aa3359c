import { useEffect } from 'react';
import { ru } from '../i18n/ru';
import { useRouteTitle } from './useRouteTitle';

/** Keeps <title> on the deepest route's title. */
export function useDocumentTitle(): void {
  const title = useRouteTitle();
  useEffect(() => {
    document.title = title ? `${title} · ${ru.app.name}` : ru.app.name;
  }, [title]);
}
