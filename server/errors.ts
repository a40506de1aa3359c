// One error shape for every answer: `{ "detail": "…" }` in Russian, 4xx for bad input, never a 5xx
// unless the server itself is at fault.
import type { FastifyError, FastifyInstance } from 'fastify';

export class HttpError extends Error {
  constructor(readonly statusCode: number, readonly detail: string) {
    super(detail);
  }
}

export const badRequest = (detail: string) => new HttpError(400, detail);
export const unauthorized = (detail = 'Требуется авторизация') => new HttpError(401, detail);
export const forbidden = (detail = 'Недостаточно прав') => new HttpError(403, detail);
export const notFound = (detail = 'Не найдено') => new HttpError(404, detail);
export const conflict = (detail: string) => new HttpError(409, detail);
export const tooMany = (detail: string) => new HttpError(429, detail);

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({ detail: error.detail });
    }
    if ((error as FastifyError).validation) {
      const first = (error as FastifyError).validation?.[0];
      const where = first?.instancePath ? ` (${first.instancePath.replace(/^\//, '')})` : '';
      return reply.code(400).send({ detail: `Некорректные данные запроса${where}: ${first?.message ?? error.message}` });
    }
    const status = (error as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) {
      const byCode: Record<string, string> = {
        FST_ERR_CTP_BODY_TOO_LARGE: 'Слишком большой запрос',
        FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Неподдерживаемый тип содержимого',
        FST_ERR_CTP_EMPTY_JSON_BODY: 'Пустое тело запроса',
        FST_ERR_CTP_INVALID_JSON_BODY: 'Некорректный JSON в теле запроса',
      };
      const code = (error as FastifyError).code;
      const detail = byCode[code] ?? (code === 'FST_ERR_CTP_INVALID_CONTENT_LENGTH' ? 'Некорректная длина запроса' : 'Некорректный запрос');
      return reply.code(status).send({ detail });
    }
    request.log.error(error);
    return reply.code(500).send({ detail: 'Внутренняя ошибка сервера' });
  });
}
