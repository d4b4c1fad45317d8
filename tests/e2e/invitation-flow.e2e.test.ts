import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@contract/messages.ts';
import { ar } from '../../src/web/lib/i18n/ar.ts';
import { arFemale } from '../../src/web/lib/i18n/ar-female.ts';
import { en } from '../../src/web/lib/i18n/en.ts';
import { createLeader, createSignedInUser, invite } from '../support/factories.ts';
import { expectToast, useE2eApp, type ViewportName } from '../support/e2e.ts';
import { signedInPage } from './journey-support.ts';

// An invitation is answered wherever it shows: in Team Invitations, in the dialog its tap opens,
// and in My Applications (never as a request to withdraw). Join Team fired from two of those
// places is sent once; Decline asks first. Everyone here is a woman.

const { t, browser } = useE2eApp();

type Lang = 'en' | 'ar';
type Key = keyof typeof en | keyof typeof MESSAGES;
const say = (lang: Lang, key: Key): string =>
  lang === 'en'
    ? ({ ...en, ...MESSAGES } as Record<string, string>)[key]!
    : ((arFemale as Record<string, string>)[key] ?? (ar as Record<string, string>)[key]!);

const CASES: Array<[ViewportName, Lang]> = [
  ['phone', 'en'],
  ['phone', 'ar'],
  ['desktop', 'en'],
  ['desktop', 'ar'],
];

/** Holds every POST to `url` until `release()`; counts them. */
async function holdPosts(page: Page, url: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held = { count: 0, release };
  await page.route(url, async (route: Route) => {
    if (route.request().method() === 'POST') {
      held.count += 1;
      await released;
    }
    await route.continue();
  });
  return held;
}

let n = 0;
const titleFor = (lang: Lang) =>
  lang === 'ar' ? `فكرة دعوة ${String(++n)}` : `Invitation idea ${String(++n)}`;

async function invitedStudent(lang: Lang) {
  const title = titleFor(lang);
  const leader = await createLeader(t, { gender: 'female' }, { title, allowCrossMajor: true });
  const student = await createSignedInUser(t, { gender: 'female' });
  const application = await invite(student.client, leader.client, leader.idea.id);
  return { title, leader, student, application };
}

describe.each(CASES)('answering an invitation (%s, %s)', (viewport, lang) => {
  it('Join Team tapped twice within 50 ms, in two places, sends one confirm and shows no error', async () => {
    const { title, student } = await invitedStudent(lang);
    const { context, page } = await signedInPage(t, browser, viewport, student.user, lang);
    await page.goto('/dashboard');
    const joinName = say(lang, 'notifications.joinTeam');
    const inInvitations = page
      .getByTestId('invitation')
      .filter({ hasText: title })
      .getByRole('button', { name: joinName });
    const inApplications = page
      .getByTestId('my-application')
      .filter({ hasText: title })
      .getByRole('button', { name: joinName });
    await inInvitations.waitFor();
    await inApplications.waitFor();

    const held = await holdPosts(page, '**/api/applications/*/confirm');
    await inInvitations.dblclick({ delay: 10 });
    await page.waitForTimeout(40);
    await inApplications.click();
    held.release();
    await expectToast(page, say(lang, 'applications.joined'));
    await page
      .getByTestId('my-application')
      .filter({ hasText: title })
      .getByText(say(lang, 'myApplications.status.joined'))
      .waitFor();
    expect(held.count).toBe(1);
    expect(await page.getByText(say(lang, 'error.joinTeam')).count()).toBe(0);
    await context.close();
  });

  it('a tapped invitation opens with Join Team and Decline; Decline asks before it acts', async () => {
    const { title, student } = await invitedStudent(lang);
    const { context, page } = await signedInPage(t, browser, viewport, student.user, lang);
    await page.goto('/dashboard');

    // My Applications shows it as an invitation, with no Withdraw.
    const mine = page.getByTestId('my-application').filter({ hasText: title });
    await mine.getByText(say(lang, 'myApplications.status.accepted')).waitFor();
    await mine.getByRole('button', { name: say(lang, 'notifications.decline') }).waitFor();
    expect(
      await mine.getByRole('button', { name: say(lang, 'myApplications.withdraw') }).count(),
    ).toBe(0);

    await page
      .getByTestId('invitation')
      .filter({ hasText: title })
      .getByTestId('notification-text')
      .click();
    const opened = page.getByTestId('invitation-dialog');
    await opened.getByText(say(lang, 'notifications.invitationTitle')).waitFor();
    await opened.getByRole('button', { name: say(lang, 'notifications.joinTeam') }).waitFor();
    await opened.getByRole('button', { name: say(lang, 'notifications.decline') }).click();

    // Decline asks first; Cancel leaves the invitation as it was.
    const ask = page.getByRole('alertdialog');
    await ask.getByText(say(lang, 'notifications.declineConfirm')).waitFor();
    await ask.getByRole('button', { name: say(lang, 'common.cancel') }).click();
    await ask.waitFor({ state: 'detached' });
    await opened.getByRole('button', { name: say(lang, 'notifications.decline') }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: say(lang, 'notifications.decline') })
      .click();
    await expectToast(page, say(lang, 'applications.declined'));
    await mine.getByText(say(lang, 'myApplications.status.rejected')).waitFor();
    await opened.waitFor({ state: 'detached' });
    await context.close();
  });
});
