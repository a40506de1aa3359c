// Registers a route from its entry in the contract's call catalogue (src/domain/contracts/api.ts):
// method, path and every schema come from there, so the route validates its input, writes its
// answer from the contract's response schema, and appears in /api/openapi.json exactly as it is.
// A handler gets its request typed from the same schemas.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type {} from '@fastify/rate-limit';
import type { Static, TSchema } from 'typebox';
import { ErrorAnswer } from '../../src/domain/contracts/schema';
import { idempotencyHooks } from './idempotency';
import type { Call } from '../../src/domain/contracts/api';

type Part<C, K extends 'params' | 'querystring' | 'body'> = C extends { [P in K]: infer S extends TSchema } ? Static<S> : unknown;

export type CallRequest<C extends Call> = FastifyRequest<{
  Params: Part<C, 'params'>;
  Querystring: Part<C, 'querystring'>;
  Body: Part<C, 'body'>;
}>;
/** What a handler may return: one of the call's answers, or the reply it has sent itself. */
type Answers<R> = { [K in keyof R]: R[K] extends TSchema ? Static<R[K]> : never }[keyof R];
export type CallAnswer<C extends Call> = Answers<C['response']> | FastifyReply;

/** A hook in the `(request, reply)` form, plain or async (server/auth/guard.ts). */
type RequestHook = (request: FastifyRequest, reply: FastifyReply) => void | Promise<unknown>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Requests per minute per address on each throttled anonymous route (config `anonRateLimit`). */
    anonRateLimit: number;
  }
}

export interface ServeOptions {
  onRequest?: RequestHook | RequestHook[];
  /** A body limit of its own (bytes), below the app's. */
  bodyLimit?: number;
}

/** The OpenAPI security requirement of a call: bearer for both kinds of token. */
const security = (call: Call) => (call.auth === 'none' ? [] : [{ bearer: [] }]);

/** The route options of a call: its schemas, the `{ detail }` error answers, and its documentation. */
export function routeSchema(call: Call) {
  return {
    tags: [call.tag],
    summary: call.summary,
    security: security(call),
    ...(call.params ? { params: call.params } : {}),
    ...(call.querystring ? { querystring: call.querystring } : {}),
    ...(call.body ? { body: call.body } : {}),
    ...(call.headers ? { headers: call.headers } : {}),
    ...(call.multipart ? { consumes: ['multipart/form-data'] } : {}),
    response: { ...call.response, '4xx': ErrorAnswer, '5xx': ErrorAnswer },
  };
}

export function serve<C extends Call>(
  app: FastifyInstance,
  call: C,
  options: ServeOptions,
  handler: (request: CallRequest<C>, reply: FastifyReply) => Promise<CallAnswer<C>>,
): void {
  app.route({
    method: call.method,
    url: call.url,
    ...(options.onRequest ? { onRequest: options.onRequest } : {}),
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    ...(call.idempotent ? idempotencyHooks : {}),
    ...(call.throttled ? { config: { rateLimit: { max: app.anonRateLimit, timeWindow: 60_000 } } } : {}),
    schema: routeSchema(call),
    handler: handler as unknown as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
}

/**
 * Sends `data` written from its schema (fast-json-stringify), for the long position lists that a
 * handler builds as one big object. A value the schema compiler refuses (NaN) falls back to
 * JSON.stringify, so an answer's bytes never depend on which wrote it.
 */
export function sendBySchema(reply: FastifyReply, schema: TSchema, data: unknown): FastifyReply {
  const write =
    reply.getSerializationFunction(schema as Record<string, unknown>) ??
    reply.compileSerializationSchema(schema as Record<string, unknown>);
  let text: string;
  try {
    text = write(data as Record<string, unknown>);
  } catch {
    text = JSON.stringify(data);
  }
  return reply.type('application/json; charset=utf-8').send(text);
}
