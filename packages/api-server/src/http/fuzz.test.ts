import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { API_ACCESS, type Role } from '@farmplate/contracts';
import { issueToken } from '../accounts/sessions';
import { users } from '../db/schema';
import { PNG_BYTES, startTestServer, TEST_DATABASE_URL, type TestServer } from '../testing/test-server';
import type { RoutePermission } from './authorization';

/**
 * Walks the server's own OpenAPI document and sends every operation a catalogue of bad values:
 * every body field in turn (the rest of the body valid), every query parameter, bad path ids and
 * broken content types, as an anonymous caller and as a role the operation allows. No answer may
 * be a 5xx or carry a stack trace. Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
jest.setTimeout(600_000);

let server: TestServer;
const userIds = {} as Record<Role, number>;
/** Real record ids per path prefix, so body fuzzing of an update reaches the database. */
const realIds: Record<string, number> = {};

const DEMO_EMAIL: Record<Role, string> = {
  customer: 'customer@farmplate.test',
  farmer: 'farmer@farmplate.test',
  kitchen: 'kitchen@farmplate.test',
  delivery: 'delivery@farmplate.test',
  admin: 'admin@farmplate.test',
};

// ---- the catalogue -------------------------------------------------------------------------------

/** Values no field should turn into a server error. */
const BAD_VALUES: unknown[] = [
  'NUL\u0000byte',
  'lone \ud800 surrogate',
  '\udfff',
  '',
  '   ',
  'x'.repeat(10_000),
  -1,
  0,
  1.5,
  2_147_483_648,
  1e20,
  1e308,
  -1e308,
  '1e308',
  '99999999999999999999999',
  true,
  null,
  [],
  {},
  { $gt: '' },
  '2025-02-31',
  '2025-13-01',
  "' OR 1=1 --",
];

const BAD_IDS = ['0', '-1', 'abc', '1.5', '2147483648', '99999999999999999999', '1e20', '1e308', '%00', '%ED%A0%80'];

const BAD_QUERY_VALUES = [
  '1e20',
  '1e308',
  '-1',
  '0',
  '2147483648',
  '99999999999999999999',
  'abc',
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%F0',
  'x'.repeat(5_000),
  '2025-02-31',
];

/** A TIFF header (little endian) and a few bytes: not an accepted image. */
const TIFF_BYTES = Buffer.concat([Buffer.from([0x49, 0x49, 0x2a, 0x00, 0x08, 0x00, 0x00, 0x00]), Buffer.alloc(64)]);

// ---- a valid value from a schema -------------------------------------------------------------------

type Schema = Record<string, unknown> & {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  items?: Schema;
};

let unique = 0;
function sampleString(name: string, schema: Schema): string {
  const key = name.toLowerCase();
  let value: string;
  if (key.includes('email')) value = `fuzz-${(unique += 1)}@example.com`;
  else if (key.includes('password')) value = 'secret123';
  else if (key === 'otp') value = '123456';
  else if (key.includes('date')) value = '2030-01-15';
  else if (key.includes('phone')) value = '555-0100';
  else if (key.includes('currency')) value = 'USD';
  else if (key === 'source') value = 'footer';
  else if (key.includes('description') || key === 'message') value = 'A description long enough to pass.';
  else value = 'Fuzz value';
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : Infinity;
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
  return value.padEnd(min, 'x').slice(0, max);
}

function sample(schema: Schema | undefined, name = ''): unknown {
  if (!schema) return 'x';
  if (schema.const !== undefined && typeof schema.const !== 'object') return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) {
    const usable = branches.filter((branch) => branch.type !== 'null');
    return sample(usable[usable.length > 1 && name === 'category' ? 1 : 0] ?? branches[0], name);
  }
  const type = Array.isArray(schema.type) ? schema.type.find((each) => each !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const result: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        if (/(^|_)image|file/.test(key)) continue; // files go in multipart bodies only
        result[key] = sample(property, key);
      }
      // "farmer" needs farm_name, "kitchen" kitchen_name: both are present above
      return result;
    }
    case 'array':
      return [sample(schema.items, name)];
    case 'integer':
    case 'number': {
      const minimum = typeof schema.minimum === 'number' ? schema.minimum : 1;
      const maximum = typeof schema.maximum === 'number' ? schema.maximum : Infinity;
      if (name.endsWith('_id') || name === 'kitchen' || name === 'farmer') return 1;
      return Math.min(Math.max(minimum, 2), maximum);
    }
    case 'boolean':
      return true;
    case 'string':
      return sampleString(name, schema);
    default:
      return 'x';
  }
}

// ---- the document --------------------------------------------------------------------------------

interface Operation {
  method: string;
  /** Fastify form, /api/users/:id */
  url: string;
  permission: RoutePermission;
  body?: Schema;
  query: { name: string; schema: Schema }[];
  hasId: boolean;
  takesFile: boolean;
}

function operationsOf(document: { paths: Record<string, Record<string, Record<string, unknown>>> }): Operation[] {
  const permissions = new Map(
    server.routes.flatMap((route) =>
      [route.method].flat().map((method) => [`${method} ${route.url}`, route.config?.permission as RoutePermission]),
    ),
  );
  const operations: Operation[] = [];
  for (const [openApiPath, methods] of Object.entries(document.paths)) {
    if (!openApiPath.startsWith('/api/') || openApiPath.startsWith('/api/docs')) continue;
    const url = openApiPath.replace(/\{(\w+)\}/g, ':$1');
    for (const [method, operation] of Object.entries(methods)) {
      const upper = method.toUpperCase();
      if (upper === 'HEAD') continue;
      const parameters = (operation.parameters ?? []) as { in: string; name: string; schema: Schema }[];
      const content = (operation.requestBody as { content?: Record<string, { schema: Schema }> } | undefined)?.content;
      const body = content?.['application/json']?.schema ?? Object.values(content ?? {})[0]?.schema;
      operations.push({
        method: upper,
        url,
        permission: permissions.get(`${upper} ${url}`) ?? 'public',
        body,
        query: parameters.filter((parameter) => parameter.in === 'query'),
        hasId: url.includes(':id'),
        takesFile: Object.keys(body?.properties ?? {}).some((key) => /(^|_)image|file/.test(key)),
      });
    }
  }
  return operations;
}

/** The role that may call an operation (the first of its permission group), or none. */
const roleFor = (permission: RoutePermission): Role | null =>
  permission === 'public' ? null : (API_ACCESS[permission][0] ?? null);

// ---- sending -------------------------------------------------------------------------------------

let sent = 0;
const failures: string[] = [];
const STACK = /\bat [^\n]*\(?[^\s()]+:\d+:\d+\)?|"stack"\s*:/;

async function send(label: string, options: InjectOptions): Promise<LightMyRequestResponse> {
  sent += 1;
  const response = await server.app.inject(options);
  if (response.statusCode >= 500 || STACK.test(response.body)) {
    const headers = options.headers as Record<string, string> | undefined;
    const payload = Buffer.isBuffer(options.payload)
      ? options.payload.toString('latin1')
      : typeof options.payload === 'string'
        ? options.payload
        : JSON.stringify(options.payload);
    failures.push(
      `${label}: ${options.method} ${JSON.stringify(options.url)} [${headers?.['content-type'] ?? 'json'}] ${(payload ?? '').slice(0, 600)} → ${response.statusCode} ${response.body.slice(0, 200)}`,
    );
  }
  return response;
}

function multipart(fields: Record<string, unknown>, file?: { field: string; bytes: Buffer; name: string }) {
  const boundary = `----fuzz${(unique += 1)}`;
  const parts: Buffer[] = [];
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || (typeof value === 'object' && value !== null)) continue;
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${String(value)}\r\n`),
    );
  }
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: image/tiff\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function fuzzOperation(operation: Operation, caller: Role | 'anonymous', full: boolean): Promise<void> {
  const token =
    caller === 'anonymous'
      ? undefined
      : await issueToken(server.db, userIds[caller], { idleMinutes: 60, maxAgeHours: 1 });
  const headers = token ? { authorization: `Bearer ${token}` } : {};
  const label = `${caller}`;
  const prefix = operation.url.split('/')[2] ?? '';
  const id = String(realIds[prefix] ?? 987_654);
  const url = operation.url.replace(':id', id);
  const method = operation.method as 'GET';
  const base = operation.body ? (sample(operation.body) as Record<string, unknown>) : undefined;

  // an anonymous caller of a signed-in operation is stopped at the door: a few probes suffice
  if (!full) {
    await send(label, { method, url: operation.url.replace(':id', BAD_IDS[2]!), headers, payload: base });
    await send(label, { method, url, headers, payload: base });
    await send(label, { method, url, headers: { ...headers, 'content-type': 'multipart/form-data' }, payload: 'x' });
    return;
  }

  // path ids
  if (operation.hasId)
    for (const bad of BAD_IDS)
      await send(label, { method, url: operation.url.replace(':id', bad), headers, payload: base });

  // query parameters, one at a time
  for (const parameter of operation.query)
    for (const bad of BAD_QUERY_VALUES) await send(label, { method, url: `${url}?${parameter.name}=${bad}`, headers });
  if (operation.query.length > 0)
    await send(label, {
      method,
      url: `${url}?${operation.query.map((parameter) => `${parameter.name}=1&${parameter.name}=2`).join('&')}`,
      headers,
    });

  if (!base) return;
  // body fields, one at a time, the others valid
  for (const field of Object.keys(base).concat(['__proto__', 'constructor']))
    for (const bad of BAD_VALUES) await send(label, { method, url, headers, payload: { ...base, [field]: bad } });
  {
    await send(label, { method, url, headers, payload: base });
    // the bad values as the whole body
    for (const bad of [null, [], 'text', 1e308, [base]])
      await send(label, {
        method,
        url,
        headers: { ...headers, 'content-type': 'application/json' },
        payload: JSON.stringify(bad),
      });
  }

  // broken content types
  const brokenBodies: [string, string | Buffer][] = [
    ['multipart/form-data', 'name=x'],
    ['multipart/form-data; boundary=', 'x'],
    ['multipart/form-data; boundary=abc', '--abc\r\nbroken'],
    ['application/json', '{"name": '],
    ['application/json', ''],
    ['application/json; charset=utf-16', JSON.stringify(base)],
    ['text/plain', 'hello'],
    ['application/x-www-form-urlencoded', 'a=1&b=2'],
    ['application/xml', '<a/>'],
  ];
  for (const [contentType, payload] of brokenBodies)
    await send(label, { method, url, headers: { ...headers, 'content-type': contentType }, payload });

  // multipart with the fields, a TIFF where a file is taken, and a NUL in each text field
  {
    const fileField = Object.keys(operation.body?.properties ?? {}).find((key) => /(^|_)image|file/.test(key));
    const tiff = fileField ? { field: fileField, bytes: TIFF_BYTES, name: 'photo.tiff' } : undefined;
    const asForm = multipart(base, tiff);
    await send(label, {
      method,
      url,
      headers: { ...headers, 'content-type': asForm.contentType },
      payload: asForm.payload,
    });
    if (fileField) {
      const png = multipart(base, { field: fileField, bytes: PNG_BYTES, name: 'a\u0000.png' });
      await send(label, {
        method,
        url,
        headers: { ...headers, 'content-type': png.contentType },
        payload: png.payload,
      });
    }
    for (const field of Object.keys(base)) {
      const nul = multipart({ ...base, [field]: 'NUL\u0000byte' });
      await send(label, {
        method,
        url,
        headers: { ...headers, 'content-type': nul.contentType },
        payload: nul.payload,
      });
    }
  }
}

beforeAll(async () => {
  server = await startTestServer();
  for (const [role, email] of Object.entries(DEMO_EMAIL) as [Role, string][]) {
    const [user] = await server.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    userIds[role] = user!.id;
  }
  const first = async (role: Role, url: string, pick: (body: never) => { id: number }[]) => {
    const token = await issueToken(server.db, userIds[role], { idleMinutes: 60, maxAgeHours: 1 });
    const response = await server.request({ method: 'GET', url, token });
    return pick(response.json<never>())[0]?.id;
  };
  const ids = {
    'menu-items': await first('kitchen', '/api/menu-items', (body: { data: { id: number }[] }) => body.data),
    'inventory-items': await first('farmer', '/api/inventory-items', (body: { data: { id: number }[] }) => body.data),
    requests: await first('farmer', '/api/requests/pending', (body: { data: { id: number }[] }) => body.data),
    'kitchen-orders': await first(
      'kitchen',
      '/api/kitchen-orders',
      (body: { orders: { id: number }[] }) => body.orders,
    ),
  };
  for (const [prefix, value] of Object.entries(ids)) if (value) realIds[prefix] = value;
});
afterAll(() => server?.close());

it('answers every operation of the OpenAPI document without a 5xx or a stack trace, whatever it is sent', async () => {
  const document = (server.app as unknown as { swagger(): never }).swagger();
  const operations = operationsOf(document);
  expect(operations.length).toBeGreaterThanOrEqual(60);
  if (process.env.FUZZ_ONLY) sent += 10_000;
  // GET /logout ends the session it is called with: last, so the other operations keep theirs
  operations.sort((a, b) => Number(a.url.endsWith('/logout')) - Number(b.url.endsWith('/logout')));
  const only = process.env.FUZZ_ONLY;
  for (const operation of operations) {
    if (only && !operation.url.includes(only)) continue;
    const role = roleFor(operation.permission);
    await fuzzOperation(operation, 'anonymous', role === null);
    if (role) await fuzzOperation(operation, role, true);
  }
  const database = TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  const summary = `fuzz: ${sent} requests to ${operations.length} operations on ${database}, ${failures.length} failures`;
  console.log(summary);
  writeFileSync(path.join(os.tmpdir(), `farmplate-fuzz-${database.toLowerCase()}.txt`), `${summary}\n`);
  expect(sent).toBeGreaterThan(4_000);
  expect(failures).toEqual([]);
});
