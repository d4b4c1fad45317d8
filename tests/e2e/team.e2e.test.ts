import { describe, expect, it } from 'vitest';
import { createLeader, createSignedInUser, createUser, join } from '../support/factories.ts';
import { expectToast, isolated, screenshot, useE2eApp, type ViewportName } from '../support/e2e.ts';
import { expectAccessible } from './axe.ts';
import { dialog, signedInPage } from './journey-support.ts';

// My Team: 'No Team Yet'; project details with the member count and Leave Team (with
// the leader's warning); members with role badges, contacts and WhatsApp; a leader removing a
// member who then cannot apply again; a member leaving; the leader leaving dissolves the team.

const { t, browser } = useE2eApp();

describe.each<ViewportName>(['phone', 'desktop'])('my team at %s size', (viewport) => {
  it(
    'shows the team, removes a member who cannot re-apply, and members leave',
    { timeout: 120_000 },
    async () => {
      const gender = viewport === 'phone' ? 'female' : 'male';
      const title = `Robot arm ${viewport}`;
      const leader = await createLeader(
        t,
        { gender, name: `Leader ${viewport}`, phone: '0501112222' },
        {
          title,
          description: 'A low-cost robot arm for the engineering lab.',
          requiredMajors: 'CS,ME',
        },
      );
      const stayer = await createSignedInUser(t, {
        gender,
        name: `Member Stay ${viewport}`,
        major: 'ME',
        skills: 'CAD,SolidWorks',
        phone: '0553334444',
      });
      const removed = await createSignedInUser(t, { gender, name: `Member Gone ${viewport}` });
      await join(stayer.client, leader.client, leader.idea.id);
      await join(removed.client, leader.client, leader.idea.id);
      const loner = await createUser(t, { gender, name: `Loner ${viewport}` });

      // No team.
      const n = await signedInPage(t, browser, viewport, loner);
      await n.page.goto('/my-team');
      await n.page.getByRole('heading', { name: 'No Team Yet' }).waitFor();
      await expectAccessible(n.page, 'my-team-empty');
      await screenshot(n.page, 'my-team-empty');
      await n.context.close();

      // The leader's view.
      const l = await signedInPage(t, browser, viewport, leader.user);
      await l.page.goto('/my-team');
      await l.page.getByRole('heading', { name: title }).waitFor();
      await l.page.getByText('A low-cost robot arm for the engineering lab.').waitFor();
      await l.page.getByText('Members: 3').waitFor();
      const members = l.page.getByTestId('team-member');
      expect(await members.count()).toBe(3);
      const stayerRow = members.filter({ hasText: stayer.user.name });
      await stayerRow.getByText('Member', { exact: true }).waitFor();
      await members.filter({ hasText: leader.user.name }).getByText('Team Leader').waitFor();
      await stayerRow.getByText(stayer.user.email).waitFor();
      await stayerRow.getByText('Mechanical Engineering').waitFor();
      await stayerRow.getByText('SolidWorks').waitFor();
      expect(await stayerRow.getByRole('link', { name: /WhatsApp/ }).getAttribute('href')).toBe(
        'https://wa.me/966553334444',
      );
      // No WhatsApp chat with oneself on one's own card.
      const ownRow = members.filter({ hasText: leader.user.name });
      expect(await ownRow.getByRole('link', { name: /WhatsApp/ }).count()).toBe(0);
      // 'Leave Team' is outlined, not the page's loudest (filled red) element.
      expect(
        await l.page
          .getByRole('button', { name: 'Leave Team' })
          .evaluate((b) => getComputedStyle(b).backgroundColor),
      ).toBe('rgb(255, 255, 255)');
      expect(await l.page.getByRole('button', { name: /^Remove .* from the team$/ }).count()).toBe(
        2,
      );
      await expectAccessible(l.page, 'my-team-leader');
      await screenshot(l.page, 'my-team-leader');

      // The leader removes a member; the confirmation names them.
      await l.page
        .getByRole('button', { name: `Remove ${removed.user.name} from the team` })
        .click();
      await dialog(l.page)
        .getByText(`remove ${isolated(removed.user.name)} from the team`)
        .waitFor();
      await expectAccessible(l.page, 'remove-member-confirm');
      await screenshot(l.page, 'remove-member-confirm');
      await dialog(l.page).getByRole('button', { name: 'Remove', exact: true }).click();
      await expectToast(l.page, 'Member removed successfully');
      await l.page.getByText('Members: 2').waitFor();

      // The removed member cannot apply again, and the card says why before any click.
      const r = await signedInPage(t, browser, viewport, removed.user);
      await r.page.goto('/my-team');
      await r.page.getByRole('heading', { name: 'No Team Yet' }).waitFor();
      await r.page.goto('/browse-ideas');
      const card = r.page.getByTestId('idea-card').filter({ hasText: title });
      const reason = card.getByTestId('apply-blocked');
      await reason.getByText('You were removed from this team').waitFor();
      expect(await card.getByRole('button', { name: 'Apply to Join' }).count()).toBe(0);
      await r.context.close();

      // A member leaves: the plain confirmation, no leader warning.
      const s = await signedInPage(t, browser, viewport, stayer.user);
      await s.page.goto('/my-team');
      await s.page.getByRole('heading', { name: title }).waitFor();
      expect(await s.page.getByRole('button', { name: /^Remove / }).count()).toBe(0);
      await screenshot(s.page, 'my-team-member');
      await s.page.getByRole('button', { name: 'Leave Team' }).click();
      await dialog(s.page).getByText('Are you sure you want to leave this team?').waitFor();
      expect(
        await dialog(s.page)
          .getByText(/dissolves the team/)
          .count(),
      ).toBe(0);
      await dialog(s.page).getByRole('button', { name: 'Leave Team' }).click();
      await expectToast(s.page, 'Left team successfully');
      await s.page.getByRole('heading', { name: 'No Team Yet' }).waitFor();
      await s.context.close();

      // The leader leaves: the dialog warns that the team is dissolved and the idea deleted.
      await l.page.reload();
      await l.page.getByText('Members: 1').waitFor();
      await l.page.getByRole('button', { name: 'Leave Team' }).click();
      await dialog(l.page).getByText('Are you sure you want to leave this team?').waitFor();
      await dialog(l.page)
        .getByText(/dissolves the team and deletes your idea/)
        .waitFor();
      await expectAccessible(l.page, 'leave-team-leader-confirm');
      await screenshot(l.page, 'leave-team-leader-confirm');
      await dialog(l.page).getByRole('button', { name: 'Leave Team' }).click();
      await expectToast(l.page, 'Left team successfully');
      await l.page.getByRole('heading', { name: 'No Team Yet' }).waitFor();
      await l.page.getByRole('link', { name: 'Dashboard' }).first().click();
      await l.page
        .getByText('No ideas created yet. Create your first idea to get started!')
        .waitFor();
      await l.context.close();
    },
  );
});
