import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// Issue 7, "Web": the page of each client route names that route's chunks with
// <link rel="modulepreload">, so the browser fetches them beside the entry instead of only once
// the entry has run and asked for them: one round trip less before the first screen.
//
// Route modules are src/web/app/routes/<path>.tsx, loaded lazily by src/web/app/router.tsx;
// every route but /auth (and the 404 page) renders inside the signed-in layout.

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const ROUTE_MODULE = /^src\/web\/app\/routes\/([a-z-]+)\.tsx$/;
const SIGNED_IN_LAYOUT = 'src/web/app/layout/signed-in-layout.tsx';
const OWN_LAYOUT = new Set(['auth', 'not-found']);

/** The chunk and every chunk it imports statically, by manifest key. */
function closure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(key)) return into;
  into.add(key);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, into);
  return into;
}

/**
 * The HTML to send for a client-side path, from the built index.html and Vite's manifest
 * (dist/web/.vite/manifest.json). Without a manifest every path gets index.html as it is.
 */
export function routePages(webDir: string): (pathname: string) => string {
  const html = readFileSync(join(webDir, 'index.html'), 'utf8');
  let manifest: Manifest;
  try {
    manifest = JSON.parse(readFileSync(join(webDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    return () => html;
  }
  // index.html already loads the entry and preloads what it imports.
  const inEntry = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry) closure(manifest, key, inEntry);
  }
  const pages = new Map<string, string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    const route = ROUTE_MODULE.exec(key)?.[1];
    if (!route || !chunk.isDynamicEntry || route === 'not-found') continue;
    const keys = OWN_LAYOUT.has(route) ? new Set<string>() : closure(manifest, SIGNED_IN_LAYOUT);
    closure(manifest, key, keys);
    const links = [...keys]
      .filter((k) => !inEntry.has(k))
      .map((k) => `<link rel="modulepreload" crossorigin href="/${manifest[k]!.file}">`)
      .join('\n    ');
    pages.set(`/${route}`, links ? html.replace('</head>', `  ${links}\n  </head>`) : html);
  }
  return (pathname) => pages.get(pathname) ?? html;
}
