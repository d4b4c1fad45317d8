import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PAGES } from '../../src/web/lib/pages.ts';
import { initialJsGzip } from '../../tests/support/web-bundle.ts';

// Initial JavaScript of a screen: the entry chunk of index.html and the lazily
// loaded modules the router needs for that screen, each with every chunk it imports statically,
// from Vite's build manifest; gzip level 9 sizes.

/** The lazily loaded modules each screen waits for before it renders (src/web/app/router.tsx). */
const SCREEN_MODULES = {
  [PAGES.auth]: ['src/web/app/routes/auth.tsx'],
  [PAGES.dashboard]: [
    'src/web/app/layout/signed-in-layout.tsx',
    'src/web/app/routes/dashboard.tsx',
    'src/web/components/ui/toaster.tsx',
  ],
} as const;

export type Screen = keyof typeof SCREEN_MODULES;

/** JavaScript budgets, bytes of gzip; /auth's carries zod (docs/decisions/0108-forms-validate-with-zod-resolver.md). */
export const JS_BUDGETS: Record<Screen, number> = {
  [PAGES.auth]: 140_000,
  [PAGES.dashboard]: 200_000,
};

export interface ScreenJs {
  screen: Screen;
  gzipBytes: number;
  budgetBytes: number;
  files: Array<{ file: string; gzipBytes: number }>;
}

export function measureScreens(distDir = 'dist/web'): ScreenJs[] {
  return (Object.keys(SCREEN_MODULES) as Screen[]).map((screen) => {
    const { files, total } = initialJsGzip([...SCREEN_MODULES[screen]], distDir);
    return {
      screen,
      gzipBytes: total,
      budgetBytes: JS_BUDGETS[screen],
      files: files.map(([file, gzipBytes]) => ({ file, gzipBytes })),
    };
  });
}

/** The newest modification time of any file under `dir` (ms). */
function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** Whether dist/web was built after every change to the web client and the contract. */
export function isBuildFresh(distDir = 'dist/web'): boolean {
  const manifest = resolve(distDir, '.vite/manifest.json');
  if (!existsSync(manifest)) return false;
  const built = statSync(manifest).mtimeMs;
  const sources = ['src/web', 'src/contract', 'index.html', 'vite.config.ts', 'package-lock.json'];
  return sources.every((s) => {
    if (!existsSync(s)) return true;
    return (statSync(s).isDirectory() ? newestMtime(s) : statSync(s).mtimeMs) <= built;
  });
}

/** Builds the web client for production into `outDir` (vite build, as `npm run build`). */
export function buildWeb(outDir = 'dist/web') {
  execFileSync(
    'npx',
    ['vite', 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
      // Under vitest NODE_ENV is 'test', which would build React's development bundle.
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
}
