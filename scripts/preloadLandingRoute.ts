// Vite plugin: low-priority preload links in index.html for the landing route's chunk ('/', the
// dashboard) and the chunks it imports. Without them the browser learns of that chunk only after
// the entry has run and the router has matched '/': one more round trip before the first paint on
// a phone's network. `preload`, not `modulepreload`: a page that never imports them (the login
// card) only downloads them, at low priority, and does not compile them. The service worker
// precaches them anyway (docs/decisions/0055).
import type { Plugin } from 'vite';

/** How the links are written. */
const LANDING_PRELOAD_ATTRS = 'rel="preload" as="script" crossorigin fetchpriority="low"';

interface ChunkInfo {
  type: 'chunk' | 'asset';
  fileName: string;
  facadeModuleId?: string | null;
  imports?: string[];
}

/** index.html with links for the chunk of `moduleSuffix` and its static imports that the page does not load yet. */
export function addLandingPreloads(html: string, chunks: ChunkInfo[], moduleSuffix: string): string {
  const landing = chunks.find((c) => c.type === 'chunk' && c.facadeModuleId?.endsWith(moduleSuffix));
  // A renamed or missing landing module must fail the build, not silently drop the preload.
  if (!landing) throw new Error(`preload-landing-route: no chunk for ${moduleSuffix}`);
  const files = [landing.fileName, ...(landing.imports ?? [])].filter((f) => !html.includes(`"/${f}"`));
  // Indented like the line before </head>, one level in.
  return html.replace(
    /(\s*)<\/head>/,
    (_m, space: string) => `${files.map((f) => `${space}  <link ${LANDING_PRELOAD_ATTRS} href="/${f}">`).join('')}${space}</head>`,
  );
}

export function preloadLandingRoute(moduleSuffix: string): Plugin {
  return {
    name: 'preload-landing-route',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, ctx) => (ctx.bundle ? addLandingPreloads(html, Object.values(ctx.bundle), moduleSuffix) : html),
    },
  };
}
