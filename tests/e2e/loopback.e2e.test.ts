import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, readyLine } from '../../src/server/config.ts';
import { createUser } from '../support/factories.ts';
import { useE2eApp } from '../support/e2e.ts';

// A newcomer who runs the app without APP_ORIGIN opens the address it prints, or another loopback
// name of the port, and signs in: no 'Cross-site request refused'
// (docs/decisions/0045-loopback-origins-without-app-origin.md).

const { t, browser } = useE2eApp();
let port: string;

beforeAll(async () => {
  // The configuration the server makes without APP_ORIGIN, for the port it listens on.
  port = new URL(t.url).port;
  const local = loadConfig({ HOST: '127.0.0.1', PORT: port });
  t.ctx.config.APP_ORIGIN = local.APP_ORIGIN;
  t.ctx.config.ALLOWED_ORIGINS = local.ALLOWED_ORIGINS;
});

describe('without APP_ORIGIN', () => {
  it('prints an address a browser can sign in at, and so does every loopback name', async () => {
    const printed = readyLine(t.ctx.config, 'pglite').match(/https?:\/\/\S+/)![0];
    expect(printed).toBe(`http://127.0.0.1:${port}`);
    const user = await createUser(t, { gender: 'female', name: 'Newcomer' });
    for (const origin of [printed, `http://localhost:${port}`]) {
      const context = await browser.newContext({
        baseURL: origin,
        viewport: { width: 375, height: 812 },
      });
      const page = await context.newPage();
      await page.goto('/auth');
      await page.getByLabel('Email').fill(user.email);
      await page.getByLabel('Password', { exact: true }).fill(user.password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL('**/dashboard');
      await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
      expect(await page.getByText('Cross-site request refused').count(), origin).toBe(0);
      await context.close();
    }
  });
});
