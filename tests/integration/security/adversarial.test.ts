import { Writable } from 'node:stream';
import type * as FastifyModule from 'fastify';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { ErrorSchema } from '@contract/fields.ts';
import { message } from '@contract/messages.ts';
import { useTestApp } from '../../support/app.ts';
import type { HttpClient } from '../../support/http.ts';
import {
  answerProblem,
  BODY_ID_VALUES,
  CURSORS,
  isUuid,
  isTextSchema,
  PATH_VALUES,
  rawRequest,
  shapeKeys,
  textValues,
  type RawAnswer,
} from '../../support/security/corpus.ts';
import { brokenInvariants } from '../../support/security/invariants.ts';
import { mapPool, UNLIMITED_ENV, wellFormed } from '../../support/security/pool.ts';
import {
  ACTORS,
  ROUTE_TABLE,
  type Actor,
  type RouteSpec,
} from '../../support/security/route-table.ts';
import { buildWorld, type World } from '../../support/security/world.ts';

// An adversarial corpus on every route of support/security/route-table.ts, read against the schemas
// the server registers, so a new route or field is covered without editing this file: every
// text field of every body and every query parameter gets control characters, lone surrogates,
// bidi overrides, 10 KB and thousands of terms; every id (path or body) and cursor crafted values;
// every path encoded spellings. Never a 5xx; every 4xx is JSON with a message; NUL and lone
// surrogates are the field's 400; an accepted value comes back as sent; an encoded path gets the
// same protections (no-store, the auth guard, the security log) or a 404.

// Every route's schemas, seen through an onRoute hook added as the instance is made.
const schemas = vi.hoisted(() => new Map<string, { body?: unknown; querystring?: unknown }>());
vi.mock('fastify', async (importOriginal) => {
  const { withRouteHook } = await import('../../support/route-log.ts');
  return withRouteHook(await importOriginal<typeof FastifyModule>(), (route, methods) => {
    const schema = (route.schema ?? {}) as { body?: unknown; querystring?: unknown };
    for (const method of methods) schemas.set(`${method} ${route.url}`, schema);
  });
});

const lines: Array<Record<string, unknown>> = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, callback) {
    for (const text of chunk.toString('utf8').split('\n').filter(Boolean)) {
      lines.push(JSON.parse(text) as Record<string, unknown>);
    }
    callback();
  },
});

let world: World;
const t = useTestApp({ env: UNLIMITED_ENV, logStream });
// A world of a dozen users and two teams: on a loaded machine this can take a while.
beforeAll(async () => {
  world = await buildWorld(t);
}, 120_000);

const VIEWERS: Actor[] = ['student', 'otherGender', 'admin'];
const PREFERRED: Actor[] = ['student', 'otherGender', 'admin', ...ACTORS];
const isSuccess = (status: number) => status >= 200 && status < 300;

/** The actor whose request the route answers with success: past the guards, into validation. */
function successActor(route: RouteSpec): Actor {
  if (route.path.startsWith('/api/auth/')) return 'anonymous';
  return PREFERRED.find((a) => isSuccess(route.expect[a])) ?? 'student';
}

async function clientOf(route: RouteSpec, actor: Actor): Promise<HttpClient> {
  return route.consumesSession ? world.freshClient(actor) : world.clients[actor];
}

function send(client: HttpClient, method: string, path: string, body?: string) {
  const headers: Record<string, string> = { ...client.defaultHeaders };
  if (client.cookies.size)
    headers.cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  if (body !== undefined) headers['content-type'] = 'application/json';
  return rawRequest(t.url, method, path, headers, body);
}

// HEAD routes and the slash twins of prefix roots (/api/ideas/) are made by Fastify from the
// GET and plain routes, whose schemas they share.
const schemaKey = (route: RouteSpec) =>
  `${route.method === 'HEAD' ? 'GET' : route.method} ${route.path.replace(/(.)\/$/, '$1')}`;
const schemaOf = (route: RouteSpec) => schemas.get(schemaKey(route)) ?? {};
const textKeys = (schema: unknown) =>
  Object.entries(shapeKeys(schema))
    .filter(([, s]) => isTextSchema(s as z.ZodType))
    .map(([k]) => k);
const json = (res: RawAnswer) => {
  try {
    return JSON.parse(res.text) as Record<string, unknown>;
  } catch {
    return undefined;
  }
};
/** The security events of an answer: written as it goes out, so waited for when expected. */
async function eventsOf(res: RawAnswer, wait: boolean) {
  const found = () =>
    lines.filter((l) => l.requestId === res.headers['x-request-id']).map((l) => l.event);
  for (let i = 0; wait && i < 50 && found().length === 0; i++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return found();
}
// Fields the server rewrites on purpose (lower-cased e-mail, de-duplicated majors).
const REWRITTEN = new Set(['email', 'requiredMajors']);

describe('adversarial corpus', () => {
  it('covers every route of the table with its registered schemas', () => {
    for (const route of ROUTE_TABLE) expect(schemas.has(schemaKey(route)), route.path).toBe(true);
    const fields = ROUTE_TABLE.flatMap((r) => textKeys(schemaOf(r).body));
    expect(fields).toEqual(
      expect.arrayContaining(['name', 'bio', 'title', 'description', 'teamId']),
    );
  });

  it('refuses unstorable text in every body field and keeps what it accepts as sent', async () => {
    const cases = ROUTE_TABLE.filter((r) => r.method === 'POST' || r.method === 'PUT').flatMap(
      (route) => {
        const valid = (route.request(world).body ?? {}) as Record<string, unknown>;
        return textKeys(schemaOf(route).body).flatMap((field) => {
          const base = typeof valid[field] === 'string' ? (valid[field] as string) : 'Text';
          // An id field also gets ids no row has, malformed ones and SQL.
          const ids = isUuid(base)
            ? BODY_ID_VALUES.map((value) => ({ value, refused: false }))
            : [];
          return [...textValues(base), ...ids].map((v, i) => ({ route, field, ...v, i }));
        });
      },
    );
    expect(cases.length).toBeGreaterThan(800);
    const idFields = new Set(
      cases.filter((c) => BODY_ID_VALUES.includes(c.value)).map((c) => c.field),
    );
    expect([...idFields].sort()).toEqual(expect.arrayContaining(['ideaId', 'memberId']));
    const failures: string[] = [];
    const accepted: Array<{ route: RouteSpec; field: string; value: string; where: string }> = [];
    await mapPool(cases, 6, async ({ route, field, value, refused, i }) => {
      // Each value as the actor the route lets through; every third also as another viewer.
      const actors = [successActor(route), ...(i % 3 === 0 ? [VIEWERS[(i / 3) % 3]!] : [])];
      for (const [n, actor] of actors.entries()) {
        const { url, body } = route.request(world);
        const raw = JSON.stringify({ ...(body as object), [field]: value });
        const res = await send(await clientOf(route, actor), route.method, url, raw);
        const where = `${route.method} ${url} as ${actor} ${field}=${JSON.stringify(value).slice(0, 40)}`;
        const problem = answerProblem(res, route.method);
        if (problem) failures.push(`${where}: ${problem}`);
        if (n > 0) continue;
        const answer = json(res);
        const said = ErrorSchema.safeParse(answer).data?.errors?.[field];
        if (refused && (res.status !== 400 || said === undefined)) {
          failures.push(
            `${where}: expected the field's 400, got ${res.status} ${res.text.slice(0, 200)}`,
          );
        }
        const echoed = answer?.[field];
        if (isSuccess(res.status) && typeof echoed === 'string' && !REWRITTEN.has(field)) {
          accepted.push({ route, field, value, where });
        }
      }
    });
    // What was accepted is sent again one at a time (the pass above races the same profile) and
    // must come back exactly as sent.
    expect(accepted.length).toBeGreaterThan(5);
    for (const { route, field, value, where } of accepted) {
      const { url, body } = route.request(world);
      const raw = JSON.stringify({ ...(body as object), [field]: value });
      const res = await send(await clientOf(route, successActor(route)), route.method, url, raw);
      const echoed = json(res)?.[field];
      if (isSuccess(res.status) && echoed !== value.trim()) {
        failures.push(`${where}: stored as ${JSON.stringify(echoed)}`);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('answers every query parameter with crafted text as a 200 or a JSON 4xx', async () => {
    const values = [
      ...textValues('abc')
        .filter((_v, i) => i % 2 === 0)
        .map((v) => ({
          value: encodeURIComponent(wellFormed(v.value)).slice(0, 12 * 1024),
          refused: v.value.includes('\u0000'),
        })),
      ...['%ED%A0%80', '%C0%80', '%FF', '%', '-1', '1e3', '0x10'].map((value) => ({
        value,
        refused: false,
      })),
      // Thousands of terms, split on commas and on spaces: past every filter's cap on terms.
      ...[',', ' '].map((sep) => ({
        value: encodeURIComponent(Array.from({ length: 2000 }, (_, i) => `t${i % 7}`).join(sep)),
        refused: true,
      })),
    ];
    // HEAD runs the GET route's validation and handler: GET stands for both.
    const cases = ROUTE_TABLE.filter((r) => r.method === 'GET').flatMap((route) =>
      Object.keys(shapeKeys(schemaOf(route).querystring)).flatMap((key) =>
        values.map((v, i) => ({ route, key, ...v, i })),
      ),
    );
    expect(cases.length).toBeGreaterThan(200);
    const failures: string[] = [];
    await mapPool(cases, 6, async ({ route, key, value, refused, i }) => {
      const actor = isSuccess(route.expect[VIEWERS[i % 3]!])
        ? VIEWERS[i % 3]!
        : successActor(route);
      const url = `${route.request(world).url}?${key}=${value}`;
      const res = await send(world.clients[actor], route.method, url);
      const where = `${route.method} ${url.slice(0, 120)} as ${actor}`;
      const problem = answerProblem(res, route.method);
      if (problem) failures.push(`${where}: ${problem}`);
      const textKey = key !== 'limit';
      if (refused && textKey && route.method === 'GET' && res.status !== 400) {
        failures.push(`${where}: expected 400, got ${res.status}`);
      }
    });
    expect(failures).toEqual([]);
  }, 120_000);

  it('refuses a crafted cursor on every list with 400, and follows its own', async () => {
    const lists = ROUTE_TABLE.filter(
      (r) => r.method === 'GET' && 'cursor' in shapeKeys(schemaOf(r).querystring),
    );
    expect(lists.map((r) => r.path)).toEqual(
      expect.arrayContaining([
        '/api/ideas',
        '/api/students',
        '/api/notifications',
        '/api/admin/users',
        '/api/admin/ideas',
        '/api/admin/teams',
      ]),
    );
    let followed = 0;
    for (const route of lists) {
      const client = world.clients[successActor(route)];
      const path = route.request(world).url;
      for (const cursor of CURSORS) {
        const res = await send(client, 'GET', `${path}?cursor=${encodeURIComponent(cursor)}`);
        expect(res.status, `${path} ${cursor}`).toBe(400);
        const said = message('validation.invalidCursor');
        expect(json(res), `${path} ${cursor}`).toEqual({ ...said, errors: { cursor: said } });
      }
      const first = await send(client, 'GET', `${path}?limit=1`);
      const next = first.headers['x-next-cursor'];
      if (typeof next === 'string') {
        const res = await send(client, 'GET', `${path}?limit=1&cursor=${next}`);
        expect(res.status, `${path} own cursor`).toBe(200);
        followed++;
      }
    }
    expect(followed).toBeGreaterThanOrEqual(4);
  });

  it('answers crafted path parameters with a JSON 4xx, never a 5xx', async () => {
    const cases = ROUTE_TABLE.filter((r) => r.path.includes('/:')).flatMap((route) =>
      PATH_VALUES.map((value, i) => ({ route, value, i })),
    );
    const failures: string[] = [];
    await mapPool(cases, 6, async ({ route, value, i }) => {
      const url = route.path.replace(/:\w+/g, value);
      const { body } = route.request(world);
      const raw = body === undefined ? undefined : JSON.stringify(body);
      for (const actor of [successActor(route), VIEWERS[i % 3]!]) {
        const res = await send(await clientOf(route, actor), route.method, url, raw);
        const problem = answerProblem(res, route.method);
        if (problem) failures.push(`${route.method} ${url.slice(0, 100)} as ${actor}: ${problem}`);
        else if (isSuccess(res.status))
          failures.push(`${route.method} ${url} as ${actor}: ${res.status}`);
      }
    });
    expect(failures).toEqual([]);
  });

  it('gives an encoded path the same protections as the plain one, or a 404', async () => {
    const spellings = (url: string) => {
      const [path = '', query] = url.split('?');
      const q = query ? `?${query}` : '';
      const rest = path.slice('/api'.length);
      const segment = rest.slice(1);
      const hex = `%${segment.charCodeAt(0).toString(16)}`;
      return [
        `/%61pi${rest}`,
        `/%2Fapi${rest}`,
        `/%2fapi${rest}`,
        `/API${rest}`,
        `/Api${rest}`,
        `${path}/`,
        `${path};x=1`,
        `/api//${segment}`,
        `/api/${hex}${segment.slice(1)}`,
        `/api%2F${segment}`,
      ].map((p) => p + q);
    };
    const cases = ROUTE_TABLE.filter((r) => r.path.startsWith('/api/') && r.method !== 'HEAD');
    const failures: string[] = [];
    let protectedAnswers = 0;
    await mapPool(cases, 4, async (route) => {
      const { url, body } = route.request(world);
      const raw = body === undefined ? undefined : JSON.stringify(body);
      // A state change succeeds once in this world; encoded, it is tried signed out only.
      const actors: Actor[] = route.mutates ? ['anonymous'] : ['anonymous', successActor(route)];
      for (const actor of actors) {
        for (const spelling of spellings(url)) {
          const res = await send(await clientOf(route, actor), route.method, spelling, raw);
          const where = `${route.method} ${spelling} as ${actor}`;
          const problem = answerProblem(res, route.method);
          if (problem) failures.push(`${where}: ${problem}`);
          if (res.status === 404) continue;
          // Matched: the route's own answer, or a refusal (a path parameter spelled with ;x=1
          // is no id; a code send past its limit waits), never a success it would not give.
          const expected = route.expect[actor];
          const refusals = [400, 429, ...(isSuccess(expected) ? [] : [expected])];
          if (res.status !== expected && !refusals.includes(res.status)) {
            failures.push(`${where}: ${res.status}, plain ${expected}`);
          }
          if (res.headers['cache-control'] !== 'no-store') failures.push(`${where}: no no-store`);
          const logged =
            [401, 403, 429].includes(res.status) ||
            (route.path === '/api/auth/login' && res.status === 200);
          const events = await eventsOf(res, logged);
          if ((res.status === 401 || res.status === 403) && !events.includes('access_denied')) {
            failures.push(`${where}: ${res.status} without an access_denied event`);
          }
          if (res.status === 429 && !events.includes('rate_limited')) {
            failures.push(`${where}: 429 without a rate_limited event`);
          }
          if (route.path === '/api/auth/login' && res.status === 200) {
            if (!events.includes('login_success')) failures.push(`${where}: sign-in not logged`);
          }
          protectedAnswers++;
        }
      }
    });
    expect(failures).toEqual([]);
    // %61pi and the encoded letter reach the routes: the check above had answers to look at.
    expect(protectedAnswers).toBeGreaterThan(cases.length);
  });

  it('leaves only valid rows behind', async () => {
    expect(await brokenInvariants(t.db)).toEqual({});
  });
});
