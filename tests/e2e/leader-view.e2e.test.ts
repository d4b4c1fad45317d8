import { describe, expect, it } from 'vitest';
import { ar } from '../../src/web/lib/i18n/ar.ts';
import { arFemale } from '../../src/web/lib/i18n/ar-female.ts';
import { en } from '../../src/web/lib/i18n/en.ts';
import { apply, createLeader, createSignedInUser, invite, join } from '../support/factories.ts';
import { useE2eApp, type ViewportName } from '../support/e2e.ts';
import { signedInPage } from './journey-support.ts';

// What a leader sees of the team forming: who was accepted and has not joined yet, and since
// when (on the dashboard and on My Team); a full team leaves nobody asking, and they read why.
// Everyone here is a woman.

const { t, browser } = useE2eApp();

type Lang = 'en' | 'ar';
const say = (lang: Lang, key: keyof typeof en): string =>
  lang === 'en' ? en[key] : (arFemale[key] ?? ar[key]);

// A few seconds ago, as each language says it.
const SINCE = {
  en: /^Invited (now|\d+ seconds? ago|1 minute ago)$/,
  ar: /^دُعيت (الآن|قبل|منذ)/,
};

describe.each<[ViewportName, Lang]>([
  ['phone', 'en'],
  ['phone', 'ar'],
  ['desktop', 'en'],
  ['desktop', 'ar'],
])('the leader of a forming team (%s, %s)', (viewport, lang) => {
  it('sees who is accepted and not joined since when, and nobody left asking a full team', async () => {
    const tag = `${viewport}${lang}${Date.now().toString(36)}`;
    const leader = await createLeader(
      t,
      { gender: 'female' },
      { title: `Full ${tag}`, allowCrossMajor: true, maxMembers: 2 },
    );
    const waiting = await createSignedInUser(t, { gender: 'female', name: `Waiting ${tag}` });
    const applicant = await createSignedInUser(t, { gender: 'female', name: `Asking ${tag}` });
    const member = await createSignedInUser(t, { gender: 'female', name: `Member ${tag}` });
    await invite(waiting.client, leader.client, leader.idea.id);
    await apply(applicant.client, leader.idea.id);
    await join(member.client, leader.client, leader.idea.id);

    const { context, page } = await signedInPage(t, browser, viewport, leader.user, lang);
    for (const path of ['/dashboard', '/my-team']) {
      await page.goto(path);
      const awaiting = page.getByTestId('awaiting');
      await awaiting.getByRole('heading', { name: say(lang, 'applicants.awaiting') }).waitFor();
      const row = awaiting.getByTestId('awaiting-applicant');
      await row.filter({ hasText: waiting.user.name }).waitFor();
      expect(await row.count()).toBe(1);
      expect(await row.locator('span').last().textContent()).toMatch(SINCE[lang]);
      // A member who joined is not waiting, nor is the student still asking when the team filled.
      expect(await awaiting.getByText(member.user.name).count()).toBe(0);
      expect(
        await page.getByTestId('applicant').filter({ hasText: applicant.user.name }).count(),
      ).toBe(0);
    }
    await context.close();

    // That student reads why: closed because the team is full, never declined.
    const a = await signedInPage(t, browser, viewport, applicant.user, lang);
    await a.page.goto('/dashboard');
    await a.page
      .getByTestId('my-application')
      .filter({ hasText: `Full ${tag}` })
      .getByTestId('my-application-status')
      .getByText(say(lang, 'myApplications.status.filled'))
      .waitFor();
    await a.context.close();
  });
});
