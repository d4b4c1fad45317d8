import { describe, it } from 'vitest';
import { ar } from '../../src/web/lib/i18n/ar.ts';
import { en } from '../../src/web/lib/i18n/en.ts';
import { enConsole } from '../../src/web/lib/i18n/en-console.ts';
import { createUser, insertTeam } from '../support/factories.ts';
import { screenshot, useE2eApp, type ViewportName } from '../support/e2e.ts';
import { freshUniversity } from '../support/placement.ts';
import { expectAccessible } from './axe.ts';
import { dialog, signedInPage } from './journey-support.ts';
import { expectTargets } from './tap-targets.ts';

// Accessibility of the admin console in the dark colour scheme (the system's choice): axe finds
// no serious or critical violation on any of its screens, in either language, on a phone and a
// desktop; and on every one, what a thumb taps is 44 px tall on a phone. The light scheme is checked in admin.e2e.test.ts, formation.e2e.test.ts and
// placement.e2e.test.ts.

const { t, browser } = useE2eApp();

const TABLES = { en: { ...en, ...enConsole }, ar };
type Lang = keyof typeof TABLES;

describe.each<[Lang, ViewportName]>([
  ['en', 'phone'],
  ['en', 'desktop'],
  ['ar', 'phone'],
  ['ar', 'desktop'],
])('admin screens in %s at %s size, dark scheme', (lang, viewport) => {
  it(
    'have no serious or critical axe violation, and thumb-sized targets',
    { timeout: 180_000 },
    async () => {
      const L = TABLES[lang];
      await freshUniversity(t);
      const word = `Dk${Date.now().toString(36)}${lang}${viewport[0]}`;
      const admin = await createUser(t, { isAdmin: true, gender: 'female', name: `Admin ${word}` });
      // Every state a row can show: a hidden idea, an inactive one, an unverified user, an admin.
      const leader = await createUser(t, { name: `Leader ${word}` });
      await insertTeam(t, leader, [], { title: `Open idea ${word}`, maxMembers: 3 });
      await insertTeam(t, await createUser(t), [], {
        title: `Hidden idea ${word}`,
        isHidden: true,
      });
      const gone = await createUser(t, { gender: 'female' });
      await insertTeam(t, gone, [], { title: `Inactive idea ${word}`, isActive: false });
      await createUser(t, { name: `Unverified ${word}`, isVerified: false });
      await createUser(t, { name: `Other admin ${word}`, isAdmin: true });
      const student = await createUser(t, { name: `Student ${word}` });
      await createUser(t, { name: `Alone ${word}`, gender: 'female' });

      const { context, page } = await signedInPage(t, browser, viewport, admin, lang);
      await page.emulateMedia({ colorScheme: 'dark' });
      const check = async (screen: string) => {
        await expectAccessible(page, `${screen}-dark`);
        await screenshot(page, `${screen}-dark-${lang}`);
        // And every control a thumb-sized target, no label cut (dialogs: their own controls).
        const scope = (await dialog(page).isVisible())
          ? '[role=dialog],[role=alertdialog]'
          : 'main';
        await expectTargets(page, viewport, scope);
      };
      const tab = (key: keyof typeof L) =>
        page.getByRole('tab', { name: L[key], exact: true }).click();

      await page.goto('/admin');
      await page.getByRole('searchbox', { name: L['admin.searchUsers'] }).fill(word);
      await page.getByTestId('admin-user-row').filter({ hasText: student.name }).waitFor();
      await check('admin-users');
      // By its e-mail: in edit the name is in a field, not the row's text.
      const row = page.locator(`[data-testid=admin-user-row][data-email="${student.email}"]`);
      await row.getByRole('button', { name: L['admin.makeAdmin'] }).click();
      await dialog(page).waitFor();
      await check('admin-make-admin-confirm');
      await page.keyboard.press('Escape');
      await dialog(page).waitFor({ state: 'hidden' });
      await row
        .getByRole('button', { name: L['admin.editLabel'].replace('{name}', student.name) })
        .click();
      await row.locator('input').first().waitFor();
      await check('admin-user-edit');

      await tab('admin.tab.ideas');
      await page
        .getByTestId('admin-idea-row')
        .filter({ hasText: `Hidden idea ${word}` })
        .waitFor();
      await check('admin-ideas');
      await tab('admin.tab.teams');
      await page.getByTestId('admin-team-card').first().waitFor();
      await check('admin-teams');
      await tab('admin.tab.formation');
      await page.getByTestId('formation-panel').waitFor();
      await check('admin-formation');

      await page.getByRole('button', { name: L['placement.propose'], exact: true }).click();
      await page.locator(`[data-testid=placement-row][data-student="${student.id}"]`).waitFor();
      await check('admin-placement-proposal');
      await page.getByRole('button', { name: L['placement.apply'], exact: true }).click();
      const confirm = page.getByRole('button', { name: L['placement.confirmApply'], exact: true });
      await confirm.waitFor();
      await check('admin-placement-confirm');
      await confirm.click();
      await page.getByTestId('placement-result').waitFor();
      await check('admin-placement-result');
      await context.close();
    },
  );
});
