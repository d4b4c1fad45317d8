import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { compileProjection, MISMATCH, type Projection } from './answer-projection.ts';

// Answers are written by JSON.stringify of a projection compiled from the route's zod answer
// schema where one can be, and by zod (encode, then JSON.stringify) otherwise; chosen per schema
// when the route is compiled (docs/decisions/0065-response-serializer.md).

type RouteSchema = Parameters<typeof zodSerializerCompiler>[0];
type Serialize = (data: unknown) => string;

export interface AnswerSerializer {
  /** 'projection': compiled from the schema, zod for a value it does not vouch for; 'zod'. */
  kind: 'projection' | 'zod';
  serialize: Serialize;
  /** zod's serializer of the same answer. */
  zod: Serialize;
}

const projections = new WeakMap<object, Projection | null>();

/** The serializer of one route's answer (a schema shared by several routes is compiled once). */
export function answerSerializer(route: RouteSchema): AnswerSerializer {
  const zod = zodSerializerCompiler(route);
  const key = route.schema as object;
  let project = projections.get(key);
  if (project === undefined) {
    project = compileProjection(route.schema);
    projections.set(key, project);
  }
  if (!project) return { kind: 'zod', serialize: zod, zod };
  const projected = project;
  return {
    kind: 'projection',
    zod,
    serialize: (data) => {
      const value = projected(data);
      // A value of the wrong shape is zod's to refuse (a 500), with its account of what is wrong.
      return value === MISMATCH ? zod(data) : JSON.stringify(value);
    },
  };
}

export interface ResponseSerializerOptions {
  /**
   * Also run zod on every answer and refuse one written differently (tests turn it on, so every
   * answer an integration test reads is checked against zod's).
   */
  verify?: boolean;
}

export function createResponseSerializerCompiler(
  options: ResponseSerializerOptions = {},
): FastifySerializerCompiler<RouteSchema['schema']> {
  return (route) => {
    const serializer = answerSerializer(route);
    if (!options.verify || serializer.kind === 'zod') return serializer.serialize;
    return (data) => {
      const written = serializer.serialize(data);
      const expected = serializer.zod(data);
      if (written !== expected) {
        throw new Error(`${route.method} ${route.url}: written ${written}, zod writes ${expected}`);
      }
      return written;
    };
  };
}
