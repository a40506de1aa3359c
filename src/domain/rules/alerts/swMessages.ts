// Messages the service worker posts to the app's windows (issue 23): one name for each side.
export const SW_MESSAGE = {
  /** A notification was clicked: show its page (`url`, a path of the app). */
  navigate: 'lpops:navigate',
  /** An alert arrived by push: refresh the alerts list and the unread count. */
  alert: 'lpops:alert',
} as const;
