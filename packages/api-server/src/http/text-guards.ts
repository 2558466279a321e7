import type { FastifyInstance } from 'fastify';
import { unprocessable } from './errors';

/** A NUL character (PostgreSQL refuses it in text) or half of a surrogate pair (not text at all). */
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const NOT_TEXT_MESSAGE = 'This field contains characters that are not allowed.';

/** Dotted names of the strings in `value` that hold a forbidden character. */
function badFields(value: unknown, at: string, found: string[]): string[] {
  if (typeof value === 'string') {
    if (FORBIDDEN.test(value)) found.push(at || '_');
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => badFields(item, at ? `${at}.${index}` : String(index), found));
  } else if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (FORBIDDEN.test(key)) found.push(at || '_');
      badFields(item, at ? `${at}.${key}` : key, found);
    }
  }
  return found;
}

/**
 * Refuses text that no column can hold before any schema or handler sees it: 422 naming the
 * fields, nothing stored. Files (buffers) are left to the image checks.
 */
export function registerTextGuards(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const fields = [...badFields(request.query, '', []), ...badFields(request.body, '', [])];
    if (fields.length > 0) throw unprocessable(Object.fromEntries(fields.map((field) => [field, [NOT_TEXT_MESSAGE]])));
  });
}
