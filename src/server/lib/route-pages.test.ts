import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { routePages } from './route-pages.ts';

// A build as Vite writes it: index.html loads the entry; the routes are lazy chunks.
const dir = mkdtempSync(join(tmpdir(), 'teamup-route-pages-'));
const INDEX = `<!doctype html>
<html>
  <head>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
  </head>
  <body><div id="root"></div></body>
</html>
`;
const manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react-1.js'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_fields-1.js': { file: 'assets/fields-1.js', imports: ['_react-1.js'] },
  '_dialog-1.js': { file: 'assets/dialog-1.js' },
  'src/web/app/routes/auth.tsx': {
    file: 'assets/auth-1.js',
    isDynamicEntry: true,
    imports: ['_fields-1.js', '_react-1.js'],
  },
  'src/web/app/layout/signed-in-layout.tsx': {
    file: 'assets/signed-in-layout-1.js',
    isDynamicEntry: true,
    imports: ['_dialog-1.js'],
  },
  'src/web/app/routes/dashboard.tsx': {
    file: 'assets/dashboard-1.js',
    isDynamicEntry: true,
    imports: ['_fields-1.js'],
  },
  'src/web/app/routes/dashboard-data.ts': {
    file: 'assets/dashboard-data-1.js',
    isDynamicEntry: true,
    imports: ['_queries-1.js', '_react-1.js'],
  },
  '_queries-1.js': { file: 'assets/queries-1.js' },
  'src/web/components/ui/toaster.tsx': {
    file: 'assets/toaster-1.js',
    isDynamicEntry: true,
    imports: ['_dialog-1.js'],
  },
  'src/web/app/routes/not-found.tsx': { file: 'assets/not-found-1.js', isDynamicEntry: true },
  'src/web/app/routes/page-heading.tsx': { file: 'assets/page-heading-1.js' },
};
writeFileSync(join(dir, 'index.html'), INDEX);
mkdirSync(join(dir, '.vite'));
writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const preloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
const fetches = (html: string) =>
  [
    ...html.matchAll(
      /<link rel="preload" href="([^"]+)" as="fetch" crossorigin="use-credentials">/g,
    ),
  ].map((m) => m[1]);

describe('the page of each client route', () => {
  const pageFor = routePages(dir);

  it('/auth preloads its own chunks beside the entry, never the signed-in screens', () => {
    const html = pageFor('/auth', false);
    expect(preloads(html).sort()).toEqual([
      '/assets/auth-1.js',
      '/assets/fields-1.js',
      '/assets/react-1.js', // index.html's own link
    ]);
    expect(html).toContain('<div id="root"></div>');
    expect(fetches(pageFor('/auth', true))).toEqual([]);
  });

  it('a signed-in screen preloads the layout, the screen and the toaster', () => {
    expect(preloads(pageFor('/dashboard', false)).sort()).toEqual([
      '/assets/dashboard-1.js',
      '/assets/dialog-1.js',
      '/assets/fields-1.js',
      '/assets/react-1.js',
      '/assets/signed-in-layout-1.js',
      '/assets/toaster-1.js',
    ]);
  });

  it('with a session cookie, it also preloads the calls the screen makes first', () => {
    expect(fetches(pageFor('/dashboard', false))).toEqual([]);
    expect(fetches(pageFor('/dashboard', true))).toEqual([
      '/api/profile',
      '/api/notifications/unread-count',
      '/api/dashboard/stats',
      '/api/ideas/my',
      '/api/notifications?kind=invitations',
      '/api/notifications?kind=updates',
      '/api/teams/my',
      '/api/applications/my?limit=100',
    ]);
  });

  it('with a session cookie, it also preloads the module that starts those calls', () => {
    expect(preloads(pageFor('/dashboard', true))).toEqual([
      '/assets/react-1.js', // index.html's own link
      '/assets/dashboard-data-1.js',
      '/assets/queries-1.js',
      ...preloads(pageFor('/dashboard', false)).filter((f) => f !== '/assets/react-1.js'),
    ]);
    expect(preloads(pageFor('/dashboard', false))).not.toContain('/assets/dashboard-data-1.js');
  });

  it('an unknown path, the 404 page and a module that is not a route get index.html as built', () => {
    for (const signedIn of [false, true]) {
      expect(pageFor('/nowhere', signedIn)).toBe(INDEX);
      expect(pageFor('/not-found', signedIn)).toBe(INDEX);
      expect(pageFor('/page-heading', signedIn)).toBe(INDEX);
    }
  });

  it('serves a new build made in place at the next page, without a restart', () => {
    const site = mkdtempSync(join(tmpdir(), 'teamup-route-pages-'));
    try {
      writeFileSync(join(site, 'index.html'), INDEX);
      const servePage = routePages(site);
      expect(servePage('/auth', false)).toBe(INDEX);
      const rebuilt = INDEX.replace('index-1.js', 'index-2.js');
      writeFileSync(join(site, 'index.html'), rebuilt);
      const later = new Date(Date.now() + 5000);
      utimesSync(join(site, 'index.html'), later, later);
      expect(servePage('/auth', false)).toBe(rebuilt);
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  });

  it('without a manifest every path gets index.html as built', () => {
    const bare = mkdtempSync(join(tmpdir(), 'teamup-route-pages-'));
    writeFileSync(join(bare, 'index.html'), INDEX);
    try {
      expect(routePages(bare)('/dashboard', true)).toBe(INDEX);
    } finally {
      rmSync(bare, { recursive: true, force: true });
    }
  });
});
