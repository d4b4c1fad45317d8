import { fileURLToPath } from 'node:url';

// How the build groups the code of the first screens into chunks
// (docs/decisions/0072-first-screen-chunks.md): the entry's static imports stay in the entry's
// file; every other module the /auth screen or the signed-in dashboard imports statically goes
// into one of five chunks by which of the two needs it, so neither screen downloads the other's
// code and neither waits on dozens of small files. Everything else (other screens, dialogs
// loaded on demand) is left to Rolldown's own splitting.

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

const source = (path: string) => fileURLToPath(new URL(`../src/web/${path}`, import.meta.url));

const ENTRY = [source('main.tsx')];
const AUTH_SCREEN = [source('app/routes/auth.tsx')];
/**
 * What /auth loads right after its first paint (src/web/app/routes/auth.tsx): the other forms
 * and the toaster (src/web/app/provider.tsx).
 */
const AUTH_LATER = [
  ...['register', 'verify-otp', 'forgot-password', 'reset-password'].map((form) =>
    source(`features/auth/components/${form}-form.tsx`),
  ),
  source('components/ui/toaster.tsx'),
];
/** What a signed-in dashboard calls before its screen's chunks are in (routes/dashboard-data.ts). */
const SIGNED_IN_DATA = [source('app/routes/dashboard-data.ts')];
/** The modules of the dashboard (bench/lib/bundles.ts), but the toaster, loaded when idle. */
const SIGNED_IN_SCREEN = [
  source('app/layout/signed-in-layout.tsx'),
  source('app/routes/dashboard.tsx'),
];

const ROOTS = new Set([...AUTH_SCREEN, ...AUTH_LATER, ...SIGNED_IN_DATA, ...SIGNED_IN_SCREEN]);

const PACKAGE_INDEX = 20;

/** Every module `roots` import statically, directly or not. */
function staticClosure(graph: ModuleGraph, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    const imported = graph.getModuleInfo(id)?.importedIds ?? [];
    // A package index that re-exports dozens of modules (radix-ui, lucide-react) names all of
    // them, used or not: its modules follow the modules that import them instead (below).
    if (id.includes('/node_modules/') && imported.length > PACKAGE_INDEX) continue;
    stack.push(...imported);
  }
  return seen;
}

type Screen = 'entry' | 'auth' | 'authLater' | 'signedInData' | 'signedIn';
let screens: Record<Screen, Set<string>> | null = null;

/** The chunk a module goes into (a codeSplitting group name), or null for Rolldown's choice. */
function firstScreenChunk(id: string, graph: ModuleGraph): string | null {
  // One build at a time per process: the graph is read once, at the first module asked about.
  screens ??= {
    entry: staticClosure(graph, ENTRY),
    auth: staticClosure(graph, AUTH_SCREEN),
    authLater: staticClosure(graph, AUTH_LATER),
    signedInData: staticClosure(graph, SIGNED_IN_DATA),
    signedIn: staticClosure(graph, SIGNED_IN_SCREEN),
  };
  // The route modules keep chunks of their own: the router and the server's preloads name them.
  if (screens.entry.has(id) || ROOTS.has(id)) return null;
  const auth = screens.auth.has(id);
  const signedIn = screens.signedIn.has(id);
  if (auth && signedIn) return 'first-screens';
  if (auth) return 'auth-screen';
  // What /auth loads after its first paint and the dashboard needs too: /auth loads only that.
  if (screens.authLater.has(id) && (signedIn || screens.signedInData.has(id))) return 'forms';
  // The packages it loads then (the toaster's Radix primitive and its parts), likewise: the
  // dashboard reaches its Radix parts through radix-ui's index, which does not say which of
  // them it shares with the toaster, and would otherwise take them into its own chunk.
  if (screens.authLater.has(id) && id.includes('/node_modules/')) return 'forms';
  // Small, and loaded first: it must not wait for the screen's own chunk.
  if (screens.signedInData.has(id)) return 'signed-in-data';
  if (signedIn) return 'signed-in-screen';
  return null;
}

const CHUNKS = [
  'first-screens',
  'forms',
  'signed-in-data',
  'auth-screen',
  'signed-in-screen',
] as const;

/**
 * Rolldown's codeSplitting groups: the entry's static imports in the entry's file, then each
 * first-screen chunk. A group takes the modules its members import too, unless a group before
 * it took them; so the shared chunk goes first, and neither screen's chunk pulls in the other's.
 */
export function firstScreenGroups() {
  return [
    { name: 'app', tags: ['$initial' as const], priority: CHUNKS.length + 1 },
    ...CHUNKS.map((chunk, i) => ({
      name: (id: string, graph: ModuleGraph) =>
        firstScreenChunk(id, graph) === chunk ? chunk : null,
      debugName: chunk,
      priority: CHUNKS.length - i,
    })),
  ];
}
