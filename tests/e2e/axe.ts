import { appendFileSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { SCREENSHOT_DIR } from '../support/e2e.ts';

// Quality: axe-core in Chromium reports no serious or critical violation on any screen
// in either language. The page's CSP blocks added <script> tags, so axe's source is evaluated.

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

interface AxeViolation {
  id: string;
  impact: 'minor' | 'moderate' | 'serious' | 'critical' | null;
  help: string;
  nodes: Array<{ target: unknown[]; html: string; failureSummary?: string }>;
}

/**
 * Runs axe on the page (or the open dialog) and fails on serious or critical violations. Every
 * run's counts by impact go to tests/e2e/screenshots/axe-results.jsonl, for the accessibility
 * report.
 */
export async function expectAccessible(page: Page, screen: string) {
  // Colours still easing in (transition-colors) or a dialog still fading in are not what the user
  // ends up seeing; a spinner's endless animation is left running.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  await page.evaluate(axeSource);
  const violations = (await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: unknown[] }> };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations;
  })) as AxeViolation[];
  const size = page.viewportSize();
  const lang = await page.evaluate(() => document.documentElement.lang);
  const counts = { critical: 0, serious: 0, moderate: 0, minor: 0 };
  for (const v of violations) if (v.impact) counts[v.impact] += 1;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  appendFileSync(
    resolve(SCREENSHOT_DIR, 'axe-results.jsonl'),
    `${JSON.stringify({ screen, lang, width: size?.width, ...counts, ids: violations.map((v) => `${v.id}:${v.impact}`) })}\n`,
  );
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = bad
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => JSON.stringify(n.target)).join('\n  ')}`,
    )
    .join('\n');
  expect(bad.length, `${screen} [${lang} ${size?.width}px]\n${summary}`).toBe(0);
}
