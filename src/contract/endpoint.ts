import { z, type ZodType } from 'zod';
import { IdParamsSchema, MessageSchema } from './fields.ts';

// docs/decisions/0022-one-endpoint-table.md

export const API_PREFIX = '/api';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

// 'student': any signed-in user; 'admin': the database's admin flag.
export type Access = 'public' | 'student' | 'admin';

export interface Shapes {
  params?: ZodType;
  query?: ZodType;
  body?: ZodType;
  answer: ZodType;
}

export interface Endpoint<S extends Shapes = Shapes> {
  readonly method: Method;
  readonly path: string;
  readonly access: Access;
  readonly status: 200 | 201;
  // docs/decisions/0071-csv-exports.md, docs/decisions/0075-live-updates-by-server-sent-events.md
  readonly format: 'json' | 'csv' | 'event-stream';
  readonly schemas: S;
}

export const endpoint = <const S extends Shapes>(
  method: Method,
  path: string,
  access: Access,
  schemas: S,
  status: 200 | 201 = 200,
): Endpoint<S> => ({ method, path, access, status, format: 'json', schemas });

export const onRecord = (method: Method, path: string, access: Access) =>
  endpoint(method, path, access, { params: IdParamsSchema, answer: MessageSchema });

// Written as it goes rather than serialized.
const TextSchema = z.string();

const streamed =
  (format: 'csv' | 'event-stream') =>
  <P extends ZodType | undefined = undefined>(
    path: string,
    access: Access,
    params?: P,
  ): Endpoint<
    P extends ZodType ? { params: P; answer: typeof TextSchema } : { answer: typeof TextSchema }
  > =>
    ({
      method: 'GET',
      path,
      access,
      status: 200,
      format,
      schemas: params ? { params, answer: TextSchema } : { answer: TextSchema },
    }) as never;

export const download = streamed('csv');

export const eventStream = streamed('event-stream');

export function fillPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(value);
  });
}

type QueryValue = string | number | boolean | undefined;

export type CallInput<S extends Shapes> = (S extends { params: infer P extends ZodType }
  ? { params: z.input<P> }
  : { params?: undefined }) &
  (S extends { query: infer Q extends ZodType }
    ? { query?: { [K in keyof z.input<Q>]?: QueryValue } }
    : { query?: undefined }) &
  (S extends { body: infer B extends ZodType } ? { body: z.input<B> } : { body?: undefined });

export type Args<S extends Shapes> =
  object extends CallInput<S> ? [input?: CallInput<S>] : [CallInput<S>];

export function urlOf<S extends Shapes>(endpoint: Endpoint<S>, ...[input]: Args<S>): string {
  const path = fillPath(endpoint.path, input?.params as Record<string, string> | undefined);
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(input?.query ?? {})) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}
