import fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type RouteOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import helmet from 'helmet';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fastifyStatic from '@fastify/static';
import { compileSchema, compileWithAjv, setRuntimeSchemaCompiler, validate } from '@farmplate/contracts';
import type { ServerConfig } from './config/config';
import type { Database } from './db/client';
import { authenticateToken } from './accounts/sessions';
import { registerAuthorization } from './http/authorization';
import { registerBodyLimits } from './http/body-limits';
import { createBackground } from './http/background';
import { createAccountThrottle } from './http/account-throttle';
import { loggerOptions } from './http/logging';
import { registerTextGuards } from './http/text-guards';
import { registerUploads } from './http/uploads';
import { registerErrorHandling } from './http/errors';
import type { Api } from './http/types';
import type { AppContext } from './platform/context';
import { createMailer, type Mailer } from './platform/mail/mailer';
import { capRecipients } from './platform/mail/recipient-cap';
import { createThrottle } from './http/throttle';
import { currentSettings } from './platform/settings/settings-repository';
import { createImageStorage } from './platform/storage/image-storage';
import { createJobRunner } from './platform/jobs/job-runner';
import { FOREVER } from './platform/static/cache-policy';
import { registerStaticRoutes } from './platform/static/static-routes';
import { registerApiFeatures } from './api';

export interface BuildAppOptions {
  config: ServerConfig;
  db: Database;
  /** Replaces the configured mailer (tests read the messages). */
  mailer?: Mailer;
  /** Sees every route as it is registered (the authorization matrix test lists them). */
  onRoute?: (route: RouteOptions) => void;
  /** Checks every JSON answer against its route's response schema (tests: the schemas stay true). */
  checkResponses?: boolean;
  /** Where the log goes (tests read it); stdout by default. */
  logStream?: NodeJS.WritableStream;
}

/** Origins of remote URLs that point elsewhere: the browser may load their scripts and styles. */
const remoteOrigins = (config: ServerConfig): string[] => [
  ...new Set([
    ...Object.values(config.remotes)
      .filter((url) => /^https?:\/\//.test(url))
      .map((url) => new URL(url).origin),
    // the CDN origins remote releases may be registered at
    ...config.releaseOrigins,
  ]),
];

/** Fails an answer whose JSON does not match the response schema its route declares. */
async function checkResponseAgainstSchema(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const schemas = request.routeOptions.schema?.response as Record<string, object> | undefined;
  const status = reply.statusCode;
  const schema = schemas?.[status] ?? (status >= 400 && status < 500 ? schemas?.['4xx'] : undefined);
  if (!schema || typeof payload !== 'string') return payload;
  const errors = validate(schema, JSON.parse(payload), { coerce: false });
  if (Object.keys(errors).length > 0) {
    throw new Error(`${request.method} ${request.url} answered ${status} off its schema: ${JSON.stringify(errors)}`);
  }
  return payload;
}

/** Builds the whole server (API, images, static builds) without listening. */
export async function buildApp({
  config,
  db,
  mailer,
  onRoute,
  checkResponses,
  logStream,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = fastify({
    logger: loggerOptions(config.logger, logStream),
    trustProxy: config.trustProxy,
  }).withTypeProvider<TypeBoxTypeProvider>() as unknown as Api;

  // Every request part is validated by the contracts' validators (spec §5 messages, coercion,
  // $data), compiled ahead of time for the API's schemas: nothing is compiled at start. ajv
  // compiles the rest on first use (the response schemas checked in tests).
  setRuntimeSchemaCompiler(compileWithAjv);
  app.setValidatorCompiler(({ schema }) => compileSchema(schema) as never);
  // The handlers build exact shapes; fast-json-stringify would add ~80 ms of compiling to each start.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  // Counters in Redis when configured, so every instance behind a load balancer shares them.
  const redis = config.redisUrl
    ? new (await import('ioredis')).Redis(config.redisUrl, { maxRetriesPerRequest: 1 })
    : null;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  const throttle = createThrottle({
    redis,
    namespace: config.rateLimitNamespace,
    onError: (error) => app.log.error({ err: error }, 'a checkout or mail limit could not be counted'),
  });
  const context: AppContext = {
    db,
    config,
    // every mail passes the caps per recipient of the settings
    mailer: capRecipients(
      mailer ??
        createMailer({ smtpUrl: config.smtpUrl, outboxDir: config.outboxDir, from: config.mailFrom, log: app.log }),
      {
        throttle,
        log: app.log,
        caps: async () => {
          const settings = await currentSettings(db);
          return { perHour: settings.mails_per_recipient_per_hour, perDay: settings.mails_per_recipient_per_day };
        },
      },
    ),
    storage: createImageStorage(config.storageDir),
    throttle,
    accountThrottle: createAccountThrottle({
      limit: config.auth.accountAttemptsPer15Minutes,
      windowMs: 15 * 60_000,
      redis,
      namespace: config.rateLimitNamespace,
    }),
    background: createBackground(app.log),
    jobs: createJobRunner({ db, log: app.log, pollMs: config.jobs.pollMs }),
  };
  // the runner starts once every domain has registered its kinds, and stops before the database closes
  if (config.jobs.enabled) app.addHook('onReady', async () => context.jobs.start());
  app.addHook('onClose', async () => context.jobs.stop());
  app.decorate('jobs', context.jobs);
  // answers in flight finish first (Fastify's own close), then the work they left behind
  app.addHook('onClose', async () => context.background.idle());
  app.decorate('background', context.background);

  if (onRoute) app.addHook('onRoute', onRoute);
  if (checkResponses) app.addHook('onSend', checkResponseAgainstSchema);
  registerErrorHandling(app);
  registerBodyLimits(app);

  const extraOrigins = remoteOrigins(config);
  // Helmet's headers, its middleware built once: the Fastify plugin built it again for every request
  // (parsing the policy's directives each time: a twentieth of the board's CPU).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...extraOrigins],
        // styled-components writes <style> elements at run time
        styleSrc: ["'self'", "'unsafe-inline'", ...extraOrigins],
        imgSrc: ["'self'", 'data:', 'blob:', ...extraOrigins],
        fontSrc: ["'self'", 'data:', ...extraOrigins],
        connectSrc: ["'self'", ...extraOrigins],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // plain http on a LAN address must keep working
        upgradeInsecureRequests: null,
      },
    },
    // remotes on another origin load our shared chunks and the other way round
    crossOriginResourcePolicy: { policy: extraOrigins.length > 0 ? 'cross-origin' : 'same-origin' },
  });
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined)),
  );
  await app.register(cors, { origin: config.corsOrigins.length > 0 ? config.corsOrigins : false });
  // After helmet and CORS: the 401 and 403 of the authorization hook carry their headers too.
  const sessionPolicy = { idleMinutes: config.auth.tokenIdleMinutes, maxAgeHours: config.auth.tokenMaxAgeHours };
  registerAuthorization(app, (token) => authenticateToken(db, token, sessionPolicy));
  await app.register(rateLimit, { global: false, ...(redis && { redis, nameSpace: config.rateLimitNamespace }) });
  await registerUploads(app);
  registerTextGuards(app);

  await app.register(swagger, {
    openapi: {
      info: { title: 'FarmPlate API', version: '1.0.0', description: 'Every call of the product spec §7.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(async (api) => registerApiFeatures(api as Api, context), { prefix: '/api' });

  await app.register(fastifyStatic, {
    root: config.storageDir,
    prefix: '/storage/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    // names are random and never reused, so a stored image can be cached for good
    setHeaders: (response) => {
      response.setHeader('Cache-Control', FOREVER);
      response.setHeader('X-Content-Type-Options', 'nosniff');
    },
  });
  await registerStaticRoutes(app, config, db, throttle);

  return app;
}
