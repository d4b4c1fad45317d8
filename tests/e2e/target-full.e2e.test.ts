import { describe, expect, it } from 'vitest';
import { fillMessage } from '@contract/messages.ts';
import { ar } from '../../src/web/lib/i18n/ar.ts';
import { arFemale } from '../../src/web/lib/i18n/ar-female.ts';
import { en } from '../../src/web/lib/i18n/en.ts';
import { apply, createUser, insertTeam, signIn } from '../support/factories.ts';
import { screenshot, useE2eApp } from '../support/e2e.ts';
import { signedInPage } from './journey-support.ts';

// A team at the coordinator's target maximum is full on the web as on the server, though its
// leader's own limit is higher (docs/rules/formation.md), at 375 px in English and Arabic.

const { t, browser } = useE2eApp();

type Lang = 'en' | 'ar';
// The Arabic run is a women's team: the app speaks to them in the feminine.
const text = (lang: Lang, key: keyof typeof en, vars: Record<string, string | number> = {}) =>
  fillMessage(lang === 'ar' ? (arFemale[key] ?? ar[key]) : en[key], vars);

describe.each(['en', 'ar'] as const)('a team at the target maximum (%s, phone)', (lang) => {
  const gender = lang === 'ar' ? 'female' : 'male';

  it(
    'shows as full: no Apply for a student, no Accept or Invite for its leader',
    { timeout: 120_000 },
    async () => {
      const admin = await signIn(t, await createUser(t, { isAdmin: true }));
      const targetMax = async (max: number) => {
        const saved = await admin.put('/api/admin/formation', {
          deadline: null,
          target: { min: 2, max },
        });
        expect(saved.status).toBe(200);
      };
      // The app is shared by both runs: the target the other saved must not stop the applicant.
      await targetMax(20);
      const leader = await createUser(t, { gender });
      const members = [await createUser(t, { gender }), await createUser(t, { gender })];
      const { idea } = await insertTeam(t, leader, members, {
        title: `Capped ${lang}`,
        maxMembers: 5,
      });
      const applicant = await createUser(t, {
        gender,
        name: `Looking ${lang}`,
        appearInList: true,
      });
      await apply(await signIn(t, applicant), idea.id);
      await targetMax(3);

      const student = await createUser(t, { gender });
      const s = await signedInPage(t, browser, 'phone', student, lang);
      await s.page.goto('/browse-ideas');
      const card = s.page.getByTestId('idea-card').filter({ hasText: `Capped ${lang}` });
      await card.getByRole('button', { name: text(lang, 'browse.teamFull') }).waitFor();
      await card.getByText(text(lang, 'browse.teamSize', { count: 3, max: 3 })).waitFor();
      expect(await card.getByRole('button', { name: text(lang, 'browse.apply') }).count()).toBe(0);
      await screenshot(s.page, `target-full-${lang}`);
      await s.context.close();

      const l = await signedInPage(t, browser, 'phone', leader, lang);
      await l.page.goto('/dashboard');
      const waiting = l.page.getByTestId('applicant');
      await waiting.getByTestId('team-full').waitFor();
      expect(await waiting.getByText(text(lang, 'applicants.teamFull')).count()).toBe(1);
      expect(
        await waiting.getByRole('button', { name: text(lang, 'applicants.accept') }).count(),
      ).toBe(0);

      // Nor an Invite in the directory, to a student looking for a team.
      await l.page.goto('/browse-students');
      const looking = l.page.getByTestId('student-card').filter({ hasText: applicant.name });
      await looking.getByTestId('looking-for-team').waitFor();
      await l.page.waitForLoadState('networkidle');
      expect(
        await looking
          .getByRole('button', {
            name: text(lang, 'students.inviteLabel', { name: applicant.name }),
          })
          .count(),
      ).toBe(0);
      await l.context.close();
    },
  );
});
