import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { REMOTE_NAMES, type ServerConfig } from '../../config/config';
import type { Database } from '../../db/client';
import { remotesForRequest } from '../releases/remotes-json';
import { NOT_FOUND_MESSAGE } from '../../http/errors';
import type { Throttle } from '../../http/throttle';
import { cacheControlFor, FOREVER, NO_CACHE } from './cache-policy';
import { isPublicPath } from '@farmplate/contracts';
import { marketingPreloadTags, withPreloadTags } from './preload-hints';
import {
  FORM_BODY_LIMIT,
  FORM_FALLBACK_PER_MINUTE,
  FORM_PAGES,
  pageAskingToTryAgain,
  postedEmail,
} from './form-fallback';
import {
  allowingScripts,
  BUNDLED_MARKETING_MANIFEST,
  createPrerenderedPages,
  followsStoredRegion,
  nigeriaChosen,
  nigeriaChosenFileOf,
  pageBodies,
  prerenderedFileOf,
} from './prerendered-pages';
import { FILTERED_MENU_PAGES_PER_MINUTE, MENU_PAGES, menuFilterRequest, withMenuFilter } from './menu-filter-page';
import { menuFilterOf, menuFilterQuery } from '@farmplate/contracts';

const NOT_BUILT = 'The FarmPlate web app is not built yet: run `pnpm build` in the repository.';

/** Paths that never fall back to the shell: the API, images and remote builds answer their own 404. */
const NO_FALLBACK = /^\/(api|storage|remotes|releases)(\/|$)/;

/**
 * The single production origin: the shell's build at /, each remote's bundled build at
 * /remotes/<name>/, release folders at /releases/<name>/<version>-<commit>/, and /remotes.json
 * telling the shell where each remote's manifest is (the release registry over the configuration).
 */
export async function registerStaticRoutes(
  app: FastifyInstance,
  config: ServerConfig,
  db: Database,
  throttle: Throttle,
): Promise<void> {
  const setHeaders = (response: { setHeader(name: string, value: string): void }, filePath: string) =>
    response.setHeader('Cache-Control', cacheControlFor(filePath));

  // Read from the registry on every request: an activation is answered at once, on every instance.
  app.get('/remotes.json', async (request, reply) =>
    reply.header('Cache-Control', NO_CACHE).send(await remotesForRequest(db, config, request, reply)),
  );

  // A release folder never changes once written (its name holds version and commit): everything
  // in it is cached for good, and a page opened before a switch keeps loading its chunks.
  await mkdir(config.releasesDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: config.releasesDir,
    prefix: '/releases/',
    decorateReply: false,
    cacheControl: false,
    index: false,
    preCompressed: true,
    setHeaders: (response: { setHeader(name: string, value: string): void }) =>
      response.setHeader('Cache-Control', FOREVER),
  });

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
  /** The folder of a marketing release on this server, from its manifest URL. */
  const releaseFolderOf = (manifestUrl: string): string | null => {
    const release = /^\/releases\/(marketing\/[^/]+)\/mf-manifest\.json$/.exec(manifestUrl)?.[1];
    return release ? path.join(config.releasesDir, release) : null;
  };
  /** The folder on this server a manifest URL is served from (bundled build or release), if any. */
  const localFolderOf = (manifestUrl: string): string | null =>
    manifestUrl.startsWith('/remotes/marketing/') ? config.remoteDist.marketing : releaseFolderOf(manifestUrl);
  const prerenderedPage = createPrerenderedPages();
  /**
   * Where the public pages of the active marketing build are prerendered: the shell's build for the
   * bundled one, a release's own folder for a release (`pnpm release marketing` prerenders them with
   * its code). Another build (relocated, or a release without pages) has none.
   */
  const prerenderedFolderOf = (manifestUrl: string): string | null =>
    manifestUrl === BUNDLED_MARKETING_MANIFEST ? config.shellDist : releaseFolderOf(manifestUrl);
  /**
   * The page prerendered for this address (shell/src/prerender) in that folder, sent compressed when
   * the browser accepts it.
   */
  const sendPrerendered = async (request: FastifyRequest, reply: FastifyReply, folder: string, tags: string) => {
    // a filtered menu (/us/menu?q=salad) is the menu's page, the filter applied to it per request
    const menuFilter = menuFilterRequest(request.url);
    const address = menuFilter?.pathname ?? request.url;
    const [pathname = '/'] = address.split('?');
    const follows = followsStoredRegion(address);
    const chosen = follows && nigeriaChosen(request) ? nigeriaChosenFileOf(folder, pathname) : null;
    const file = prerenderedFileOf(folder, address);
    const prerendered =
      (chosen && (await prerenderedPage(chosen, tags))) || (file && (await prerenderedPage(file, tags)));
    if (!prerendered) return false;
    // Made and compressed for one request, so an address gets a few a minute; past that it gets the
    // plain menu, which the app filters from the address once it has started.
    const filtered =
      menuFilter &&
      (await throttle.hit('filtered-menu-pages', request.ip, FILTERED_MENU_PAGES_PER_MINUTE, 60_000)).allowed;
    const page = filtered ? pageBodies(withMenuFilter(prerendered.html, menuFilter.filter), 4) : prerendered;
    if (follows) reply.header('Vary', 'Accept-Encoding, Cookie');
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const [encoding, body] = /\bbr\b/.test(accepted)
      ? (['br', page.br] as const)
      : /\bgzip\b/.test(accepted)
        ? (['gzip', page.gzip] as const)
        : ([null, page.html] as const);
    if (encoding) reply.header('Content-Encoding', encoding);
    const policy = reply.getHeader('content-security-policy') ?? reply.raw.getHeader('content-security-policy');
    if (typeof policy === 'string')
      reply.header('Content-Security-Policy', allowingScripts(policy, page.inlineScripts));
    if (!follows) reply.header('Vary', 'Accept-Encoding');
    await reply.header('Cache-Control', NO_CACHE).type('text/html; charset=utf-8').send(body);
    return true;
  };

  const sendShell = async (request: FastifyRequest, reply: FastifyReply, pathname: string) => {
    if (!existsSync(indexFile)) return reply.status(503).type('text/plain; charset=utf-8').send(NOT_BUILT);
    let tags = '';
    // the shell's own pages (/login) are the shell build's; a public page is its marketing build's
    let prerenderedFolder: string | null = config.shellDist;
    if (isPublicPath(pathname)) {
      const { marketing } = await remotesForRequest(db, config, request, reply);
      tags = await marketingPreloadTags(marketing, localFolderOf(marketing));
      prerenderedFolder = prerenderedFolderOf(marketing);
    }
    if (prerenderedFolder && (await sendPrerendered(request, reply, prerenderedFolder, tags))) return reply;
    const html = withPreloadTags(await readFile(indexFile, 'utf8'), tags);
    return reply.header('Cache-Control', NO_CACHE).type('text/html; charset=utf-8').send(html);
  };

  app.get('/', async (request, reply) => sendShell(request, reply, '/'));

  // A sign-in form the browser sent itself (form-fallback.ts): the page again, asking to try again;
  // the menu's search: its filtered address. Their own scope: only these routes read form bodies.
  await app.register(async (forms) => {
    forms.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    for (const address of FORM_PAGES) {
      forms.post(
        address,
        {
          bodyLimit: FORM_BODY_LIMIT,
          config: { rateLimit: { max: FORM_FALLBACK_PER_MINUTE, timeWindow: '1 minute' } },
        },
        async (request, reply) => {
          const file = prerenderedFileOf(config.shellDist, address);
          const page = file && (await prerenderedPage(file, ''));
          if (!page) return reply.redirect(address, 303);
          const policy = reply.getHeader('content-security-policy') ?? reply.raw.getHeader('content-security-policy');
          if (typeof policy === 'string') {
            reply.header('Content-Security-Policy', allowingScripts(policy, page.inlineScripts));
          }
          return reply
            .header('Cache-Control', NO_CACHE)
            .type('text/html; charset=utf-8')
            .send(pageAskingToTryAgain(page.html, postedEmail(request.body)));
        },
      );
    }
    // The menu's search sent by the browser itself (no JavaScript): to the filtered menu's address.
    for (const address of MENU_PAGES) {
      forms.post(
        address,
        {
          bodyLimit: FORM_BODY_LIMIT,
          config: { rateLimit: { max: FORM_FALLBACK_PER_MINUTE, timeWindow: '1 minute' } },
        },
        async (request, reply) => {
          const query = menuFilterQuery(
            menuFilterOf(new URLSearchParams(typeof request.body === 'string' ? request.body : '')),
          );
          return reply.redirect(query ? `${address}?${query}` : address, 303);
        },
      );
    }
  });

  // Client routes (/dashboard/users, /us/about …) are the shell's: answer its index.html.
  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const [pathname = '/'] = request.url.split('?');
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && !NO_FALLBACK.test(pathname) && !path.extname(pathname);
    if (wantsPage) return sendShell(request, reply, pathname);
    return reply.status(404).send({ message: NOT_FOUND_MESSAGE });
  });
}
