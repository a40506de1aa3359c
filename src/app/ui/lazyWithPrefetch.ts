import { createElement, lazy, type ComponentType } from 'react';

/**
 * A component whose code loads when it first renders (React.lazy), with `prefetch` to fetch it
 * ahead: when a press is likely (a menu opened, a user who may act), so that the press neither
 * waits on the network nor fails offline. A failed prefetch is left to the render to report.
 * Once the code is in, it renders at once: React.lazy would still suspend for a turn the first time
 * it renders, and the nearest fallback would flash where the component already could be.
 */
export function lazyWithPrefetch<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  const fetchCode = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  const Lazy = lazy(() => fetchCode().then((component) => ({ default: component })));
  const Component = (props: P) => createElement(loaded ?? (Lazy as ComponentType<P>), props);
  /** Resolves once the code is in; never rejects (the render reports a failure). */
  const prefetch = (): Promise<void> =>
    fetchCode().then(
      () => undefined,
      () => undefined,
    );
  return Object.assign(Component, { prefetch });
}
