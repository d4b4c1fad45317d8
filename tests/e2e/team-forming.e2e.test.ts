import { describe, expect, it } from 'vitest';
import { fillMessage, MESSAGES } from '@contract/messages.ts';
import { NOTIFICATION_MESSAGES, type NotificationCode } from '@contract/notification-messages.ts';
import { ar } from '../../src/web/lib/i18n/ar.ts';
import { arFemale } from '../../src/web/lib/i18n/ar-female.ts';
import { en } from '../../src/web/lib/i18n/en.ts';
import { apply, createLeader, createSignedInUser, join } from '../support/factories.ts';
import { expectToast, isolated, screenshot, useE2eApp, type ViewportName } from '../support/e2e.ts';
import { expectAccessible } from './axe.ts';
import { dialog, signedInPage } from './journey-support.ts';

// What makes teams form beyond the first handshake, in English and Arabic at phone and desktop
// sizes: the apply sheet with a motivation the owner reads, My Applications with Withdraw
// (the owner's list drops it), Team Full on a full team, and handing the team over on leaving.

const { t, browser } = useE2eApp();

type Lang = 'en' | 'ar';
// The Arabic runs are a women's team: the app speaks to them (and of each other) in the feminine.
const text = (lang: Lang, key: keyof typeof en, vars: Record<string, string | number> = {}) =>
  fillMessage(lang === 'ar' ? (arFemale[key] ?? ar[key]) : en[key], vars);
const said = (lang: Lang, code: keyof typeof MESSAGES, vars: Record<string, string> = {}) =>
  fillMessage(lang === 'ar' ? (arFemale[code] ?? ar[code]) : MESSAGES[code], vars);
const notice = (lang: Lang, code: NotificationCode, vars: Record<string, string> = {}) =>
  fillMessage(lang === 'ar' ? (arFemale[code] ?? ar[code]) : NOTIFICATION_MESSAGES[code], vars);

const CASES: Array<[ViewportName, Lang]> = [
  ['phone', 'en'],
  ['phone', 'ar'],
  ['desktop', 'en'],
  ['desktop', 'ar'],
];

describe.each(CASES)('team forming at %s size in %s', (viewport, lang) => {
  const gender = lang === 'ar' ? 'female' : 'male';
  const tag = `${viewport}-${lang}`;

  it(
    'applies with a motivation the owner reads, then withdraws it from My Applications',
    { timeout: 180_000 },
    async () => {
      const title = `Water sensors ${tag}`;
      const leader = await createLeader(t, { gender }, { title, allowCrossMajor: true });
      const other = await createLeader(t, { gender }, { title: `Solar kiosk ${tag}` });
      const student = await createSignedInUser(t, { gender, name: `Applicant ${tag}` });
      await apply(student.client, other.idea.id);
      const motivation =
        lang === 'ar' ? 'صممت نظام ري ذكي في مشروع سابق.' : 'I designed a smart irrigation kit.';

      // The sheet: optional motivation, then the idea shows the pending state.
      const s = await signedInPage(t, browser, viewport, student.user, lang);
      await s.page.goto('/browse-ideas');
      const card = s.page.getByTestId('idea-card').filter({ hasText: title });
      await card.getByRole('button', { name: text(lang, 'browse.apply') }).click();
      const sheet = dialog(s.page);
      await sheet.getByRole('heading', { name: text(lang, 'apply.title') }).waitFor();
      await sheet.getByLabel(text(lang, 'apply.message')).fill(motivation);
      await expectAccessible(s.page, `apply-sheet-${tag}`);
      await screenshot(s.page, `apply-sheet-${tag}`);
      await sheet.getByRole('button', { name: text(lang, 'apply.send') }).click();
      await expectToast(s.page, text(lang, 'success.applicationSubmitted'));
      await card.getByRole('button', { name: text(lang, 'browse.applied.pending') }).waitFor();

      // The owner reads it in the applicant's item and the details dialog.
      const o = await signedInPage(t, browser, viewport, leader.user, lang);
      await o.page.goto('/dashboard');
      const item = o.page.getByTestId('applicant').filter({ hasText: student.user.name });
      await item.getByTestId('applicant-message').getByText(motivation).waitFor();
      await item.getByRole('button', { name: new RegExp(student.user.name) }).click();
      await dialog(o.page)
        .getByText(text(lang, 'applicants.motivation'), { exact: true })
        .waitFor();
      await dialog(o.page).getByText(motivation).waitFor();
      await screenshot(o.page, `applicant-motivation-${tag}`);
      await o.page.keyboard.press('Escape');

      // My Applications: both, newest first, with team IDs and statuses; Withdraw the new one.
      await s.page.goto('/dashboard');
      const mine = s.page.getByTestId('my-application');
      await s.page.getByRole('heading', { name: text(lang, 'myApplications.title') }).waitFor();
      await mine.first().waitFor();
      expect(await mine.count()).toBe(2);
      const row = mine.filter({ hasText: title });
      await row.getByText(String(leader.idea.teamId)).waitFor();
      await row.getByText(text(lang, 'myApplications.status.pending')).waitFor();
      await expectAccessible(s.page, `my-applications-${tag}`);
      await screenshot(s.page, `my-applications-${tag}`);
      await row
        .getByRole('button', { name: text(lang, 'myApplications.withdrawLabel', { title }) })
        .click();
      // The confirmation says how often they may withdraw from this idea and apply again.
      await dialog(s.page)
        .getByText(
          text(lang, 'myApplications.withdrawConfirm', { title: isolated(title), count: 3 }),
        )
        .waitFor();
      await dialog(s.page)
        .getByRole('button', { name: text(lang, 'myApplications.withdraw') })
        .click();
      await expectToast(s.page, said(lang, 'applications.withdrawn'));
      // It stays in the history as Withdrawn, with nothing left to do (docs/decisions/0078).
      await row.getByText(text(lang, 'myApplications.status.withdrawn')).waitFor();
      expect(await row.getByRole('button').count()).toBe(0);
      expect(await mine.count()).toBe(2);

      // A change of mind is allowed: its card offers 'Apply to Join' again.
      await s.page.goto('/browse-ideas');
      await card.getByRole('button', { name: text(lang, 'browse.apply') }).waitFor();
      expect(await card.getByTestId('apply-blocked').count()).toBe(0);

      // The owner is told, and the applicant list no longer has it.
      await o.page.reload();
      await o.page
        .getByText(
          notice(lang, 'notification.applicationWithdrawn', {
            name: student.user.name,
            ideaTitle: title,
          }),
        )
        .waitFor();
      expect(
        await o.page.getByTestId('applicant').filter({ hasText: student.user.name }).count(),
      ).toBe(0);
      await s.context.close();
      await o.context.close();
    },
  );

  it(
    'sets a team size in the edit form, and shows Team Full instead of Apply to Join',
    { timeout: 150_000 },
    async () => {
      const title = `Full team ${tag}`;
      const leader = await createLeader(t, { gender }, { title });
      const member = await createSignedInUser(t, { gender });
      await join(member.client, leader.client, leader.idea.id);

      // The owner sets the limit: out of 2..20 is refused under the field; 2 is kept.
      const o = await signedInPage(t, browser, viewport, leader.user, lang);
      await o.page.goto('/dashboard');
      await o.page.getByRole('button', { name: text(lang, 'dashboard.editIdea') }).click();
      const form = dialog(o.page);
      const size = form.getByLabel(text(lang, 'ideaForm.maxMembers'));
      await size.fill('25');
      await form.getByRole('button', { name: text(lang, 'ideaForm.update') }).click();
      await form
        .getByRole('alert')
        .filter({ hasText: said(lang, 'validation.teamSize') })
        .waitFor();
      await size.fill('2');
      await form.getByRole('button', { name: text(lang, 'ideaForm.update') }).click();
      await expectToast(o.page, text(lang, 'success.ideaUpdated'));
      await o.context.close();

      const student = await createSignedInUser(t, { gender });
      const s = await signedInPage(t, browser, viewport, student.user, lang);
      await s.page.goto('/browse-ideas');
      const card = s.page.getByTestId('idea-card').filter({ hasText: title });
      await card.getByRole('button', { name: text(lang, 'browse.teamFull') }).waitFor();
      await card.getByText(text(lang, 'browse.teamSize', { count: 2, max: 2 })).waitFor();
      expect(await card.getByRole('button', { name: text(lang, 'browse.apply') }).count()).toBe(0);
      await screenshot(s.page, `team-full-${tag}`);
      await s.context.close();
    },
  );

  it(
    'offers the leader of a team with members to hand it over before leaving',
    { timeout: 180_000 },
    async () => {
      const title = `Handover ${tag}`;
      const leader = await createLeader(t, { gender, name: `Leader ${tag}` }, { title });
      const first = await createSignedInUser(t, { gender, name: `First ${tag}` });
      const second = await createSignedInUser(t, { gender, name: `Second ${tag}` });
      await join(first.client, leader.client, leader.idea.id);
      await join(second.client, leader.client, leader.idea.id);

      const l = await signedInPage(t, browser, viewport, leader.user, lang);
      await l.page.goto('/my-team');
      await l.page.getByRole('heading', { name: title }).waitFor();
      await l.page.getByRole('button', { name: text(lang, 'team.leave') }).click();
      const confirm = dialog(l.page);
      await confirm.getByText(text(lang, 'team.handoverOffer')).waitFor();
      // Leaving without a handover is still offered, and still says it dissolves the team.
      await confirm.getByRole('button', { name: text(lang, 'team.leaveAndDissolve') }).waitFor();
      await confirm.getByText(text(lang, 'team.leaveLeaderWarning')).waitFor();
      await confirm.getByRole('radio', { name: second.user.name }).check();
      await expectAccessible(l.page, `leave-handover-${tag}`);
      await screenshot(l.page, `leave-handover-${tag}`);
      await confirm.getByRole('button', { name: text(lang, 'team.handoverAndLeave') }).click();
      await expectToast(l.page, said(lang, 'teams.left'));
      await l.page.getByRole('heading', { name: text(lang, 'team.noTeam') }).waitFor();
      await l.context.close();

      // The chosen member now leads the team and owns the idea; the team carries on.
      const n = await signedInPage(t, browser, viewport, second.user, lang);
      await n.page.goto('/my-team');
      const members = n.page.getByTestId('team-member');
      await members
        .filter({ hasText: second.user.name })
        .getByText(text(lang, 'team.leader'))
        .waitFor();
      expect(await members.count()).toBe(2);
      await n.page.goto('/dashboard');
      await n.page.getByTestId('my-idea').getByRole('heading', { name: title }).waitFor();
      await n.context.close();
    },
  );
});
