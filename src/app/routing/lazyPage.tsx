// A section's screen and its module: imported when the screen first shows (or its route is likely
// to), remembered once it has arrived.
import { useEffect, useState, type ComponentType } from 'react';
import { ru } from '../i18n/ru';
import { LoadingCard } from '../ui/States';

export type Module = Record<string, unknown>;
/** A section's import, remembering the module once it has arrived. */
export type Loader = (() => Promise<Module>) & { module?: Module };

export function remember(importer: () => Promise<Module>): Loader {
  const load: Loader = () => {
    // Every navigation within a section asks again (its route's loader): once the module is in,
    // nothing to fetch.
    if (load.module) return Promise.resolve(load.module);
    return importer().then((module) => {
      load.module = module;
      return module;
    });
  };
  return load;
}

/**
 * A section's screen, fetched when it first renders, not when the route matches: a signed-out
 * visitor on a login route sees the login card without downloading the section behind it (the
 * size budget checks this). Not React.lazy: a lazy component suspends, and React holds a Suspense
 * boundary's content back for up to 300 ms after its fallback showed, so a page that rendered a
 * moment before its chunk arrived came up to 300 ms late (issue 24). The page shows as soon as its module is there; a
 * failed download goes to the route's error boundary as before.
 */
export type LazyPage = (() => React.JSX.Element) & { load: Loader };

export function lazyPage(load: Loader, exportName: string): LazyPage {
  const pick = (module: Module | undefined) => module?.[exportName] as ComponentType | undefined;
  return Object.assign(LazyPage, { load });
  function LazyPage() {
    // Usually there already (preloaded beside the session restore). Set once per mount, so the page
    // is never swapped (and remounted) under the user.
    const [loaded, setLoaded] = useState<{ Page?: ComponentType; error?: unknown }>(() => ({ Page: pick(load.module) }));
    const waiting = !loaded.Page && loaded.error === undefined;
    useEffect(() => {
      if (!waiting) return undefined;
      let live = true;
      const missing = new Error(`${exportName} did not load`);
      load().then(
        (module) => live && setLoaded(pick(module) ? { Page: pick(module) } : { error: missing }),
        (error: unknown) => live && setLoaded({ error: error ?? missing }),
      );
      return () => {
        live = false;
      };
    }, [waiting]);
    if (loaded.error !== undefined) throw loaded.error;
    return loaded.Page ? <loaded.Page /> : <RoutePending />;
  }
}

export function RoutePending() {
  return <LoadingCard text={ru.frame.loading.loading} />;
}
