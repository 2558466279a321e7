import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { REMOTE_NAMES, type ServerConfig } from '../config/config';
import { NOT_FOUND_MESSAGE } from '../http/errors';
import { cacheControlFor, NO_CACHE } from './cache-policy';
import { isPublicPage, marketingPreloadTags, withPreloadTags } from './preload-hints';

const NOT_BUILT = 'The FarmPlate web app is not built yet: run `pnpm build` in the repository.';

/** Paths that never fall back to the shell: the API, images and remote builds answer their own 404. */
const NO_FALLBACK = /^\/(api|storage|remotes)(\/|$)/;

/**
 * The single production origin: the shell's build at /, each remote's build at /remotes/<name>/,
 * and /remotes.json telling the shell where each remote's manifest is (configurable per remote).
 */
export async function registerStaticRoutes(app: FastifyInstance, config: ServerConfig): Promise<void> {
  const setHeaders = (response: { setHeader(name: string, value: string): void }, filePath: string) =>
    response.setHeader('Cache-Control', cacheControlFor(filePath));

  app.get('/remotes.json', async (_request, reply) => reply.header('Cache-Control', NO_CACHE).send(config.remotes));

  for (const name of REMOTE_NAMES) {
    await app.register(fastifyStatic, {
      root: config.remoteDist[name],
      prefix: `/remotes/${name}/`,
      decorateReply: false,
      cacheControl: false,
      index: false,
      preCompressed: true, // the build writes .br and .gz beside each text file
      setHeaders,
    });
  }

  await app.register(fastifyStatic, {
    root: config.shellDist,
    prefix: '/',
    decorateReply: false,
    cacheControl: false,
    index: false,
    preCompressed: true,
    setHeaders,
  });

  const indexFile = path.join(config.shellDist, 'index.html');
  const sendShell = async (reply: FastifyReply, pathname: string) => {
    if (!existsSync(indexFile)) return reply.status(503).type('text/plain; charset=utf-8').send(NOT_BUILT);
    let html = await readFile(indexFile, 'utf8');
    if (isPublicPage(pathname)) {
      html = withPreloadTags(html, await marketingPreloadTags(config.remotes.marketing, config.remoteDist.marketing));
    }
    return reply.header('Cache-Control', NO_CACHE).type('text/html; charset=utf-8').send(html);
  };

  app.get('/', async (_request, reply) => sendShell(reply, '/'));

  // Client routes (/dashboard/users, /us/about …) are the shell's: answer its index.html.
  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const [pathname = '/'] = request.url.split('?');
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && !NO_FALLBACK.test(pathname) && !path.extname(pathname);
    if (wantsPage) return sendShell(reply, pathname);
    return reply.status(404).send({ message: NOT_FOUND_MESSAGE });
  });
}
