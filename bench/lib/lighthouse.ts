import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../tests/support/chromium.ts';

// Lighthouse (v12, the last for Node 20) driving the system Chromium.

const CHROME_FLAGS = ['--headless', ...CHROMIUM_FLAGS];

export interface LighthouseScores {
  url: string;
  performance: number | null;
  accessibility: number | null;
  /** Largest contentful paint and total blocking time (ms), as Lighthouse simulated them. */
  lcpMs: number | null;
  tbtMs: number | null;
  /** The page's final URL: a signed-out /dashboard would end on /auth. */
  finalUrl: string;
  failedAudits: string[];
}

/** Lighthouse's default (mobile, simulated throttling) run of each URL, one Chromium for all. */
export async function runLighthouse(
  pages: Array<{ url: string; cookie?: string }>,
): Promise<LighthouseScores[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const results: LighthouseScores[] = [];
    for (const page of pages) {
      const runner = await lighthouse(page.url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        ...(page.cookie ? { extraHeaders: { Cookie: page.cookie } } : {}),
      });
      const lhr = runner?.lhr;
      if (!lhr) throw new Error(`lighthouse gave no result for ${page.url}`);
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? null;
      const failedAudits = Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
        .map((a) => a.id);
      results.push({
        url: page.url,
        performance: lhr.categories.performance?.score ?? null,
        accessibility: lhr.categories.accessibility?.score ?? null,
        lcpMs: audit('largest-contentful-paint'),
        tbtMs: audit('total-blocking-time'),
        finalUrl: lhr.finalDisplayedUrl,
        failedAudits,
      });
    }
    return results;
  } finally {
    chrome.kill();
  }
}
