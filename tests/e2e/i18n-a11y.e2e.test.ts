import { describe, expect, it } from 'vitest';
import { JS_BUDGETS } from '../../bench/lib/bundles.ts';
import { createUser } from '../support/factories.ts';
import {
  newPage,
  screenshot,
  signInWithCookie,
  trackScripts,
  useE2eApp,
  type ViewportName,
} from '../support/e2e.ts';
import { initialJsGzip } from '../support/web-bundle.ts';

// Arabic sets dir=rtl and lang and is kept in localStorage; the create-idea dialog is
// translated; keyboard use (focus returns from dialogs, F8 focuses the toasts); the /auth page
// does not download the signed-in screens and stays within its JavaScript budget.

const { t, browser } = useE2eApp();

// Budgets for the JavaScript needed to render a screen (gzip), the ones bundle-budget.test.ts
// checks (bench/lib/bundles.ts).
const { '/auth': AUTH_BUDGET, '/dashboard': DASHBOARD_BUDGET } = JS_BUDGETS;

describe('code splitting', () => {
  it('/auth downloads no signed-in screen; first-render JS stays within the budgets', async () => {
    const { context, page } = await newPage(browser, t, 'desktop');
    const tracked = trackScripts(page);
    await page.goto('/auth');
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    await page.waitForLoadState('networkidle');
    const names = [...tracked.scripts.keys()];
    for (const screen of ['dashboard', 'browse-ideas', 'signed-in-layout', 'admin']) {
      expect(
        names.some((n) => n.includes(`/${screen}-`)),
        screen,
      ).toBe(false);
    }

    const auth = initialJsGzip(['src/web/app/routes/auth.tsx']);
    const dashboard = initialJsGzip([
      'src/web/app/layout/signed-in-layout.tsx',
      'src/web/app/routes/dashboard.tsx',
      'src/web/components/ui/toaster.tsx',
    ]);
    console.info(
      `JS gzip: /auth first render ${auth.total} B, /auth after idle ${tracked.totalGzip()} B, ` +
        `/dashboard ${dashboard.total} B`,
    );
    expect(auth.total).toBeLessThanOrEqual(AUTH_BUDGET);
    expect(dashboard.total).toBeLessThanOrEqual(DASHBOARD_BUDGET);
    await context.close();
  });
});

describe.each<ViewportName>(['phone', 'desktop'])('Arabic at %s size', (viewport) => {
  it('switches to right-to-left, remembers the choice and translates the idea dialog', async () => {
    const user = await createUser(t, { name: `Maha ${viewport}`, gender: 'female' });
    const { context, page } = await newPage(browser, t, viewport);
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Switch to Arabic' }).click();
    await page.getByRole('heading', { name: 'مرحبًا بعودتك' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ar');
    await screenshot(page, 'auth-login-ar');

    await signInWithCookie(t, context, user);
    await page.goto('/dashboard');
    await page.getByText(`مرحبًا، Maha ${viewport}`).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.getByRole('button', { name: 'انشري فكرتك' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'إنشاء فكرة جديدة' }).waitFor();
    await dialog.getByRole('button', { name: 'إنشاء فكرة جديدة' }).click();
    await dialog.getByText('العنوان مطلوب').waitFor();
    await dialog.getByText('يلزم اختيار تخصص واحد على الأقل').waitFor();
    await dialog.getByRole('checkbox', { name: 'علوم الحاسب' }).waitFor();
    await screenshot(page, 'idea-form-ar');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'التبديل إلى الإنجليزية' }).click();
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('ltr');
    await page.reload();
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('teamup.language'))).toBe('en');
    await context.close();
  });
});

describe('admin tab', () => {
  it('shows the Admin tab only to admins, highlighted when active', async () => {
    const admin = await createUser(t, { isAdmin: true, name: 'Admin Person' });
    const { context, page } = await newPage(browser, t, 'phone');
    await signInWithCookie(t, context, admin);
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Admin' }).click();
    await page.waitForURL('**/admin');
    expect(await page.getByRole('link', { name: 'Admin' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(await page.getByText(/Access Denied/).count()).toBe(0);
    await context.close();
  });
});

describe('keyboard', () => {
  it('opens and closes dialogs by keyboard, returning focus, and F8 focuses the toasts', async () => {
    const user = await createUser(t, { name: 'Keyboard User' });
    const { context, page } = await newPage(browser, t, 'desktop');
    await signInWithCookie(t, context, user);
    await page.goto('/dashboard');
    const publish = page.getByRole('button', { name: 'Publish Your Idea' });
    await publish.waitFor();
    await publish.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    // Focus is trapped in the dialog.
    for (let i = 0; i < 40; i++) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // Focus goes back to the button that opened the dialog.
    await publish.evaluate(
      (b) =>
        new Promise<void>((done) => {
          const check = () => (b === document.activeElement ? done() : setTimeout(check, 20));
          check();
        }),
    );

    // The admin tab is absent and /admin tells a student they have no access.
    expect(await page.getByRole('link', { name: 'Admin' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Browse Ideas', exact: true }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/browse-ideas');
    expect(
      await page
        .getByRole('link', { name: 'Browse Ideas', exact: true })
        .getAttribute('aria-current'),
    ).toBe('page');
    await page.goto('/admin');
    await page
      .getByText("Access Denied - You don't have admin privileges to view this page.")
      .waitFor();

    await page.keyboard.press('F8');
    const focused = await page.evaluate(() =>
      document.activeElement?.closest('[role=region]')?.getAttribute('aria-label'),
    );
    expect(focused).toMatch(/Notifications/);
    await context.close();
  });
});
