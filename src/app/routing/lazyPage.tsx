// A section's screen and its module: imported when the screen first shows (or its route is likely
// to), remembered once it has arrived, with the chunks the import took, so that a last frame of a
// page can list them for the next start (pageChunks).
import { useEffect, useState, type ComponentType } from 'react';
import { ru } from '../i18n/ru';
import { underLastFrame } from '../lastFrame/settleFrame';
import { LoadingCard } from '../ui/States';

export type Module = Record<string, unknown>;
/** A section's import, remembering the module once it has arrived, and the chunks it took. */
export type Loader = (() => Promise<Module>) & { module?: Module; chunks?: string[] };

/** The paths of the linked scripts `selector` picks (module preloads by default). */
const linkedScripts = (selector = 'link[rel="modulepreload"][href]'): string[] =>
  typeof document === 'undefined'
    ? []
    : Array.from(document.querySelectorAll<HTMLLinkElement>(selector), (link) => new URL(link.href).pathname);

export function remember(importer: () => Promise<Module>): Loader {
  const load: Loader = () => {
    // Every navigation within a section asks again (its route's loader): once the module is in,
    // nothing to fetch and no links to scan.
    if (load.module) return Promise.resolve(load.module);
    // Vite's preload step links every chunk of the import not linked yet (<link rel="modulepreload">),
    // before it returns: the new links are this section's chunks, which a last frame of its page
    // lists so that the next start fetches them beside the entry (pageChunks). On such a start the
    // frame's list is preloaded already, by public/frame-boot.js (marked data-frame-boot), and the
    // section loading under the frame is that page's: its chunks are those and any new ones.
    const before = new Set(linkedScripts());
    const fromFrame = underLastFrame() ? linkedScripts('link[data-frame-boot][href]') : [];
    const loading = importer();
    load.chunks ??= [...new Set([...fromFrame, ...linkedScripts().filter((href) => !before.has(href))])];
    return loading.then((module) => {
      load.module = module;
      return module;
    });
  };
  return load;
}

/** The loaders of the section pages on screen (LazyPage registers while mounted). */
const shownPages = new Map<Loader, number>();

/** The module chunks of the section pages on screen: a last frame of this page lists them. */
export function pageChunks(): string[] {
  return [...new Set([...shownPages.keys()].flatMap((load) => load.chunks ?? []))];
}

/**
 * A section's screen, fetched when it first renders, not when the route matches: a signed-out
 * visitor on a login route sees the login card without downloading the section behind it (the
 * size budget checks this). Not React.lazy: a lazy component suspends, and React holds a Suspense
 * boundary's content back for up to 300 ms after its fallback showed, so a page that rendered a
 * moment before its chunk arrived (a warm start, where the session now renders at once under the
 * last frame) came up to 300 ms late (issue 24). The page shows as soon as its module is there; a
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
      shownPages.set(load, (shownPages.get(load) ?? 0) + 1);
      return () => {
        const left = (shownPages.get(load) ?? 1) - 1;
        if (left > 0) shownPages.set(load, left);
        else shownPages.delete(load);
      };
    }, []);
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
