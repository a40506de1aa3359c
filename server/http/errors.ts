// One error shape for every answer: `{ "detail": "…" }` in Russian, 4xx for bad input, never a 5xx
// unless the server itself is at fault.
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { INPUT_MESSAGES, TEXT_PATTERN } from '../../src/domain/rules/input/inputHygiene';
import { TEXT } from './texts';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string,
    /** Seconds until a refused request may be repeated (written as Retry-After). */
    readonly retryAfterSec?: number,
  ) {
    super(detail);
  }
}

export const badRequest = (detail: string) => new HttpError(400, detail);
export const unauthorized = (detail: string = TEXT.guard.noToken) => new HttpError(401, detail);
export const forbidden = (detail: string = TEXT.guard.forbidden) => new HttpError(403, detail);
export const notFound = (detail: string = TEXT.notFound.any) => new HttpError(404, detail);
export const conflict = (detail: string) => new HttpError(409, detail);
/** 429 with `Retry-After` when the wait is known (a lock, a limit's window). */
export const tooMany = (detail: string, retryAfterSec?: number) =>
  new HttpError(429, detail, retryAfterSec === undefined ? undefined : Math.max(1, Math.ceil(retryAfterSec)));

interface ValidationIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

const PART: Record<string, string> = {
  body: 'в теле запроса',
  querystring: 'в параметрах запроса',
  params: 'в адресе',
  headers: 'в заголовках',
};

const TYPE_NAMES: Record<string, string> = {
  string: 'строкой',
  number: 'числом',
  integer: 'целым числом',
  boolean: 'логическим значением (true/false)',
  object: 'объектом',
  array: 'списком',
  null: 'пустым значением',
};

/** A Russian sentence for the first schema violation: which field, where, and what is wrong. */
function validationDetail(issue: ValidationIssue | undefined, context?: string): string {
  const where = context && PART[context] ? ` ${PART[context]}` : '';
  if (!issue) return `Некорректные данные${where}`;
  const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const p = issue.params;
  const fieldOf = (name: string) => `«${name}»`;
  const field = path ? fieldOf(path) : '';
  switch (issue.keyword) {
    case 'required':
      return `Не заполнено обязательное поле ${fieldOf(String(p.missingProperty))}${where}`;
    case 'additionalProperties':
      return `Неизвестное поле ${fieldOf(String(p.additionalProperty))}${where}`;
    case 'type': {
      const types = String(p.type)
        .split(',')
        .map((t) => TYPE_NAMES[t] ?? t)
        .join(' или ');
      return field ? `Поле ${field}${where} должно быть ${types}` : `Данные${where} должны быть ${types}`;
    }
    case 'minLength':
      return Number(p.limit) <= 1
        ? `Поле ${field}${where} не может быть пустым`
        : `Поле ${field}${where} короче ${TEXT.counts.characters(String(p.limit))}`;
    case 'maxLength':
      return `Поле ${field}${where} длиннее ${TEXT.counts.characters(String(p.limit))}`;
    case 'minimum':
    case 'exclusiveMinimum':
      return `Значение поля ${field}${where} должно быть ${issue.keyword === 'minimum' ? 'не меньше' : 'больше'} ${p.limit}`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `Значение поля ${field}${where} должно быть ${issue.keyword === 'maximum' ? 'не больше' : 'меньше'} ${p.limit}`;
    case 'enum':
      return `Недопустимое значение поля ${field}${where}: допустимо ${((p.allowedValues as unknown[] | undefined) ?? []).filter((v) => v !== '').join(', ')}`;
    case 'const':
      return `Недопустимое значение поля ${field}${where}`;
    case 'pattern':
      // shown text (the contract's `Text`): the forms' own message
      if (p.pattern === TEXT_PATTERN) return INPUT_MESSAGES.hiddenCharacters;
      return `Некорректный формат поля ${field}${where}`;
    case 'format':
      return `Некорректный формат поля ${field}${where}`;
    case 'maxItems':
      return `В поле ${field}${where} больше ${TEXT.counts.items(String(p.limit))}`;
    case 'minItems':
      return `В поле ${field}${where} меньше ${TEXT.counts.items(String(p.limit))}`;
    case 'minProperties':
      return 'Пустой запрос: укажите хотя бы одно поле';
    case 'multipleOf':
      return `Значение поля ${field}${where} должно быть кратно ${p.multipleOf}`;
    default:
      return `Некорректное значение${field ? ` поля ${field}` : ''}${where}`;
  }
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.retryAfterSec !== undefined) reply.header('Retry-After', String(error.retryAfterSec));
      return reply.code(error.statusCode).send({ detail: error.detail });
    }
    if ((error as FastifyError).validation) {
      const first = (error as FastifyError).validation?.[0];
      return reply.code(400).send({ detail: validationDetail(first, (error as FastifyError).validationContext) });
    }
    const status = (error as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) {
      const byCode: Record<string, string> = {
        FST_ERR_CTP_BODY_TOO_LARGE: 'Слишком большой запрос',
        FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Неподдерживаемый тип содержимого',
        FST_ERR_CTP_EMPTY_JSON_BODY: 'Пустое тело запроса',
        FST_ERR_CTP_INVALID_JSON_BODY: 'Некорректный JSON в теле запроса',
        FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Некорректная длина запроса',
        FST_REQ_FILE_TOO_LARGE: 'Файл слишком большой: допускается не больше 1 МБ',
        FST_FILES_LIMIT: 'Можно загрузить только один файл',
        FST_PARTS_LIMIT: 'Слишком много частей в запросе',
        FST_FIELDS_LIMIT: 'Слишком много полей в запросе',
        FST_INVALID_MULTIPART_CONTENT_TYPE: 'Ожидается запрос multipart/form-data',
        FST_PROTO_VIOLATION: 'Недопустимое поле в JSON',
      };
      const code = (error as FastifyError).code;
      const detail = byCode[code] ?? 'Некорректный запрос';
      return reply.code(status).send({ detail });
    }
    request.log.error(error);
    return reply.code(500).send({ detail: 'Внутренняя ошибка сервера' });
  });
}

/** An HTTP/1.1 request must name its host (RFC 9112 §3.2): without one it gets 400 and a `detail`. */
export function refuseHostless(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (request.raw.httpVersion === '1.1' && !request.headers.host) throw badRequest(TEXT.http.noHost);
  });
}

/** Errors Fastify meets before routing (a URL that cannot be decoded): `{ detail }` as everywhere. */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  void reply
    .code(status)
    .header('Content-Type', 'application/json; charset=utf-8')
    .send({ detail: error.code === 'FST_ERR_BAD_URL' ? TEXT.http.badUrl : TEXT.http.badRequest });
}

/**
 * Errors of the connection, before any request exists (headers too large: 431; a request Node
 * cannot parse: 400; a request too slow: 408): the answer is written on the socket by hand, as
 * JSON with a Russian `detail`. A socket already gone gets nothing.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const detail = status === 431 ? TEXT.http.headersTooLarge : status === 408 ? TEXT.http.timeout : TEXT.http.badRequest;
  const body = JSON.stringify({ detail });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
