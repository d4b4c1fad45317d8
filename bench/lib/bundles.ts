import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

// Initial JavaScript of a screen (issue 7, "Web"): the entry chunk of index.html and the lazily
// loaded modules the router needs for that screen, each with every chunk it imports statically,
// from Vite's build manifest; gzip level 9 sizes.

/** The lazily loaded modules each screen waits for before it renders (src/web/app/router.tsx). */
export const SCREEN_MODULES = {
  '/auth': ['src/web/app/routes/auth.tsx'],
  '/dashboard': [
    'src/web/app/layout/signed-in-layout.tsx',
    'src/web/app/routes/dashboard.tsx',
    'src/web/components/ui/toaster.tsx',
  ],
} as const;

export type Screen = keyof typeof SCREEN_MODULES;

/** Issue 7 budgets, bytes of gzip. */
export const JS_BUDGETS: Record<Screen, number> = { '/auth': 120_000, '/dashboard': 200_000 };

interface ManifestChunk {
  file: string;
  imports?: string[];
}

export interface ScreenJs {
  screen: Screen;
  gzipBytes: number;
  budgetBytes: number;
  files: Array<{ file: string; gzipBytes: number }>;
}

export function measureScreens(distDir = 'dist/web'): ScreenJs[] {
  const manifest = JSON.parse(
    readFileSync(resolve(distDir, '.vite/manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>;
  return (Object.keys(SCREEN_MODULES) as Screen[]).map((screen) => {
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk) throw new Error(`${key} is not in the build manifest of ${distDir}`);
      if (files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const dep of chunk.imports ?? []) visit(dep);
    };
    visit('index.html');
    for (const module of SCREEN_MODULES[screen]) visit(module);
    const sizes = [...files]
      .filter((f) => f.endsWith('.js'))
      .map((file) => ({
        file,
        gzipBytes: gzipSync(readFileSync(resolve(distDir, file)), { level: 9 }).length,
      }));
    return {
      screen,
      gzipBytes: sizes.reduce((sum, f) => sum + f.gzipBytes, 0),
      budgetBytes: JS_BUDGETS[screen],
      files: sizes,
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
