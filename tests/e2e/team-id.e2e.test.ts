import { describe, expect, it } from 'vitest';
import { createSignedInUser, createUser, insertTeam } from '../support/factories.ts';
import { screenshot, useE2eApp, type ViewportName } from '../support/e2e.ts';
import { alertText, dialog, signedInPage } from './journey-support.ts';

// The create-idea form proposes the next free Team ID of the student's gender (still editable)
// and says a typed one is taken while the student types, before any save.

const { t, browser } = useE2eApp();

const WORDS = {
  en: { publish: 'Publish Your Idea', teamId: 'Team ID', taken: 'Team ID is already taken' },
  ar: { publish: 'انشر فكرتك', teamId: 'رقم الفريق', taken: 'رقم الفريق مستخدم بالفعل' },
} as const;

describe.each<ViewportName>(['phone', 'desktop'])('at %s size', (viewport) => {
  it.each(['en', 'ar'] as const)(
    'in %s, proposes a free Team ID and flags a taken one',
    async (lang) => {
      const W = WORDS[lang];
      const { idea: other } = await insertTeam(t, await createUser(t));
      const student = await createSignedInUser(t);
      const { context, page } = await signedInPage(t, browser, viewport, student.user, lang);
      await page.goto('/dashboard');
      await page.getByRole('button', { name: W.publish }).click();
      const teamId = dialog(page).getByLabel(W.teamId);

      const next = (await student.client.get('/api/ideas/team-id')).body.next as string;
      await expect.poll(() => teamId.inputValue()).toBe(next);
      await screenshot(page, `team-id-proposed-${lang}`);

      await teamId.fill(other.teamId);
      await alertText(page, W.taken).waitFor();
      await screenshot(page, `team-id-taken-${lang}`);
      await teamId.fill(next);
      await alertText(page, W.taken).waitFor({ state: 'detached' });
      await context.close();
    },
  );
});
