// Vite plugin: names the data worker's built script in index.html (<meta name="lp-data-worker">).
// public/frame-boot.js, which runs right after a page's last frame, starts the worker from it while
// the app's entry is still being fetched and compiled, so the session restore and the mirror's
// first answers overlap that work instead of following it (issue 24). src/app/worker/client.ts
// adopts that worker; without the meta (or without a frame) the entry starts it as before.
import type { Plugin } from 'vite';

/** The meta the worker's address is written to; frame-boot.js reads the same name. */
const DATA_WORKER_META = 'lp-data-worker';

const WORKER_URL = /new Worker\(new URL\(["'`](\/assets\/[^"'`]+\.js)["'`]/;

interface ChunkInfo {
  type: 'chunk' | 'asset';
  code?: string;
}

/** index.html with the meta naming the script that the entry's `new Worker(new URL(…))` starts. */
export function addDataWorkerMeta(html: string, chunks: ChunkInfo[]): string {
  const url = chunks.map((c) => (c.type === 'chunk' ? WORKER_URL.exec(c.code ?? '')?.[1] : undefined)).find(Boolean);
  // A worker started differently must fail the build, not silently lose the early start.
  if (!url) throw new Error('data-worker-meta: no `new Worker(new URL(…))` in the bundle');
  return html.replace(
    /(\s*)<\/head>/,
    (_m, space: string) => `${space}  <meta name="${DATA_WORKER_META}" content="${url}">${space}</head>`,
  );
}

export function dataWorkerMeta(): Plugin {
  return {
    name: 'data-worker-meta',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, ctx) => (ctx.bundle ? addDataWorkerMeta(html, Object.values(ctx.bundle) as ChunkInfo[]) : html),
    },
  };
}
