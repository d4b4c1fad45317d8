import type * as FastifyModule from 'fastify';

/** What the tests read of a registered route. */
export interface LoggedRoute {
  url: string;
  schema?: unknown;
}

/**
 * fastify's module with an onRoute hook added to every instance it makes, so that a test sees
 * each route the app registers (used from a `vi.mock('fastify', ...)` factory).
 */
export function withRouteHook(
  mod: typeof FastifyModule,
  onRoute: (route: LoggedRoute, methods: string[]) => void,
): typeof FastifyModule {
  const original = mod.default;
  const withRouteLog = ((options: Parameters<typeof original>[0]) => {
    const app = original(options);
    app.addHook('onRoute', (route) =>
      onRoute(route, Array.isArray(route.method) ? route.method : [route.method]),
    );
    return app;
  }) as typeof original;
  return { ...mod, default: withRouteLog };
}
