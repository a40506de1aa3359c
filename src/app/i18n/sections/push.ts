// Russian texts of the service worker's notifications (issue 23). The alerts' own titles and bodies
// come from the server; these are for the rest.
export const pushRu = {
  /** A push the worker cannot read still has to show something (the browser requires it). */
  fallbackTitle: 'LP Ops',
  fallbackBody: 'Новое уведомление: откройте приложение, чтобы посмотреть.',
} as const;
