import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type * as FastifyModule from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Access } from '@contract/endpoint.ts';
import { ALL_ENDPOINTS } from '@contract/endpoints.ts';
import { queryRows } from '../../../src/server/db/client.ts';
import { startTestApp, type TestApp } from '../../support/app.ts';
import { mapPool, UNLIMITED_ENV } from '../../support/security/pool.ts';
import {
  ACTORS,
  ROUTE_TABLE,
  type Actor,
  type RouteSpec,
} from '../../support/security/route-table.ts';
import { buildWorld, type World } from '../../support/security/world.ts';

// Access control, proven exhaustively: every route x actor cell of
// tests/support/security/route-table.ts is requested and must answer exactly the table's status; a route
// the server registers but the table lacks fails the suite.

// Every route the app registers, seen through an onRoute hook added as the instance is made.
const registered = vi.hoisted(() => new Set<string>());
vi.mock('fastify', async (importOriginal) => {
  const { withRouteHook } = await import('../../support/route-log.ts');
  return withRouteHook(await importOriginal<typeof FastifyModule>(), (route, methods) => {
    for (const method of methods) registered.add(`${method} ${route.url}`);
  });
});

let t: TestApp;
let world: World;

beforeAll(async () => {
  t = await startTestApp({ env: UNLIMITED_ENV });
  world = await buildWorld(t);
});
afterAll(async () => {
  await t?.close();
});

const key = (r: Pick<RouteSpec, 'method' | 'path'>) => `${r.method} ${r.path}`;
// Who may call a route, from the contract's endpoint table: HEAD answers as its GET, a prefix
// root's trailing-slash twin as the root. Routes outside the table (health checks) are public.
const accessOf = (r: RouteSpec): Access => {
  const method = r.method === 'HEAD' ? 'GET' : r.method;
  const path = r.path.length > 1 ? r.path.replace(/\/$/, '') : r.path;
  const found = ALL_ENDPOINTS.find((e) => e.method === method && e.path === path);
  return found ? found.access : 'public';
};
const isPublic = (r: RouteSpec) => accessOf(r) === 'public';
const is2xx = (status: number) => status >= 200 && status < 300;

interface Cell {
  route: RouteSpec;
  actor: Actor;
  expected: number;
}
const cells: Cell[] = ROUTE_TABLE.flatMap((route) =>
  ACTORS.map((actor) => ({ route, actor, expected: route.expect[actor] })),
);

/** Sends one cell's request in `w` and describes any difference from the table. */
async function runCell(w: World, cell: Cell): Promise<string | null> {
  const { route, actor, expected } = cell;
  const client = route.consumesSession ? await w.freshClient(actor) : w.clients[actor];
  const { url, body, headers } = route.request(w);
  const res = await client.request(route.method, url, body, headers);
  const where = `${key(route)} as ${actor}`;
  if (res.status !== expected)
    return `${where}: expected ${expected}, got ${res.status} ${res.text}`;
  if (res.status >= 400 && route.method !== 'HEAD' && typeof res.body?.message !== 'string') {
    return `${where}: a ${res.status} without a JSON message: ${res.text}`;
  }
  return null;
}

/** The rows that say who owns, leads, belongs to and applied to what. */
async function teamState() {
  return queryRows(
    t.db,
    sql`select
      (select json_agg(x order by x.id) from (select id, creator_id, title, is_hidden, is_active,
        kicked_member_ids from ideas) x) as ideas,
      (select json_agg(x order by x.id) from (select id, idea_id, leader_id from teams) x) as teams,
      (select json_agg(x order by x.user_id) from (select team_id, user_id, role
        from team_members) x) as members,
      (select json_agg(x order by x.id) from (select id, idea_id, applicant_id, status
        from applications) x) as applications`,
  );
}

/**
 * The routes of Fastify's printed route tree. It also shows the trailing-slash twins Fastify adds
 * for a prefix's root route (/api/ideas/), which are routes of their own but pass no onRoute hook.
 */
function printedRoutes(app: TestApp['app']): string[] {
  const parents: string[] = [];
  const found: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^(.*?)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = [...match[1]!].length / 4;
    const path = (parents[depth - 1] ?? '') + match[2]!;
    parents[depth] = path;
    for (const method of match[3]?.split(', ') ?? []) found.push(`${method} ${path}`);
  }
  return found;
}

describe('the route table', () => {
  it('names every route the server registers, and only those', () => {
    const table = new Set(ROUTE_TABLE.map(key));
    for (const route of printedRoutes(t.app)) registered.add(route);
    expect(registered.size).toBeGreaterThan(40);
    expect([...registered].filter((r) => !table.has(r)).sort()).toEqual([]);
    expect([...table].filter((r) => !registered.has(r)).sort()).toEqual([]);
    expect(table.size).toBe(ROUTE_TABLE.length);
  });

  it('has an entry for every endpoint of the contract, with the access the contract gives it', () => {
    const table = new Set(ROUTE_TABLE.map(key));
    expect(ALL_ENDPOINTS.filter((e) => !table.has(key(e))).map(key)).toEqual([]);
    for (const route of ROUTE_TABLE) {
      const access = accessOf(route);
      if (access === 'public') expect(route.expect.anonymous, key(route)).not.toBe(401);
      if (access === 'admin') expect(route.expect.student, key(route)).toBe(403);
    }
  });

  it('grants nothing to anonymous callers beyond the public routes', () => {
    for (const route of ROUTE_TABLE.filter((r) => !isPublic(r))) {
      expect(route.expect.anonymous, key(route)).toBe(401);
    }
  });

  it('hides the existence of an object from the other gender: 404, never 403', () => {
    const named = ROUTE_TABLE.filter((r) => r.namesObject && accessOf(r) !== 'admin');
    expect(named.length).toBeGreaterThan(10);
    for (const route of named) {
      expect(route.expect.otherGender, key(route)).toBe(404);
      // The female admin follows the student rules on student calls.
      expect(route.expect.admin, key(route)).toBe(404);
    }
  });

  it('lets only admins succeed on admin calls', () => {
    for (const route of ROUTE_TABLE.filter((r) => accessOf(r) === 'admin')) {
      for (const actor of ACTORS.filter((a) => a !== 'admin')) {
        expect(is2xx(route.expect[actor]), `${key(route)} as ${actor}`).toBe(false);
      }
    }
  });
});

describe('every route x actor request', () => {
  it(`answers as the table says (${cells.length} cells)`, async () => {
    // Refusals and successes that change nothing share one world; the world must come out
    // of them unchanged.
    const shared = cells.filter((c) => !(c.route.mutates && is2xx(c.expected)));
    const before = await teamState();
    const problems = (await mapPool(shared, 6, (cell) => runCell(world, cell))).filter(
      (p): p is string => p !== null,
    );
    expect(await teamState(), 'a refused request changed teams or applications').toEqual(before);

    // Each success that changes teams, ideas or applications gets a fresh world.
    const changing = cells.filter((c) => c.route.mutates && is2xx(c.expected));
    for (const cell of changing) {
      const problem = await runCell(await buildWorld(t), cell);
      if (problem) problems.push(problem);
    }
    expect(problems).toEqual([]);
    expect(shared.length + changing.length).toBe(ROUTE_TABLE.length * ACTORS.length);
  }, 180_000);

  it("refuses a student's objects to every other student (read, change, delete)", async () => {
    // The idea A world's private objects, tried by every actor who is not their owner.
    const strangers = ACTORS.filter((a) => !['anonymous', 'owner', 'admin'].includes(a));
    const attempts = [
      { method: 'GET', url: `/api/applications/idea/${world.ideaA.id}`, body: undefined },
      { method: 'PUT', url: `/api/ideas/${world.ideaA.id}`, body: { title: 'Taken over' } },
      { method: 'DELETE', url: `/api/ideas/${world.ideaA.id}`, body: undefined },
      {
        method: 'PUT',
        url: `/api/applications/${world.pendingId}/status`,
        body: { status: 'rejected' },
      },
      { method: 'PUT', url: `/api/notifications/${world.ownerNotificationId}/read`, body: {} },
    ];
    for (const actor of strangers) {
      for (const attempt of attempts) {
        const res = await world.clients[actor].request(attempt.method, attempt.url, attempt.body);
        const allowed = actor === 'otherGender' ? [404] : [403, 404];
        expect(allowed, `${attempt.method} ${attempt.url} as ${actor}`).toContain(res.status);
      }
    }
    // Still there, unchanged.
    const mine = await world.clients.owner.get('/api/ideas/my');
    expect(mine.body[0]).toMatchObject({ id: world.ideaA.id, title: world.ideaA.title });
  });
});

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** The request with every id in its path and body replaced by a random one no record has. */
function withInventedIds(request: {
  url: string;
  body?: unknown;
  headers?: Record<string, string>;
}) {
  // The default course is every actor's own (GET /api/courses names it): its id hides nothing.
  const invented = new Map<string, string>([[world.defaultCourseId, world.defaultCourseId]]);
  const swap = (text: string) =>
    text.replace(UUID, (id) => invented.get(id) ?? invented.set(id, randomUUID()).get(id)!);
  return {
    url: swap(request.url),
    body: request.body === undefined ? undefined : JSON.parse(swap(JSON.stringify(request.body))),
    headers: request.headers,
    namesId: invented.size > 1,
  };
}

describe('an id the caller cannot see', () => {
  it('answers exactly as an id that does not exist, on every route with an id', async () => {
    // Where the table answers 404 to a signed-in caller for a record of the world (the other
    // gender's idea, application, team or user; someone else's notification or application),
    // the same request with invented ids must get the same status, code and message.
    const cases = ROUTE_TABLE.flatMap((route) =>
      withInventedIds(route.request(world)).namesId
        ? ACTORS.filter((a) => a !== 'anonymous' && route.expect[a] === 404).map((actor) => ({
            route,
            actor,
          }))
        : [],
    );
    expect(cases.length).toBeGreaterThan(40);
    const answer = (res: { status: number; body?: { code?: unknown; message?: unknown } }) => ({
      status: res.status,
      code: res.body?.code,
      message: res.body?.message,
    });
    const differences = (
      await mapPool(cases, 6, async ({ route, actor }) => {
        const real = route.request(world);
        const invented = withInventedIds(real);
        const client = world.clients[actor];
        const seen = answer(await client.request(route.method, real.url, real.body, real.headers));
        const unknown = answer(
          await client.request(route.method, invented.url, invented.body, invented.headers),
        );
        return JSON.stringify(seen) === JSON.stringify(unknown)
          ? null
          : `${key(route)} as ${actor}: ${JSON.stringify(seen)} but an invented id ${JSON.stringify(unknown)}`;
      })
    ).filter((d): d is string => d !== null);
    expect(differences).toEqual([]);
  });
});
