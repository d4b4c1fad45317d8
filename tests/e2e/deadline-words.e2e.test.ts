import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createUser, insertTeam, signIn } from '../support/factories.ts';
import { expectToast, screenshot, useE2eApp, type ViewportName } from '../support/e2e.ts';
import { dialog, signedInPage } from './journey-support.ts';

// Once the formation deadline has passed, Publish Your Idea is disabled with the reason beside
// it, before any form is filled; the reason and the refusal of an application give the deadline
// in words, in the reader's language and time zone, never as the server's ISO text.

const { t, browser } = useE2eApp();

const HOUR = 3_600_000;
let deadline = '';

beforeAll(async () => {
  const admin = await signIn(t, await createUser(t, { isAdmin: true }));
  deadline = new Date(t.clock.now().getTime() - 2 * HOUR).toISOString();
  const res = await admin.put('/api/admin/formation', { deadline, target: { min: 2, max: 5 } });
  expect(res.status).toBe(200);
});

const WORDS = {
  en: {
    publish: 'Publish Your Idea',
    closed: (when: string) =>
      `Team formation closed at ${when}. A coordinator can still place you in a team.`,
    apply: 'Apply to Join',
    send: 'Send Application',
  },
  ar: {
    publish: 'انشر فكرتك',
    closed: (when: string) => `أُغلق تشكيل الفرق في ${when}. لا يزال بإمكان المنسق إلحاقك بفريق.`,
    apply: 'قدّم للانضمام',
    send: 'إرسال الطلب',
  },
} as const;

/** The deadline as the reader's browser writes a moment: month in words, local time. */
const inWords = (page: Page, lang: 'en' | 'ar') =>
  page.evaluate(
    ([iso, locale]) =>
      new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(
        new Date(iso),
      ),
    [deadline, lang === 'ar' ? 'ar' : 'en-US'] as const,
  );

describe.each<ViewportName>(['phone', 'desktop'])('after the deadline at %s size', (viewport) => {
  it.each(['en', 'ar'] as const)('in %s, says when formation closed, in words', async (lang) => {
    const W = WORDS[lang];
    const owner = await createUser(t);
    const { idea } = await insertTeam(t, owner, [], { title: `Kiln ${viewport} ${lang}` });
    const student = await createUser(t);
    const { context, page } = await signedInPage(t, browser, viewport, student, lang);
    await page.goto('/dashboard');
    const when = await inWords(page, lang);
    expect(when).not.toMatch(/\d{4}-\d\d-\d\dT/);

    const publish = page.getByRole('button', { name: W.publish });
    await page.locator('#publish-reason').getByText(W.closed(when), { exact: true }).waitFor();
    expect(await publish.isDisabled()).toBe(true);
    await screenshot(page, `publish-closed-${lang}`);

    // An application is refused by the server; its message too gives the deadline in words.
    await page.goto(`/browse-ideas?q=${encodeURIComponent(idea.title)}`);
    await page.getByRole('button', { name: W.apply }).first().click();
    await dialog(page).getByRole('button', { name: W.send }).click();
    await expectToast(page, W.closed(when));
    await context.close();
  });
});
