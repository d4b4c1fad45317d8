import { describe, expect, it } from 'vitest';
import { createLeader, createUser } from '../support/factories.ts';
import { expectToast, screenshot, useE2eApp, type ViewportName } from '../support/e2e.ts';
import { expectAccessible } from './axe.ts';
import { closeFilters, openFilters, signedInPage } from './journey-support.ts';

// Students help each other finish: the directory says who is looking for a team and filters on
// it, a leader invites such a student with one tap, and the student joins from the dashboard.

const { t, browser } = useE2eApp();

const TEXT = {
  en: {
    looking: 'Looking for a team',
    invite: (name: string) => `Invite to team: ${name}`,
    invited: 'Invited',
    sent: (name: string) => `Invitation sent to ${name}`,
    onlyLooking: 'Only students looking for a team',
    join: 'Join Team',
    joined: 'Successfully joined the team!',
  },
  // Everyone here is a woman: Arabic speaks to and of them in the feminine.
  ar: {
    looking: 'تبحث عن فريق',
    invite: (name: string) => `ادعي إلى الفريق: ${name}`,
    invited: 'تمت الدعوة',
    sent: (name: string) => `أُرسلت الدعوة إلى ${name}`,
    onlyLooking: 'الطالبات الباحثات عن فريق فقط',
    join: 'انضمّي إلى الفريق',
    joined: 'تم الانضمام إلى الفريق بنجاح!',
  },
};

describe.each<[ViewportName, 'en' | 'ar']>([
  ['desktop', 'en'],
  ['desktop', 'ar'],
  ['phone', 'en'],
  ['phone', 'ar'],
])('inviting from the directory at %s size (%s)', (viewport, lang) => {
  it(
    'a leader invites a student looking for a team, who confirms',
    { timeout: 120_000 },
    async () => {
      const say = TEXT[lang];
      const tag = `${viewport}${lang}${Date.now().toString(36)}`;
      const leader = await createLeader(t, { gender: 'female', name: `Leila ${tag}` });
      const student = await createUser(t, {
        gender: 'female',
        name: `Huda ${tag}`,
        appearInList: true,
        skills: tag,
      });
      const busy = await createLeader(t, {
        gender: 'female',
        name: `Busy ${tag}`,
        appearInList: true,
        skills: tag,
      });

      const l = await signedInPage(t, browser, viewport, leader.user, lang);
      await l.page.goto('/browse-students');
      const card = l.page.getByTestId('student-card').filter({ hasText: student.name });
      const busyCard = l.page.getByTestId('student-card').filter({ hasText: busy.user.name });
      await card.getByTestId('looking-for-team').getByText(say.looking).waitFor();
      await busyCard.waitFor();
      // Someone in a team (a leader of their own idea here) has no badge and cannot be invited.
      expect(await busyCard.getByTestId('looking-for-team').count()).toBe(0);
      expect(await busyCard.getByRole('button', { name: say.invite(busy.user.name) }).count()).toBe(
        0,
      );

      // The filter leaves only those looking for a team.
      const filters = await openFilters(l.page);
      await filters.getByText(say.onlyLooking).click();
      await closeFilters(l.page);
      await busyCard.waitFor({ state: 'detached' });
      await card.waitFor();
      // The button's name starts with its visible words (axe: label-content-name-mismatch).
      await card.getByRole('button', { name: say.invite(student.name) }).waitFor();
      await expectAccessible(l.page, `browse-students-invite-${lang}`);

      // One tap: the invitation is sent and the button says so.
      await card.getByRole('button', { name: say.invite(student.name) }).click();
      await expectToast(l.page, say.sent(student.name));
      await card.getByRole('button', { name: say.invited }).waitFor();
      expect(await card.getByRole('button', { name: say.invited }).isDisabled()).toBe(true);
      await screenshot(l.page, `directory-invite-${viewport}-${lang}`);
      // Back on the directory later, it still reads Invited: no second invitation is offered.
      await l.page.reload();
      await card.getByRole('button', { name: say.invited }).waitFor();
      expect(await card.getByRole('button', { name: say.invite(student.name) }).count()).toBe(0);
      await l.context.close();

      // The student sees the same invitation an accepted applicant gets, and joins.
      const s = await signedInPage(t, browser, viewport, student, lang);
      await s.page.goto('/dashboard');
      const invitation = s.page.getByTestId('invitation');
      await invitation.getByText(leader.idea.title as string, { exact: false }).waitFor();
      await invitation.getByRole('button', { name: say.join }).click();
      await expectToast(s.page, say.joined);
      await s.context.close();
      const team = await leader.client.get('/api/teams/my');
      expect(team.body.members.map((m: { name: string }) => m.name)).toContain(student.name);
    },
  );
});
