import { describe, expect, it } from 'vitest';
import { en } from '../../src/web/lib/i18n/en.ts';
import { apply, createLeader, createSignedInUser } from '../support/factories.ts';
import { useE2eApp } from '../support/e2e.ts';
import { signedInPage } from './journey-support.ts';

// Live updates (docs/decisions/0075-live-updates-by-server-sent-events.md): what one user does
// shows on another's open screen without a reload, through the tab's one event stream.

const { t, browser } = useE2eApp();

describe('live updates', () => {
  it("shows the owner's acceptance on the applicant's open dashboard without a reload", async () => {
    const leader = await createLeader(t, { gender: 'male' }, { title: 'Tide gauge' });
    const student = await createSignedInUser(t, { gender: 'male', name: 'Live Applicant' });
    await apply(student.client, leader.idea.id);

    const s = await signedInPage(t, browser, 'desktop', student.user);
    const streams: string[] = [];
    s.page.on('request', (r) => r.url().endsWith('/api/events') && streams.push(r.url()));
    await s.page.goto('/dashboard');
    await s.page.getByText(en['notifications.title'].split('{')[0]!.trim()).first().waitFor();
    await expect.poll(() => streams.length).toBe(1);
    expect(await s.page.getByTestId('invitation').count()).toBe(0);
    // A mark on the page that a reload would wipe.
    await s.page.evaluate(() => Object.assign(window, { notReloaded: true }));

    const o = await signedInPage(t, browser, 'desktop', leader.user);
    await o.page.goto('/dashboard');
    const applicant = o.page.getByTestId('applicant').filter({ hasText: student.user.name });
    await applicant.getByRole('button', { name: en['applicants.accept'], exact: true }).click();

    // The invitation arrives on the applicant's screen, which was never reloaded.
    await s.page.getByTestId('invitation').filter({ hasText: 'Tide gauge' }).waitFor({
      timeout: 5_000,
    });
    expect(await s.page.evaluate(() => 'notReloaded' in window)).toBe(true);
    expect(streams).toHaveLength(1);

    // Moving between screens keeps the tab's one stream.
    await s.page.getByRole('link', { name: en['nav.myTeam'] }).first().click();
    await s.page.getByRole('link', { name: en['nav.dashboard'] }).first().click();
    await s.page.getByTestId('invitation').first().waitFor();
    expect(streams).toHaveLength(1);

    // Signing out ends the tab's stream; the owner's stays open.
    await expect.poll(() => t.ctx.liveStreams.size).toBe(2);
    await s.page.getByRole('button', { name: en['nav.logout'] }).first().click();
    await s.page.waitForURL('**/auth');
    await expect.poll(() => t.ctx.liveStreams.size).toBe(1);
    await Promise.all([s.context.close(), o.context.close()]);
  });
});
