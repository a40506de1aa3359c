// Request bodies are validated strictly (a number sent as a string is wrong input), but path and
// query values are always strings on the wire. This preValidation hook converts them to the types
// the route's schema declares, and leaves anything unconvertible as is so validation refuses it.
import type { FastifyInstance, FastifyRequest } from 'fastify';

type PropSchema = { type?: string | string[] };
type ObjectSchema = { properties?: Record<string, PropSchema> };

function convert(value: unknown, schema: PropSchema): unknown {
  if (typeof value !== 'string') return value;
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('string')) return value;
  if (types.includes('integer') && /^-?\d{1,15}$/.test(value)) return Number(value);
  if (types.includes('number') && /^-?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(value)) return Number(value);
  if (types.includes('boolean')) {
    if (value === 'true' || value === '1') return true;
    if (value === 'false' || value === '0') return false;
  }
  return value;
}

function coerce(target: unknown, schema: unknown): void {
  const props = (schema as ObjectSchema | undefined)?.properties;
  if (!props || !target || typeof target !== 'object') return;
  const record = target as Record<string, unknown>;
  for (const [key, prop] of Object.entries(props)) {
    if (key in record) record[key] = convert(record[key], prop);
  }
}

export function registerQueryCoercion(app: FastifyInstance): void {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const schema = request.routeOptions.schema;
    if (!schema) return;
    coerce(request.params, schema.params);
    coerce(request.query, schema.querystring);
  });
}
