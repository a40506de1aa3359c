// TypeBox building blocks of the contract. Schemas are plain JSON Schema objects: the server
// registers them with Fastify (Ajv validates requests, fast-json-stringify writes answers), the
// OpenAPI document is generated from them, and `npm run check-backend` validates answers with
// them. The app and the worker import only the types derived from them (`import type`), never
// this runtime: it stays out of the browser bundle, and nothing needs `unsafe-eval`.
import Type, { type Static, type TOptional, type TSchema } from 'typebox';
import { TEXT_PATTERN } from '../rules/input/inputHygiene';
import { MAX_ID } from './values';

export { Type };
export type { Static, TSchema } from 'typebox';

export const Id = Type.Integer({ minimum: 1, maximum: MAX_ID });
export const Int = (minimum: number, maximum: number, dflt?: number) =>
  Type.Integer(dflt === undefined ? { minimum, maximum } : { minimum, maximum, default: dflt });
export const Num = (minimum: number, maximum: number) => Type.Number({ minimum, maximum });
export const Str = (maxLength: number, minLength = 0) => Type.String({ minLength, maxLength });
/** Text a person reads (names, labels, reasons): no hidden characters (the rule of ../rules/input/inputHygiene.ts). */
export const Text = (maxLength: number, minLength = 0) => Type.String({ minLength, maxLength, pattern: TEXT_PATTERN });
export const Bool = Type.Boolean();
/** One of a list of strings: `enum` (Ajv then names the allowed values in its error). */
export const OneOf = <const T extends readonly string[]>(values: T) => Type.Enum([...values] as T[number][]);
/**
 * A field that may be null. A typed schema becomes `type: [t, 'null']` (fast-json-stringify writes
 * that directly, where an anyOf would be tried branch by branch on every long position list).
 */
export function Nullable<T extends TSchema>(schema: T) {
  const type = (schema as { type?: unknown }).type;
  return typeof type === 'string'
    ? Type.Unsafe<Static<T> | null>({ ...schema, type: [type, 'null'] })
    : Type.Unsafe<Static<T> | null>(Type.Union([schema, Type.Null()]));
}

/** A request object: unknown fields are refused (400), so a typo never passes silently. */
export const Input = <T extends Record<string, TSchema>>(properties: T, options: { minProperties?: number } = {}) =>
  Type.Object(properties, { additionalProperties: false, ...options });
/** Every field optional (a partial update): `Type.Partial` would drop `additionalProperties: false`. */
export function Optionals<T extends Record<string, TSchema>>(properties: T): { [K in keyof T]: TOptional<T[K]> } {
  return Object.fromEntries(Object.entries(properties).map(([k, v]) => [k, Type.Optional(v)])) as { [K in keyof T]: TOptional<T[K]> };
}

/** An answer object: a backend may send more fields than the contract names. */
export const Answer = <T extends Record<string, TSchema>>(properties: T, options: { description?: string } = {}) =>
  Type.Object(properties, options);
export const List = <T extends TSchema>(items: T) => Type.Array(items);

/** Routes without query parameters still refuse unexpected ones. */
export const NoQuery = Input({});
/** Query parameters are ignored (the health check: monitors add cache-busting parameters). */
export const AnyQuery = Type.Object({});
export const IdParams = Input({ id: Id });

/** Every error answer: a Russian sentence (docs/product.md §8 `detail`). */
export const ErrorAnswer = Answer({ detail: Type.String() }, { description: 'Ошибка: текст на русском' });
/** Answers that only confirm, in Russian. */
export const Message = Answer({ message: Type.String() });
