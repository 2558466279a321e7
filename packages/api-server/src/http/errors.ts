import type { FastifyError, FastifyInstance } from 'fastify';
import { AUTH_MESSAGES, toFieldErrors, type FieldErrors } from '@farmplate/contracts';
import { RowNotFoundError, sqlState } from '../db/errors';

/** An error with the HTTP status and the `{ message, errors? }` body the client reads. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldErrors,
    /** headers the answer carries (Retry-After of a 429) */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const NOT_FOUND_MESSAGE = 'Not found.';
export const INVALID_DATA_MESSAGE = 'The given data was invalid.';

export const unauthenticated = () => new HttpError(401, AUTH_MESSAGES.unauthenticated);
export const forbidden = (message: string = AUTH_MESSAGES.forbidden) => new HttpError(403, message);
/** Also the answer for someone else's record: its existence is not revealed. */
export const notFound = (message = NOT_FOUND_MESSAGE) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const payloadTooLarge = (message: string) => new HttpError(413, message);
export const unsupportedMediaType = (message: string) => new HttpError(415, message);

/** 422 with field → messages; the message is the first one, as the screens show it. */
export function unprocessable(errors: FieldErrors, message?: string): HttpError {
  return new HttpError(422, message ?? summarise(errors), errors);
}

/** Laravel-style summary: "First message (and 2 more errors)". */
function summarise(errors: FieldErrors): string {
  const [first, ...rest] = Object.values(errors).flat();
  if (first === undefined) return 'The given data was invalid.';
  const more = rest.length;
  return more === 0 ? first : `${first} (and ${more} more error${more === 1 ? '' : 's'})`;
}

/** Fastify's own error codes for bad input, mapped to the statuses of the API. */
const FASTIFY_CODES: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'The request is too large.' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, message: 'The file is too large.' },
  FST_PARTS_LIMIT: { status: 413, message: 'The request has too many parts.' },
  FST_FILES_LIMIT: { status: 413, message: 'The request has too many files.' },
  FST_FIELDS_LIMIT: { status: 413, message: 'The request has too many fields.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: 'Unsupported content type.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: 'Invalid content length.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'The JSON body is empty.' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'The JSON body is malformed.' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, message: 'Unsupported content type.' },
};

/** One error handler for the whole API: JSON `{ message, errors? }`, never a stack trace. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) void reply.headers(error.headers);
      return reply
        .status(error.statusCode)
        .send(error.errors ? { message: error.message, errors: error.errors } : { message: error.message });
    }
    if (error instanceof RowNotFoundError) return reply.status(404).send({ message: NOT_FOUND_MESSAGE });
    const fastifyError = error;
    if (fastifyError.validation) {
      // An id in the path that is not a number names no record.
      if (fastifyError.validationContext === 'params') return reply.status(404).send({ message: NOT_FOUND_MESSAGE });
      const failure = unprocessable(toFieldErrors(fastifyError.validation as never));
      return reply.status(422).send({ message: failure.message, errors: failure.errors });
    }
    const known = fastifyError.code ? FASTIFY_CODES[fastifyError.code] : undefined;
    if (known) return reply.status(known.status).send({ message: known.message });
    if (fastifyError.statusCode === 429) {
      return reply.status(429).send({ message: AUTH_MESSAGES.tooManyAttempts });
    }
    // The database refused a value (SQLSTATE class 22: out of range, bad encoding, impossible
    // date…) or a reference to a record that is gone (23503): bad input, and nothing was stored.
    const state = sqlState(error);
    if (state?.startsWith('22')) return reply.status(422).send({ message: INVALID_DATA_MESSAGE });
    if (state === '23503') return reply.status(422).send({ message: 'A record this refers to does not exist.' });
    if (fastifyError.statusCode && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
      // Any other client error of a Fastify plugin: keep the status, hide the internals.
      return reply.status(fastifyError.statusCode).send({ message: 'Bad request.' });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: 'Server error.' });
  });
}
