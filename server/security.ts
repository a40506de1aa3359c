// Security headers on every answer, and a strict Content-Security-Policy for the PWA.
import type { FastifyInstance } from 'fastify';

function contentSecurityPolicy(extraConnect: string[] = []): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self' ws: wss: ${extraConnect.join(' ')}`.trim(),
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function registerSecurityHeaders(app: FastifyInstance, extraConnect: string[] = []): void {
  const csp = contentSecurityPolicy(extraConnect);
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
