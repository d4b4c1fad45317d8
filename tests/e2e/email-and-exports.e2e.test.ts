import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../src/server/db/schema.ts';
import { createUser, insertTeam } from '../support/factories.ts';
import { expectToast, screenshot, useE2eApp, type ViewportName } from '../support/e2e.ts';
import { expectAccessible } from './axe.ts';
import { signedInPage } from './journey-support.ts';

// The e-mail notifications switch in My Profile's privacy settings, and the admin page's CSV
// downloads, at phone and desktop sizes, in English and Arabic.

const { t, browser } = useE2eApp();

const TEXT = {
  en: {
    toggle: 'E-mail me about my team',
    save: 'Save Changes',
    saved: 'Profile updated successfully!',
    teams: 'Teams (CSV)',
    users: 'Users (CSV)',
  },
  ar: {
    toggle: 'راسلني بالبريد الإلكتروني بشأن فريقي',
    save: 'حفظ التغييرات',
    saved: 'تم تحديث الملف الشخصي بنجاح!',
    teams: 'الفرق (CSV)',
    users: 'المستخدمون (CSV)',
  },
} as const;

const rowOf = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;

describe.each<[ViewportName, 'en' | 'ar']>([
  ['phone', 'en'],
  ['phone', 'ar'],
  ['desktop', 'en'],
  ['desktop', 'ar'],
])('at %s size in %s', (viewport, lang) => {
  const said = TEXT[lang];

  it(
    'turns e-mail notifications off in the privacy settings, and it stays off',
    { timeout: 120_000 },
    async () => {
      const me = await createUser(t, { name: `Mailer ${viewport} ${lang}` });
      const { context, page } = await signedInPage(t, browser, viewport, me, lang);
      try {
        await page.goto('/profile');
        const toggle = page.getByRole('checkbox', { name: said.toggle });
        await toggle.waitFor();
        expect(await toggle.isChecked()).toBe(true);
        await toggle.click();
        expect(await toggle.isChecked()).toBe(false);
        await page.getByRole('button', { name: said.save }).click();
        await expectToast(page, said.saved);
        await expectAccessible(page, `profile-email-${lang}`);
        await screenshot(page, `profile-email-${lang}`);

        await page.reload();
        await page.getByRole('checkbox', { name: said.toggle }).waitFor();
        expect(await page.getByRole('checkbox', { name: said.toggle }).isChecked()).toBe(false);
        const saved = await rowOf(me.id);
        expect(saved.emailNotifications).toBe(false);
        // The app's language is the language of this student's e-mails.
        await expect.poll(async () => (await rowOf(me.id)).language).toBe(lang);
      } finally {
        await context.close();
      }
    },
  );

  it(
    'offers the two CSV downloads on the admin page, and they download',
    { timeout: 120_000 },
    async () => {
      const admin = await createUser(t, { isAdmin: true, name: `Admin ${viewport} ${lang}` });
      const leader = await createUser(t, { name: `سارة ${viewport} ${lang}` });
      await insertTeam(t, leader);
      const { context, page } = await signedInPage(t, browser, viewport, admin, lang);
      try {
        await page.goto('/admin');
        const teams = page.getByRole('link', { name: said.teams });
        const everyone = page.getByRole('link', { name: said.users });
        await teams.waitFor();
        await everyone.waitFor();
        await screenshot(page, `admin-exports-${lang}`);

        for (const [link, file, header] of [
          [teams, /^teamup-teams-\d{4}-\d{2}-\d{2}\.csv$/, 'Group,Team ID,Gender,Idea title'],
          [everyone, /^teamup-users-\d{4}-\d{2}-\d{2}\.csv$/, 'Name,E-mail,Gender'],
        ] as const) {
          const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
          expect(download.suggestedFilename()).toMatch(file);
          // The same link fetched with the page's session: the headers the browser acted on.
          const response = await page.request.get((await link.getAttribute('href'))!);
          expect(response.status()).toBe(200);
          expect(response.headers()['content-type']).toBe('text/csv; charset=utf-8');
          expect(response.headers()['content-disposition']).toMatch(/^attachment; filename=/);
          const bytes = await readFile((await download.path())!);
          expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
          const text = bytes.toString('utf8').slice(1);
          expect(text.startsWith(header)).toBe(true);
          expect(text).toContain(leader.name);
        }
      } finally {
        await context.close();
      }
    },
  );
});
