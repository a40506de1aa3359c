// Security headers on every answer, and a strict Content-Security-Policy for the PWA: its
// connect-src is the page's own origin and the servers of the deployment's preset (./remote.ts).
import type { FastifyInstance } from 'fastify';
import { connectSources, type ServersPreset } from '../src/domain/rules/servers/serverSlots';

function contentSecurityPolicy(preset: ServersPreset | null = null): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src ${connectSources(preset).join(' ')}`,
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function registerSecurityHeaders(app: FastifyInstance, preset: ServersPreset | null = null): void {
  const csp = contentSecurityPolicy(preset);
  app.addHook('onSend', async (request, reply, payload) => {
    // API answers carry user data: never kept by the browser's HTTP cache (avatars set their own).
    if (request.url.startsWith('/api/') && !reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Referrer-Policy', 'no-referrer');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    reply.header('Content-Security-Policy', csp);
    return payload;
  });
}
