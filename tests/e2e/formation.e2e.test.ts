import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { HOUR } from '../../src/server/lib/clock.ts';
import { createUser, insertTeam, signIn } from '../support/factories.ts';
import {
  expectToast,
  screenshot,
  toastRegion,
  useE2eApp,
  type ViewportName,
} from '../support/e2e.ts';
import { expectAccessible } from './axe.ts';
import { signedInPage } from './journey-support.ts';

// The admin console's Formation tab at 1280 px and 375 px in English and Arabic, and the
// student's dashboard countdown (docs/rules/formation.md).

const { t, browser } = useE2eApp();

const WORDS = {
  en: {
    tab: 'Formation',
    byMajor: 'By major',
    computerScience: 'Computer Science',
    save: 'Save',
    saved: 'Formation settings saved',
    order: 'The minimum team size cannot be above the maximum',
    remind: 'Remind everyone without a team',
    reminded: 'Students reminded:',
    send: 'Send reminder',
    note: 'Note (optional)',
    deadline: 'Deadline:',
    closesIn2Days: 'Teams close in 2 days',
  },
  ar: {
    tab: 'تشكيل الفرق',
    byMajor: 'حسب التخصص',
    computerScience: 'علوم الحاسب',
    save: 'حفظ',
    saved: 'تم حفظ إعدادات التشكيل',
    order: 'لا يمكن أن يتجاوز الحد الأدنى لحجم الفريق حده الأقصى',
    remind: 'تذكير كل من ليس في فريق',
    reminded: 'عدد الطلاب الذين تم تذكيرهم:',
    send: 'إرسال التذكير',
    note: 'ملاحظة (اختيارية)',
    deadline: 'الموعد النهائي:',
    closesIn2Days: 'يُغلق تشكيل الفرق خلال يومين',
  },
} as const;

/** Nothing on the page is wider than the screen (no sideways scrolling). */
const expectNoSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );

describe.each([
  ['en', 'desktop'],
  ['en', 'phone'],
  ['ar', 'desktop'],
  ['ar', 'phone'],
] as const)('the Formation tab (%s, %s)', (lang, viewport: ViewportName) => {
  it(
    'shows progress by gender and major, saves the settings, refuses a bad target and reminds',
    {
      timeout: 120_000,
    },
    async () => {
      const w = WORDS[lang];
      const admin = await createUser(t, { isAdmin: true });
      const leader = await createUser(t, { major: 'CS' });
      await insertTeam(t, leader);
      const waiting = await createUser(t, {
        major: 'CS',
        gender: 'female',
        name: `Waiting ${lang} ${viewport}`,
      });
      const expected = (await (await signIn(t, admin)).get('/api/admin/formation')).body;

      const { context, page } = await signedInPage(t, browser, viewport, admin, lang);
      await page.goto('/admin');
      await page.getByRole('tab', { name: w.tab }).click();
      const panel = page.getByTestId('formation-panel');
      await panel.waitFor();
      const shown = (id: string) => page.getByTestId(`formation-${id}`).innerText();
      const number = (n: number) =>
        page.evaluate(([v, l]) => v.toLocaleString(l === 'ar' ? 'ar' : 'en-US'), [
          n,
          lang,
        ] as const);
      expect(await shown('withoutTeam')).toBe(await number(expected.progress.studentsWithoutTeam));
      expect(await shown('inTeam')).toBe(await number(expected.progress.studentsInTeam));
      const majors = page.locator('table').filter({ hasText: w.byMajor });
      await majors.getByRole('rowheader', { name: w.computerScience }).waitFor();
      await expectNoSidewaysScroll(page);
      await expectAccessible(page, `formation-${lang}`);
      await screenshot(page, `formation-${lang}`);

      // A target whose minimum is above its maximum: the contract's message under the field.
      await page.locator('#formation-min').fill('5');
      await page.locator('#formation-max').fill('2');
      await page.getByRole('button', { name: w.save, exact: true }).click();
      await page.locator('#formation-max-error').filter({ hasText: w.order }).waitFor();
      // Said once, under the field: not in an error toast as well.
      await page.waitForTimeout(500);
      expect(await toastRegion(page).count()).toBe(0);

      // A deadline three days on, and a valid target: saved and shown.
      const local = new Date(Date.now() + 72 * HOUR);
      const pad = (n: number) => String(n).padStart(2, '0');
      await page
        .locator('#formation-deadline')
        .fill(
          `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}T${pad(local.getHours())}:${pad(local.getMinutes())}`,
        );
      await page.locator('#formation-min').fill('2');
      await page.locator('#formation-max').fill('4');
      await page.getByRole('button', { name: w.save, exact: true }).click();
      await expectToast(page, w.saved);
      await page.getByTestId('formation-deadline-shown').filter({ hasText: w.deadline }).waitFor();
      const saved = (await (await signIn(t, admin)).get('/api/admin/formation')).body;
      expect(saved.target).toEqual({ min: 2, max: 4 });
      expect(Math.abs(Date.parse(saved.deadline) - local.getTime())).toBeLessThan(60_000);

      // The confirmation names who will be told before anything is sent; the note goes along.
      await page.getByRole('button', { name: w.remind }).click();
      const confirm = page.getByTestId('reminder-dialog');
      await confirm.getByTestId('reminder-recipients').getByText(waiting.name).waitFor();
      await expectNoSidewaysScroll(page);
      await expectAccessible(page, `formation-reminder-${lang}`);
      await screenshot(page, `formation-reminder-${lang}`);
      await confirm.getByLabel(w.note).fill('Room 12 at noon');
      await confirm.getByRole('button', { name: w.send }).click();
      await expectToast(page, w.reminded);
      await confirm.waitFor({ state: 'detached' });
      const told = (await (await signIn(t, waiting)).get('/api/notifications')).body as Array<{
        params: Record<string, string>;
      }>;
      expect(told.some((n) => n.params.note === 'Room 12 at noon')).toBe(true);
      await expectNoSidewaysScroll(page);
      await context.close();
    },
  );
});

describe.each(['en', 'ar'] as const)('the dashboard countdown (%s)', (lang) => {
  it(
    'counts down to the deadline for a student without a team, in their language',
    {
      timeout: 120_000,
    },
    async () => {
      const admin = await signIn(t, await createUser(t, { isAdmin: true }));
      const deadline = new Date(t.clock.now().getTime() + 50 * HOUR).toISOString();
      expect(
        (await admin.put('/api/admin/formation', { deadline, target: { min: 2, max: 5 } })).status,
      ).toBe(200);
      const student = await createUser(t);
      const { context, page } = await signedInPage(t, browser, 'phone', student, lang);
      await page.goto('/dashboard');
      const countdown = page.getByTestId('formation-countdown');
      await countdown.filter({ hasText: WORDS[lang].closesIn2Days }).waitFor();
      await expectNoSidewaysScroll(page);
      await screenshot(page, `formation-countdown-${lang}`);

      // A student in a team is not counted down to.
      const leader = await createUser(t);
      await insertTeam(t, leader);
      const other = await signedInPage(t, browser, 'phone', leader, lang);
      await other.page.goto('/dashboard');
      await other.page.getByTestId('team-status').filter({ hasNotText: '…' }).waitFor();
      expect(await other.page.getByTestId('formation-countdown').count()).toBe(0);
      await other.context.close();
      await context.close();
    },
  );
});
