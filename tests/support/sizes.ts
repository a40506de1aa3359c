// Deterministic size figures of a build: gzip (level 9) bytes of what a screen loads, of every
// route chunk, and of the service worker's precache list. Shared by the budget test and the bench.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Browser } from 'playwright-core';

function gzipSize(file: string): number {
  return zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
}

export interface ScreenSize {
  url: string;
  js: number;
  css: number;
  files: Array<{ file: string; gzip: number }>;
}

/** Loads a page in a fresh context (no service worker cache) and sums the gzip size of every script and stylesheet it fetched, workers included. */
export async function screenSize(
  browser: Browser,
  url: string,
  distDir: string,
  ready: (page: import('playwright-core').Page) => Promise<void>,
): Promise<ScreenSize> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const seen = new Set<string>();
  context.on('request', (req) => {
    const u = new URL(req.url());
    if (/\.(js|css)$/.test(u.pathname)) seen.add(u.pathname);
  });
  await page.goto(url);
  await ready(page);
  await page.waitForLoadState('networkidle');
  await context.close();
  const files = [...seen].map((p) => ({ file: p, gzip: gzipSize(path.join(distDir, p)) }));
  return {
    url,
    js: files.filter((f) => f.file.endsWith('.js')).reduce((a, f) => a + f.gzip, 0),
    css: files.filter((f) => f.file.endsWith('.css')).reduce((a, f) => a + f.gzip, 0),
    files,
  };
}

export function routeChunks(distDir: string): Array<{ file: string; gzip: number }> {
  const assets = path.join(distDir, 'assets');
  return fs
    .readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .map((f) => ({ file: `assets/${f}`, gzip: gzipSize(path.join(assets, f)) }))
    .sort((a, b) => b.gzip - a.gzip);
}

/** Total raw bytes of the files the service worker precaches (what an install downloads, before compression). */
export function precacheTotal(distDir: string): { entries: number; bytes: number; gzip: number } {
  const sw = fs.readFileSync(path.join(distDir, 'sw.js'), 'utf8');
  const urls = [...sw.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]);
  let bytes = 0;
  let gzip = 0;
  for (const u of urls) {
    const file = path.join(distDir, u);
    if (!fs.existsSync(file)) continue;
    bytes += fs.statSync(file).size;
    gzip += gzipSize(file);
  }
  return { entries: urls.length, bytes, gzip };
}

interface ManifestChunk {
  file: string;
  name?: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
}

/**
 * A module that lazy chunks import statically too (the login card: the account screens' chunk has
 * it) lands in a shared chunk the manifest lists by chunk name ('_LoginCard-….js'), not by source.
 */
function sharedChunk(manifest: Record<string, ManifestChunk>, module: string): ManifestChunk | undefined {
  const name = path.basename(module).replace(/\.[jt]sx?$/, '');
  return Object.entries(manifest).find(([key, chunk]) => key.startsWith('_') && chunk.name === name)?.[1];
}

/**
 * What a screen needs before it can show anything, read from Vite's chunk graph: the entry and
 * the route's module with everything they import statically. Lazy blocks (charts) and the data
 * worker are not in it: they load after, beside the screen.
 */
export function staticClosure(distDir: string, routeModules: string[]): { js: number; css: number; files: string[] } {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const seen = new Set<string>();
  const files = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key] ?? sharedChunk(manifest, key);
    if (!chunk) throw new Error(`no chunk ${key} in the build manifest`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  visit('index.html');
  // The app's one stylesheet (build.cssCodeSplit false): index.html links it; the manifest lists it apart.
  if (manifest['style.css']) files.add(manifest['style.css'].file);
  for (const m of routeModules) visit(m);
  const list = [...files];
  const sum = (ext: string) => list.filter((f) => f.endsWith(ext)).reduce((a, f) => a + gzipSize(path.join(distDir, f)), 0);
  return { js: sum('.js'), css: sum('.css'), files: list };
}

/** The data worker's script: the asset the entry starts with `new Worker(new URL(…))`. */
export function workerChunk(distDir: string): { file: string; gzip: number } {
  const assets = path.join(distDir, 'assets');
  for (const f of fs.readdirSync(assets).filter((x) => x.endsWith('.js'))) {
    const found = /new Worker\(new URL\(["'`]\/(assets\/[^"'`]+\.js)/.exec(fs.readFileSync(path.join(assets, f), 'utf8'));
    if (found) return { file: found[1], gzip: gzipSize(path.join(distDir, found[1])) };
  }
  throw new Error('no data worker chunk found');
}
