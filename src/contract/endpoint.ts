import { z, type ZodType } from 'zod';
import { IdParamsSchema, MessageSchema } from './fields.ts';

// The shape of one API call: method, path, who may call, and its schemas, declared once in the
// contract module of its group beside the schemas it uses; ./endpoints.ts gathers the groups
// (docs/decisions/0022-one-endpoint-table.md).

/** Every endpoint's path starts with it. */
export const API_PREFIX = '/api';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Who may call: anyone, any signed-in user, or an admin (the flag as it is in the database). */
export type Access = 'public' | 'student' | 'admin';

/** The schemas of a call: what the server validates and the client's types. */
export interface Shapes {
  params?: ZodType;
  query?: ZodType;
  body?: ZodType;
  answer: ZodType;
}

export interface Endpoint<S extends Shapes = Shapes> {
  readonly method: Method;
  /** The full path, with `:name` for each path parameter (Fastify's pattern). */
  readonly path: string;
  readonly access: Access;
  /** The status of a success. */
  readonly status: 200 | 201;
  /**
   * What a success carries: JSON (the answer schema), a CSV file to download, streamed by
   * the server and opened by the browser through a link (docs/decisions/0071-csv-exports.md), or
   * a stream of server-sent events the browser follows with an EventSource
   * (docs/decisions/0075-live-updates-by-server-sent-events.md).
   */
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

/** A change to the one record the path names by id, answered with a message. */
export const onRecord = (method: Method, path: string, access: Access) =>
  endpoint(method, path, access, { params: IdParamsSchema, answer: MessageSchema });

/** The body of a file or stream, written as it goes rather than serialized. */
const TextSchema = z.string();

const streamed =
  (format: 'csv' | 'event-stream') =>
  (path: string, access: Access): Endpoint<{ answer: typeof TextSchema }> => ({
    method: 'GET',
    path,
    access,
    status: 200,
    format,
    schemas: { answer: TextSchema },
  });

/** A GET whose success is a CSV file (text/csv, UTF-8 with a byte order mark, a header row). */
export const download = streamed('csv');

/** A GET whose success is an endless text/event-stream; its events are in ./live.ts. */
export const eventStream = streamed('event-stream');

/** The path with each `:name` replaced by its parameter, percent-encoded. */
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

/** The URL of a call: the path with its parameters, then the query's non-empty values. */
export function urlOf<S extends Shapes>(endpoint: Endpoint<S>, ...[input]: Args<S>): string {
  const path = fillPath(endpoint.path, input?.params as Record<string, string> | undefined);
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(input?.query ?? {})) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}
