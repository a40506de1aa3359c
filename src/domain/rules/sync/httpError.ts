// Request errors of docs/product.md §8: `{ detail, status }`, detail from the server's `detail`, else the
// status text, else the Russian default; status 0 for a network failure.
import type { ApiError } from '../../contracts/types';

/** The default detail: 'An error occurred'. */
export const DEFAULT_ERROR_DETAIL = 'Произошла ошибка';
/** Network failure detail: 'Network or server error'. */
export const NETWORK_ERROR_DETAIL = 'Ошибка сети или сервера';
/** A mutation attempted while the server is unreachable: never queued (docs/architecture.md#the-worker-boundary). */
export const OFFLINE_COMMAND_DETAIL = 'Нет соединения с сервером: действие не выполнено';
/**
 * What to say of a command that failed for want of a connection: the worker's own sentence, which
 * names the server it could not reach ('… (Server2)'), else the plain one.
 */
export function offlineCommandDetail(error: ApiError): string {
  return error.detail.startsWith(OFFLINE_COMMAND_DETAIL) ? error.detail : OFFLINE_COMMAND_DETAIL;
}
/** Invalid-format errors of docs/product.md §8 (non-array or malformed answers). */
export const INVALID_FORMAT_DETAIL = 'Неверный формат ответа сервера';

export function isApiError(value: unknown): value is ApiError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ApiError).detail === 'string' &&
    typeof (value as ApiError).status === 'number'
  );
}

export function apiError(detail: string, status: number): ApiError {
  return { detail, status };
}

/** The detail of an error response: the body's `detail` (a string, or FastAPI-style list), else the status text, else the default. */
export function errorDetail(body: unknown, statusText: string | undefined): string {
  if (typeof body === 'object' && body !== null && 'detail' in body) {
    const detail = (body as { detail: unknown }).detail;
    if (typeof detail === 'string' && detail.trim()) return detail;
    if (Array.isArray(detail)) {
      const texts = detail
        .map((d) =>
          typeof d === 'string'
            ? d
            : typeof d === 'object' && d !== null && typeof (d as { msg?: unknown }).msg === 'string'
              ? (d as { msg: string }).msg
              : null,
        )
        .filter((t): t is string => !!t);
      if (texts.length) return texts.join(', ');
    }
  }
  if (statusText && statusText.trim()) return statusText;
  return DEFAULT_ERROR_DETAIL;
}

/** Anything thrown (an ApiError, an Error, a string) as an ApiError; unknown shapes get the default. */
export function toApiError(error: unknown, fallbackDetail = DEFAULT_ERROR_DETAIL): ApiError {
  if (isApiError(error)) return { detail: error.detail, status: error.status };
  if (error instanceof Error && error.message) return { detail: error.message, status: 0 };
  if (typeof error === 'string' && error) return { detail: error, status: 0 };
  return { detail: fallbackDetail, status: 0 };
}

/**
 * What a screen says of a failed command: the offline sentence when the server could not be
 * reached (status 0), else the server's detail; `fallback` for anything that is no request error.
 */
export function commandFailureText(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  if (error.status === 0) return offlineCommandDetail(error);
  return error.detail.trim() ? error.detail : fallback;
}

/** A failed command as 'what failed: why' (commandFailureText; never an empty reason). */
export function failureText(what: string, error: unknown): string {
  return `${what}: ${commandFailureText(error, DEFAULT_ERROR_DETAIL)}`;
}

/** Status classes of the session's validation (docs/product.md §4). */
export function isAuthStatus(status: number): boolean {
  return status === 401 || status === 403;
}
