import { STATUS_CODES } from 'node:http';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { roleValues, type Role } from '@contract/roles';
import { keyedHash, randomToken } from '../lib/crypto';
import type { RegisteredRoute } from '../lib/route-registry';
import { insertPatient } from '../testing/patient-data';
import { insertHospital, insertPhysician } from '../testing/reference-data';
import { pathSegment, queryString, rawBody, type RawBody } from '../testing/fuzz-inputs';
import { createTestApp, type TestApp } from '../testing/test-app';
import { sessions } from './auth/sessions.table';
import { invites } from './invites/invites.table';
import { users } from './users/users.table';

/*
 * Property-based API test: for every operation of the OpenAPI document (/api/openapi.json) and
 * every caller (anonymous, each role, a disabled user with a live session), malformed path
 * parameters, query strings and bodies (generated from the document's JSON schemas, which come
 * from the contract's zod schemas) must
 *   1. never produce a 5xx,
 *   2. leave in one of API.md §1.4's error shapes, with exactly its keys,
 *   3. change no existing row.
 *
 * "Change" (3): every table of the public schema is read before and after each request, rows
 * keyed by primary key, each row hashed without its `last_seen_at` column (a session's
 * last-seen refresh is expected). A row present before and missing after, or present with a
 * different hash, is a change. New rows are additions, not changes; but a request answered
 * with an error may add rows only to the bookkeeping tables (`ERROR_ADDITIONS`: its own audit
 * event and rate-limit hit). Each request presents a session created for it alone, which the
 * request may end (sign-out).
 *
 * A case whose every part the schemas accept is not malformed: it is sent as it is, still
 * held to (1) and (2) (a value the contract accepts and the database refuses would be a 500),
 * but the rows it writes are its right, and the next case starts from them. Reads may be valid.
 */

/** Cases per operation and caller; fixed seed, so every run sends the same requests. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 2);
const SEED = Number(process.env.FUZZ_SEED ?? 1212);
const UNKNOWN_ID = '9d3b6f0e-2a41-4c7e-8f5a-6b1c0d2e3f40';
/** Tables an error answer may add rows to. */
const ERROR_ADDITIONS = new Set(['audit_events', 'rate_limit_hits']);

type Caller = Role | 'anonymous' | 'inactive';
const callers: Caller[] = ['anonymous', ...roleValues, 'inactive'];

type JsonSchema = Record<string, unknown>;

interface Operation {
  key: string;
  method: RegisteredRoute['method'];
  /** Fastify syntax, e.g. /api/v1/patients/:id. */
  path: string;
  pathParams: string[];
  queryParams: string[];
  /** The JSON body schema, when the operation takes JSON. */
  bodySchema?: JsonSchema;
  route: RegisteredRoute;
}

interface FuzzCase {
  segments: Record<string, string>;
  query: string;
  body: RawBody;
}

let t: TestApp;
let operations: Operation[];
let knownIds: string[];
const userIds = new Map<Caller, string>();
/** The rows as the last case left them (its own session aside): the next case's "before". */
let baseline: Map<string, string>;
let addressCounter = 0;

async function rows<T>(text: string): Promise<T[]> {
  const result: unknown = await t.db.execute(sql.raw(text));
  return (result as { rows: T[] }).rows;
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** One statement reading `table:key → hash` of every row of every table. */
async function buildSnapshotSql(): Promise<string> {
  const tables = await rows<{ table_name: string }>(
    `select table_name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const keys = await rows<{ table_name: string; column_name: string }>(
    `select k.table_name, k.column_name
       from information_schema.table_constraints c
       join information_schema.key_column_usage k
         on k.constraint_name = c.constraint_name and k.table_schema = c.table_schema
      where c.constraint_type = 'PRIMARY KEY' and c.table_schema = 'public'
      order by k.table_name, k.ordinal_position`,
  );
  return tables
    .map(({ table_name: table }) => {
      const columns = keys.filter((key) => key.table_name === table).map((key) => key.column_name);
      // A table without a primary key is keyed by its whole row: any change reads as a deletion.
      const key =
        columns.length > 0
          ? `concat_ws('|', ${columns.map((column) => `r.${quoted(column)}::text`).join(', ')})`
          : `md5(to_jsonb(r)::text)`;
      return `select '${table}' as t, ${key} as k, md5((to_jsonb(r) - 'last_seen_at')::text) as h from ${quoted(table)} r`;
    })
    .join('\nunion all\n');
}

async function snapshot(): Promise<Map<string, string>> {
  const all = await rows<{ t: string; k: string; h: string }>('select * from fuzz_snapshot');
  return new Map(all.map((row) => [`${row.t}:${row.k}`, row.h]));
}

/** What the request did to existing rows, and rows it added where it should not have. */
function differences(
  before: Map<string, string>,
  after: Map<string, string>,
  status: number,
  ownSession: string | null,
): string[] {
  const found: string[] = [];
  for (const [key, hash] of before) {
    const now = after.get(key);
    if (now === undefined) {
      if (key !== ownSession) found.push(`deleted ${key}`);
    } else if (now !== hash) found.push(`changed ${key}`);
  }
  if (status >= 400)
    for (const key of after.keys())
      if (!before.has(key) && !ERROR_ADDITIONS.has(key.split(':')[0] ?? ''))
        found.push(`added ${key} on a ${status}`);
  return found;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Null when the response is a success or one of API.md §1.4's error bodies, else the problem. */
function errorShapeProblem(response: LightMyRequestResponse): string | null {
  const status = response.statusCode;
  if (status >= 500) return `status ${status}`;
  if (status < 400) return null;
  if (!String(response.headers['content-type']).startsWith('application/json'))
    return `content-type ${String(response.headers['content-type'])}`;
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    return 'body is not JSON';
  }
  if (!isRecord(body)) return 'body is not an object';
  const keys = Object.keys(body).sort().join(',');
  if (status === 429 && !response.headers['retry-after']) return '429 without Retry-After';
  if (keys === 'error,message,statusCode') {
    if (body.statusCode !== status) return `statusCode ${String(body.statusCode)}`;
    if (body.error !== STATUS_CODES[status]) return `error ${String(body.error)}`;
    if (typeof body.message !== 'string' || body.message === '') return 'message not a string';
    if ((status === 401 || status === 403) && body.message !== body.error)
      return `${status} message ${body.message}`;
    return null;
  }
  if (keys === 'error,message') {
    if (status !== 422 || body.error !== 'Unprocessable Entity') return `list form on ${status}`;
    if (!Array.isArray(body.message) || body.message.length === 0) return 'empty 422 list';
    for (const item of body.message as unknown[]) {
      if (!isRecord(item)) return '422 item not an object';
      const itemKeys = Object.keys(item).sort().join(',');
      if (itemKeys !== 'message,path' && itemKeys !== 'message') return `422 item keys ${itemKeys}`;
      if (
        typeof item.message !== 'string' ||
        (item.path !== undefined && typeof item.path !== 'string')
      )
        return '422 item types';
    }
    return null;
  }
  if (keys === 'message') {
    if (typeof body.message !== 'string' || body.message === '') return 'message not a string';
    return null;
  }
  return `body keys ${keys}`;
}

function operationsOf(document: JsonSchema): Operation[] {
  const found: Operation[] = [];
  const paths = document.paths as Record<string, Record<string, JsonSchema>>;
  for (const [openApiPath, methods] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const path = openApiPath.replace(/\{([^}]+)\}/g, ':$1');
      const upper = method.toUpperCase() as RegisteredRoute['method'];
      const route = t.app.routeRegistry
        .list()
        .find((candidate) => candidate.method === upper && candidate.path === path);
      if (!route) throw new Error(`${upper} ${path} is in the OpenAPI document but not registered`);
      const parameters = (operation.parameters ?? []) as { name: string; in: string }[];
      const content = (operation.requestBody as JsonSchema | undefined)?.content as
        Record<string, { schema: JsonSchema }> | undefined;
      found.push({
        key: `${upper} ${path}`,
        method: upper,
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        ...(content?.['application/json']
          ? { bodySchema: content['application/json'].schema }
          : {}),
        route,
      });
    }
  }
  return found;
}

function caseArbitrary(operation: Operation): fc.Arbitrary<FuzzCase> {
  const segment = pathSegment([...knownIds, UNKNOWN_ID]);
  return fc.record({
    segments: fc.record<Record<string, string>>(
      Object.fromEntries(operation.pathParams.map((name) => [name, segment])),
    ),
    query: queryString(operation.queryParams),
    body: rawBody(operation.bodySchema),
  });
}

function decodedOrNull(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

const mediaType = (type: string | undefined) => (type ?? '').split(';')[0]?.trim().toLowerCase();

/** The JSON the server would parse from the body, or `invalid` when it would refuse it. */
function parsedBody(body: RawBody): unknown {
  if (body.payload === undefined || body.payload.length === 0) return null;
  if (mediaType(body.contentType) !== 'application/json') return 'invalid';
  try {
    return JSON.parse(body.payload.toString()) as unknown;
  } catch {
    return 'invalid';
  }
}

/** True when the schemas accept the case's params and body: a write that would really happen. */
function acceptedWrite(operation: Operation, fuzzCase: FuzzCase): boolean {
  if (operation.method === 'GET') return false;
  const { route } = operation;
  if (route.bodyContentType) return false; // CSV bodies never carry the required header row.
  if (route.params) {
    const decoded = Object.fromEntries(
      Object.entries(fuzzCase.segments).map(([name, value]) => [name, decodedOrNull(value)]),
    );
    if (!route.params.safeParse(decoded).success) return false;
  }
  if (route.body) {
    const json = parsedBody(fuzzCase.body);
    if (json === 'invalid' || !route.body.safeParse(json).success) return false;
  }
  return true;
}

/** A session for this request alone, so that a sign-out ends nothing the next case needs. */
async function sessionFor(caller: Caller): Promise<{ cookie?: string; key: string | null }> {
  const userId = userIds.get(caller);
  if (!userId) return { key: null };
  const rawId = randomToken(32);
  const idHash = keyedHash(t.app.sessionSecret, rawId);
  const now = t.clock.now();
  await t.db.insert(sessions).values({ idHash, userId, createdAt: now, lastSeenAt: now });
  return { cookie: `session=${rawId}`, key: `sessions:${idHash}` };
}

let casesRun = 0;
let acceptedWrites = 0;
/** How many cases got each status: shows the cases reach past the guard and validation. */
const statuses = new Map<number, number>();

async function runCase(operation: Operation, caller: Caller, fuzzCase: FuzzCase): Promise<void> {
  const accepted = acceptedWrite(operation, fuzzCase);
  const session = await sessionFor(caller);
  const url =
    operation.path.replace(
      /:([A-Za-z0-9_]+)/g,
      (_match, name: string) => fuzzCase.segments[name] ?? '',
    ) + (fuzzCase.query ? `?${fuzzCase.query}` : '');
  const headers: Record<string, string> = {};
  if (session.cookie) headers.cookie = session.cookie;
  if (fuzzCase.body.contentType !== undefined) headers['content-type'] = fuzzCase.body.contentType;
  addressCounter += 1;
  const before = baseline;
  const response = await t.app.inject({
    method: operation.method,
    url,
    headers,
    remoteAddress: `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`,
    ...(fuzzCase.body.payload !== undefined ? { payload: fuzzCase.body.payload } : {}),
  });
  const after = await snapshot();
  casesRun += 1;
  if (accepted) acceptedWrites += 1;
  statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
  // The case's own session goes, so the tables stay as small as the next case found them.
  if (session.key) {
    await t.db.delete(sessions).where(eq(sessions.idHash, session.key.slice('sessions:'.length)));
    after.delete(session.key);
  }
  baseline = after;
  const problems = [
    errorShapeProblem(response),
    ...(accepted ? [] : differences(before, after, response.statusCode, session.key)),
  ].filter((problem): problem is string => problem !== null);
  if (problems.length > 0) {
    throw new Error(
      `${operation.method} ${url.slice(0, 300)} (body ${fuzzCase.body.kind}) → ${response.statusCode} ${response.body.slice(0, 300)}: ${problems.join('; ')}`,
    );
  }
}

beforeAll(async () => {
  t = await createTestApp({ env: { VITE_FEATURE_COLLECT_PHI: 'true' } });
  for (const role of roleValues) userIds.set(role, (await t.createUser({ role })).id);
  userIds.set('inactive', (await t.createUser({ role: 'ADMIN', state: 'disabled' })).id);

  // Rows for path ids to hit: a patient with a contact, a physician at a hospital, an invite.
  const admin = userIds.get('ADMIN') ?? '';
  const now = t.clock.now();
  const patient = await insertPatient(
    t.db,
    admin,
    now,
    { firstName: 'Ada', lastName: 'Fuzz' },
    {
      contact: { firstName: 'Bo', lastName: 'Fuzz', phone: '5555550100' },
    },
  );
  const hospital = await insertHospital(t.db);
  const physician = await insertPhysician(t.db, {}, [hospital.id]);
  const [invite] = await t.db
    .insert(invites)
    .values({
      email: 'fuzz.invite@example.org',
      role: 'VOLUNTEER',
      firstName: 'Invited',
      expiresAt: new Date(now.getTime() + 86_400_000),
      invitedById: admin,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  knownIds = [patient.id, hospital.id, physician.id, invite?.id ?? UNKNOWN_ID, admin];
  const [disabled] = await t.db
    .select()
    .from(users)
    .where(eq(users.id, userIds.get('inactive') ?? ''));
  expect(disabled?.disabledAt).not.toBeNull();

  const document = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  operations = operationsOf(document.json<JsonSchema>());
  // A view over every table, read once per case (nothing else writes between cases).
  await t.db.execute(sql.raw(`create view fuzz_snapshot as ${await buildSnapshotSql()}`));
  baseline = await snapshot();
}, 120_000);

describe('malformed requests, every operation × every caller', () => {
  it('never answer 5xx, always answer API.md §1.4 shapes, and change no row', async () => {
    expect(operations.length).toBeGreaterThan(40);
    const failures: string[] = [];
    let index = 0;
    for (const operation of operations) {
      for (const caller of callers) {
        index += 1;
        const details = await fc.check(
          fc.asyncProperty(caseArbitrary(operation), (fuzzCase) =>
            runCase(operation, caller, fuzzCase),
          ),
          { seed: SEED + index, numRuns: RUNS, endOnFailure: true },
        );
        if (details.failed) {
          const error = details.errorInstance;
          failures.push(
            `${operation.key} as ${caller}: ${error instanceof Error ? error.message : String(error)}`,
          );
        }
      }
    }
    console.log(
      `fuzz: ${casesRun} cases over ${operations.length} operations × ${callers.length} callers (${acceptedWrites} of them writes the schemas accept; seed ${SEED}); statuses ${JSON.stringify(Object.fromEntries([...statuses].sort((a, b) => a[0] - b[0])))}`,
    );
    expect(failures).toEqual([]);
  }, 300_000);
});

describe('the error-shape check', () => {
  const fake = (statusCode: number, body: string, headers: Record<string, string> = {}) =>
    ({
      statusCode,
      body,
      headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
    }) as unknown as LightMyRequestResponse;

  it('accepts the shapes of API.md §1.4', () => {
    expect(
      errorShapeProblem(
        fake(401, '{"statusCode":401,"error":"Unauthorized","message":"Unauthorized"}'),
      ),
    ).toBeNull();
    expect(
      errorShapeProblem(
        fake(422, '{"error":"Unprocessable Entity","message":[{"path":"a","message":"b"}]}'),
      ),
    ).toBeNull();
    expect(errorShapeProblem(fake(404, '{"message":"Patient not found"}'))).toBeNull();
    expect(
      errorShapeProblem(fake(429, '{"message":"Too many"}', { 'retry-after': '60' })),
    ).toBeNull();
  });

  it('refuses anything else', () => {
    expect(errorShapeProblem(fake(500, '{"message":"x"}'))).toBe('status 500');
    expect(errorShapeProblem(fake(400, '{"message":"x","stack":"at y"}'))).toBe(
      'body keys message,stack',
    );
    expect(
      errorShapeProblem(fake(401, '{"statusCode":401,"error":"Unauthorized","message":"No"}')),
    ).toBe('401 message No');
    expect(errorShapeProblem(fake(403, '{"statusCode":403,"error":"Nope","message":"Nope"}'))).toBe(
      'error Nope',
    );
    expect(errorShapeProblem(fake(422, '{"error":"Unprocessable Entity","message":[]}'))).toBe(
      'empty 422 list',
    );
    expect(errorShapeProblem(fake(429, '{"message":"Too many"}'))).toBe('429 without Retry-After');
    expect(errorShapeProblem(fake(404, '<html>', { 'content-type': 'text/html' }))).toBe(
      'content-type text/html',
    );
  });

  it('notices a changed, a deleted and a wrongly added row', () => {
    const before = new Map([
      ['users:1', 'a'],
      ['patients:2', 'b'],
    ]);
    const after = new Map([
      ['users:1', 'c'],
      ['patients:3', 'd'],
      ['audit_events:9', 'e'],
    ]);
    expect(differences(before, after, 422, null)).toEqual([
      'changed users:1',
      'deleted patients:2',
      'added patients:3 on a 422',
    ]);
    expect(differences(before, new Map([...before, ['audit_events:9', 'e']]), 403, null)).toEqual(
      [],
    );
  });
});
