import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { IMAGE_LIMITS, IMAGE_MESSAGES, type ImageKind } from '@farmplate/contracts';
import { HttpError, payloadTooLarge } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route takes one image of this kind in a multipart body (spec §9 limits). */
    upload?: ImageKind;
  }
}

/** Room for the text fields and part headers of an upload form beside its file. */
export const FORM_FIELDS_ALLOWANCE = 64 * 1024;

const isMultipart = (request: FastifyRequest) => /^multipart\//i.test(request.headers['content-type'] ?? '');
const hasBoundary = (contentType: string) => /;\s*boundary=(?:"[^"]+"|[^\s;"]+)/i.test(contentType);

/**
 * Multipart bodies only where a route takes a file (`config.upload`), checked before a byte of
 * the body is read: any other route answers 415, a body without a boundary 400, and a declared
 * length over the route's image limit 413. A body that does not declare its length is counted
 * while it streams and refused at the limit, so no more than the limit is ever held in memory.
 */
export async function registerUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: Math.max(...Object.values(IMAGE_LIMITS)), files: 1, fields: 50, parts: 51 },
    // Files become { filename, buffer } in the body; the image storage checks their bytes.
    async onFile(this: FastifyRequest, part) {
      const kind = this.routeOptions.config?.upload ?? 'inventory';
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > IMAGE_LIMITS[kind]) throw payloadTooLarge(IMAGE_MESSAGES.tooLarge[kind]);
        chunks.push(chunk);
      }
      if ((part.file as { truncated?: boolean }).truncated) throw payloadTooLarge(IMAGE_MESSAGES.tooLarge[kind]);
      (part as unknown as { value: unknown }).value = { filename: part.filename, buffer: Buffer.concat(chunks) };
    },
  });

  app.addHook('onRequest', async (request) => {
    if (!isMultipart(request)) return;
    const kind = request.routeOptions.config?.upload;
    if (!kind) throw new HttpError(415, 'This request does not take a file: send JSON.');
    if (!hasBoundary(request.headers['content-type'] ?? ''))
      throw new HttpError(400, 'The multipart body has no boundary.');
    const declared = Number(request.headers['content-length'] ?? 0);
    if (declared > IMAGE_LIMITS[kind] + FORM_FIELDS_ALLOWANCE) throw payloadTooLarge(IMAGE_MESSAGES.tooLarge[kind]);
  });
}
