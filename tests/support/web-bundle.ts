import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

// What a screen downloads before it renders, read from Vite's build manifest: used by the e2e
// budget test and by the bench's report. No test-runner imports: the bench is plain Node.

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

/**
 * The gzip size of the JavaScript a page needs before it can render: the entry and the given
 * lazily loaded modules with every chunk they import statically (from Vite's build manifest).
 */
export function initialJsGzip(modules: string[], distDir = 'dist/web') {
  const manifest = JSON.parse(
    readFileSync(resolve(distDir, '.vite/manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  visit('index.html');
  for (const m of modules) visit(m);
  const sizes = [...files]
    .filter((f) => f.endsWith('.js'))
    .map((f) => [f, gzipSync(readFileSync(resolve(distDir, f)), { level: 9 }).length] as const);
  return { files: sizes, total: sizes.reduce((sum, [, n]) => sum + n, 0) };
}
