import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { urlOf } from '@contract/endpoint.ts';
import { ENDPOINTS } from '@contract/endpoints.ts';
import { PAGE_MAX } from '@contract/limits.ts';

// docs/decisions/0072-first-screen-chunks.md

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const ROUTE_MODULE = /^src\/web\/app\/routes\/([a-z-]+)\.tsx$/;
const SIGNED_IN_LAYOUT = 'src/web/app/layout/signed-in-layout.tsx';
/** A signed-in screen's first render waits for the toaster too (src/web/app/router.tsx). */
const TOASTER = 'src/web/components/ui/toaster.tsx';
const OWN_LAYOUT = new Set(['auth', 'not-found']);

const LAYOUT_CALLS = [urlOf(ENDPOINTS.profile.get), urlOf(ENDPOINTS.notifications.unreadCount)];
const ROUTE_CALLS: Record<string, string[]> = {
  dashboard: [
    urlOf(ENDPOINTS.dashboard.stats),
    urlOf(ENDPOINTS.ideas.my),
    urlOf(ENDPOINTS.notifications.list, { query: { kind: 'invitations' } }),
    urlOf(ENDPOINTS.notifications.list, { query: { kind: 'updates' } }),
    urlOf(ENDPOINTS.teams.my),
    urlOf(ENDPOINTS.applications.my, { query: { limit: PAGE_MAX } }),
  ],
};

function closure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(key)) return into;
  into.add(key);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, into);
  return into;
}

type PageFor = (pathname: string, signedIn: boolean) => string;

/** A new build in place is picked up at the next page, as sending index.html from disk did. */
export function routePages(webDir: string): PageFor {
  // Vite may write one before the other.
  const files = [join(webDir, 'index.html'), join(webDir, '.vite', 'manifest.json')];
  const changedAt = () => {
    try {
      return files.map((file) => statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0).join();
    } catch {
      return null;
    }
  };
  let builtAt = changedAt();
  let pageFor = buildPages(webDir);
  return (pathname, signedIn) => {
    const now = changedAt();
    if (now !== null && now !== builtAt) {
      try {
        pageFor = buildPages(webDir);
        builtAt = now;
      } catch {
        // Half written: keep the last build until the next page asks again.
      }
    }
    return pageFor(pathname, signedIn);
  };
}

function buildPages(webDir: string): PageFor {
  const html = readFileSync(join(webDir, 'index.html'), 'utf8');
  let manifest: Manifest;
  try {
    manifest = JSON.parse(readFileSync(join(webDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    return () => html;
  }
  const inEntry = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry) closure(manifest, key, inEntry);
  }
  const withLinks = (links: string[]) =>
    links.length ? html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`) : html;
  const pages = new Map<string, { signedOut: string; signedIn: string }>();
  for (const [key, chunk] of Object.entries(manifest)) {
    const route = ROUTE_MODULE.exec(key)?.[1];
    if (!route || !chunk.isDynamicEntry || route === 'not-found') continue;
    const signedInScreen = !OWN_LAYOUT.has(route);
    const keys = signedInScreen ? closure(manifest, SIGNED_IN_LAYOUT) : new Set<string>();
    closure(manifest, key, keys);
    if (signedInScreen) closure(manifest, TOASTER, keys);
    const preloads = (set: Set<string>) =>
      [...set]
        .filter((k) => !inEntry.has(k))
        .map((k) => `<link rel="modulepreload" crossorigin href="/${manifest[k]!.file}">`);
    const modules = preloads(keys);
    const dataKey = key.replace(/\.tsx$/, '-data.ts');
    const dataKeys =
      signedInScreen && manifest[dataKey] ? closure(manifest, dataKey) : new Set<string>();
    const dataModules = preloads(new Set([...dataKeys].filter((k) => !keys.has(k))));
    const calls = signedInScreen ? [...LAYOUT_CALLS, ...(ROUTE_CALLS[route] ?? [])] : [];
    const fetches = calls.map(
      (url) => `<link rel="preload" href="${url}" as="fetch" crossorigin="use-credentials">`,
    );
    pages.set(`/${route}`, {
      signedOut: withLinks(modules),
      signedIn: withLinks([...dataModules, ...modules, ...fetches]),
    });
  }
  return (pathname, signedIn) => {
    const page = pages.get(pathname);
    if (!page) return html;
    return signedIn ? page.signedIn : page.signedOut;
  };
}
