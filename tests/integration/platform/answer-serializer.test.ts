import fc from 'fast-check';
import type * as FastifyModule from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { answerSerializer } from '../../../src/server/lib/response-serializer.ts';
import { useTestApp } from '../../support/app.ts';
import { valuesOf, withOneWrongValue } from '../../support/zod-values.ts';

// Answers are written through a projection compiled from their zod schema
// (docs/decisions/0065-response-serializer.md): for every answer schema the app registers, any
// value zod accepts — its objects carrying keys no schema names — is written byte for byte as
// zod's encode then JSON.stringify writes it, and any value zod refuses is still refused by zod;
// schemas the projection cannot express keep zod.

const RUNS = Number(process.env.PROPERTY_RUNS ?? 100);

// Every route's answer schemas, seen through an onRoute hook added as the instance is made.
const answers = vi.hoisted(() => new Map<string, Record<string, unknown>>());
vi.mock('fastify', async (importOriginal) => {
  const { withRouteHook } = await import('../../support/route-log.ts');
  return withRouteHook(await importOriginal<typeof FastifyModule>(), (route, methods) => {
    const response = (route.schema as { response?: Record<string, unknown> } | undefined)?.response;
    if (!response) return;
    for (const method of methods) answers.set(`${method} ${route.url}`, response);
  });
});

useTestApp();

type RouteSchema = Parameters<typeof answerSerializer>[0];
const routeOf = (schema: unknown, name = 'GET /test', httpStatus = '200'): RouteSchema => {
  const [method, url] = name.split(' ') as [string, string];
  return { schema: schema as RouteSchema['schema'], method, url, httpStatus };
};

/** What the app answered before: zod's encode, then JSON.stringify; undefined if zod refuses. */
function zodWrites(route: RouteSchema, value: unknown): string | undefined {
  try {
    return zodSerializerCompiler(route)(value);
  } catch {
    return undefined;
  }
}

function writesAsZod(route: RouteSchema) {
  const { serialize } = answerSerializer(route);
  fc.assert(
    fc.property(valuesOf(route.schema), (value) => {
      const expected = zodWrites(route, value);
      fc.pre(expected !== undefined);
      expect(serialize(value)).toBe(expected);
    }),
    { numRuns: RUNS },
  );
}

describe('every answer the app registers', () => {
  let routes: [string, RouteSchema][];
  beforeAll(() => {
    routes = [...answers].flatMap(([name, byStatus]) =>
      Object.entries(byStatus).map(([status, schema]): [string, RouteSchema] => [
        `${name} ${status}`,
        routeOf(schema, name, status),
      ]),
    );
  });

  it('is written through a projection, the idea list included', () => {
    expect(routes.length).toBeGreaterThan(30);
    const withZod = routes.filter(([, route]) => answerSerializer(route).kind === 'zod');
    expect(withZod.map(([name]) => name)).toEqual([]);
  });

  it('is written as zod writes it, extra keys left out', () => {
    for (const [name, route] of routes) {
      try {
        writesAsZod(route);
      } catch (error) {
        throw new Error(`${name}: ${String(error)}`);
      }
    }
  });

  it('is refused by zod, as before, when a value is of the wrong type', () => {
    for (const [name, route] of routes) {
      const { serialize } = answerSerializer(route);
      fc.assert(
        fc.property(withOneWrongValue(valuesOf(route.schema)), (value) => {
          const expected = zodWrites(route, value);
          if (expected === undefined) expect(() => serialize(value), name).toThrow();
          else expect(serialize(value), name).toBe(expected);
        }),
        { numRuns: RUNS },
      );
    }
  });

  it('never writes a key the schema does not name', () => {
    const list = routes.find(([name]) => name === 'GET /api/ideas 200')![1];
    const [idea] = fc.sample(valuesOf((list.schema as z.ZodArray).element), 1);
    const row = { ...(idea as object), passwordHash: 'argon2id$secret', otpCode: '123456' };
    const written = answerSerializer(list).serialize([row]);
    expect(written).not.toContain('secret');
    expect(written).not.toContain('otpCode');
  });
});

describe('schemas written as zod writes them', () => {
  const fast = {
    'nullable and optional fields': z.object({
      a: z.string().nullable(),
      b: z.number().optional(),
      c: z.object({ d: z.boolean() }).nullable().optional(),
      e: z.enum(['x', 'y']).nullable(),
    }),
    'a nullable object at the top': z.object({ id: z.string(), n: z.number() }).nullable(),
    'nested arrays': z.array(z.array(z.object({ s: z.string() }))),
    'records of unions': z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
    'literals and enums': z.object({
      kind: z.literal('idea'),
      size: z.literal([2, 3]),
      status: z.enum(['pending', 'accepted']),
    }),
  };
  for (const [name, schema] of Object.entries(fast)) {
    it(`${name}: projection`, () => {
      const route = routeOf(schema);
      expect(answerSerializer(route).kind).toBe('projection');
      writesAsZod(route);
    });
  }

  const zodOnly = {
    'a date': z.object({ at: z.date() }),
    'a transform': z.object({ n: z.string().transform((s) => s.length) }),
    'a pipe': z.object({ n: z.string().pipe(z.string().min(1)) }),
    'a trim (an overwrite)': z.object({ s: z.string().trim() }),
    'a default': z.object({ s: z.string().default('x') }),
    'a lazy schema': z.object({ s: z.lazy(() => z.string()) }),
    'a strict object': z.strictObject({ s: z.string() }),
    'a loose object': z.looseObject({ s: z.string() }),
    'a union of objects': z.union([z.object({ a: z.string() }), z.object({ b: z.string() })]),
    'a discriminated union': z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('a'), a: z.string() }),
      z.object({ kind: z.literal('b'), b: z.number() }),
    ]),
    'a record with checked keys': z.record(z.string().min(2), z.string()),
    'checks (an integer, a length, a refinement)': z.object({
      n: z.int(),
      short: z.string().max(40),
      refined: z.string().refine((s) => s.length < 50),
    }),
  };
  for (const [name, schema] of Object.entries(zodOnly)) {
    it(`${name}: zod, as before`, () => {
      const route = routeOf(schema);
      const { kind, serialize } = answerSerializer(route);
      expect(kind).toBe('zod');
      for (const value of fc.sample(valuesOf(schema), 20)) {
        expect(attempt(serialize, value)).toEqual(zodWrites(route, value));
      }
    });
  }
});

function attempt(serialize: (value: unknown) => string, value: unknown): string | undefined {
  try {
    return serialize(value);
  } catch {
    return undefined;
  }
}
