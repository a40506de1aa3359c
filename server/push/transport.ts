// How a push message reaches its push service: one POST over a fresh connection to the address the
// endpoint policy checked (./endpoint.ts), never to whatever the name resolves to a moment later
// (Node's `lookup` option answers with that address; TLS still verifies the certificate of the
// name). Redirects are not followed: a 3xx is the push service's answer like any other status, and
// the sender counts it as a failure. This is what web-push's own sendNotification does (an
// https.request), with the address pinned and our own timeout.
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { allowedEndpoint, resolveEndpoint, type EndpointPolicy, type ResolvedAddress } from './endpoint';

interface PushRequest {
  headers: Record<string, string>;
  body: Buffer | null;
  timeoutMs: number;
}

/** The push service's answer, or why nothing was sent. A request that got no answer rejects. */
type PushAnswer = { status: number; retryAfter: string | null } | { refused: 'endpoint not allowed' };

export type PushTransport = (endpoint: string, request: PushRequest) => Promise<PushAnswer>;

/** A `lookup` that answers every query with the one checked address. */
function pinned(to: ResolvedAddress): LookupFunction {
  return ((_hostname: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (options?.all) callback(null, [{ address: to.address, family: to.family }]);
    else callback(null, to.address, to.family);
  }) as LookupFunction;
}

export function pinnedTransport(policy: EndpointPolicy): PushTransport {
  return async (endpoint, request) => {
    const url = allowedEndpoint(endpoint, policy.allowLoopback);
    const to = url ? await resolveEndpoint(url, policy) : null;
    if (!url || !to) return { refused: 'endpoint not allowed' };
    const client = url.protocol === 'https:' ? https : http;
    return new Promise<PushAnswer>((resolve, reject) => {
      const req = client.request(
        {
          method: 'POST',
          hostname: url.hostname.replace(/^\[(.*)\]$/, '$1'),
          port: url.port || undefined,
          path: `${url.pathname}${url.search}`,
          headers: { ...request.headers, 'content-length': String(request.body?.length ?? 0) },
          lookup: pinned(to),
          agent: false,
        },
        (res) => {
          clearTimeout(deadline);
          res.resume(); // the body is not needed; reading it frees the connection
          const retryAfter = res.headers['retry-after'];
          resolve({ status: res.statusCode ?? 0, retryAfter: typeof retryAfter === 'string' ? retryAfter : null });
        },
      );
      // A whole-request deadline: a service that sends a byte now and then must not hold a slot.
      const deadline = setTimeout(() => req.destroy(new Error('push service timeout')), request.timeoutMs);
      req.on('error', (error) => {
        clearTimeout(deadline);
        reject(error);
      });
      req.end(request.body ?? undefined);
    });
  };
}
