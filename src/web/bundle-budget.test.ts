import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  JS_BUDGETS,
  buildWeb,
  isBuildFresh,
  measureScreens,
  type ScreenJs,
} from '../../bench/lib/bundles.ts';

// Reads dist/web when built after every client change; otherwise builds into a temporary folder.

let screens: ScreenJs[];
let tempDir: string | null = null;

beforeAll(() => {
  let distDir = 'dist/web';
  if (!isBuildFresh(distDir)) {
    tempDir = mkdtempSync(join(tmpdir(), 'teamup-budget-'));
    distDir = join(tempDir, 'web');
    buildWeb(distDir);
  }
  screens = measureScreens(distDir);
}, 300_000);
afterAll(() => {
  if (tempDir) rmSync(tempDir, { recursive: true, force: true });
});

describe('initial JavaScript budgets (gzip)', () => {
  it.each(Object.entries(JS_BUDGETS))('%s stays within %i bytes', (screen, budget) => {
    const measured = screens.find((s) => s.screen === screen)!;
    const detail = measured.files.map((f) => `${f.file} ${f.gzipBytes}`).join(', ');
    expect(measured.gzipBytes, `${screen}: ${detail}`).toBeLessThanOrEqual(budget);
    // The measure is real: the entry chunk alone is tens of kilobytes.
    expect(measured.gzipBytes).toBeGreaterThan(20_000);
  });
});
