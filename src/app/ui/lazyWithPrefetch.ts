import { lazy, type ComponentType } from 'react';

/**
 * A component whose code loads when it first renders (React.lazy), with `prefetch` to fetch it
 * ahead: when a press is likely (a menu opened, a user who may act), so that the press neither
 * waits on the network nor fails offline. A failed prefetch is left to the render to report.
 */
export function lazyWithPrefetch<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Component = lazy(() => load().then((component) => ({ default: component })));
  const prefetch = () => void load().catch(() => undefined);
  return Object.assign(Component, { prefetch });
}
