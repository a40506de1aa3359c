// Serves the built PWA: pre-compressed (brotli/gzip) files from dist/, hashed assets cached for a
// year, the shell and the service worker never cached, deep links answered with index.html.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

function cacheControlFor(filePath: string): string {
  const base = path.basename(filePath).replace(/\.(br|gz)$/, '');
  if (base === 'index.html' || base === 'sw.js' || base.endsWith('.webmanifest')) return NO_CACHE;
  if (filePath.includes(`${path.sep}assets${path.sep}`)) return IMMUTABLE;
  return 'public, max-age=3600';
}

export async function registerStatic(app: FastifyInstance, distDir: string): Promise<void> {
  const hasDist = fs.existsSync(path.join(distDir, 'index.html'));
  if (!hasDist) {
    app.log.warn(`no build in ${distDir}: only the API is served`);
  } else {
    await app.register(fastifyStatic, {
      root: distDir,
      preCompressed: true,
      wildcard: true,
      index: ['index.html'],
      cacheControl: false,
      setHeaders(res, filePath) {
        res.header('Cache-Control', cacheControlFor(filePath));
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    const isApi = url.startsWith('/api') || url.startsWith('/ws') || url.startsWith('/market');
    const wantsHtml = (request.method === 'GET' || request.method === 'HEAD') && !isApi && !path.extname(url.split('?')[0]);
    if (hasDist && wantsHtml) {
      reply.header('Cache-Control', NO_CACHE);
      return reply.sendFile('index.html');
    }
    return reply.code(404).send({ detail: 'Не найдено' });
  });
}
