import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { ar } from '../../src/web/lib/i18n/ar.ts';
import { en } from '../../src/web/lib/i18n/en.ts';
import { createLeader, createUser, nextTeamId } from '../support/factories.ts';
import { useE2eApp, type ViewportName } from '../support/e2e.ts';
import { dialog, signedInPage } from './journey-support.ts';

// Text students type and codes inside translated text keep their own order in Arabic: a skill
// 'C++' never reads '++C', and the Team ID pill reads label, colon, code from the reading side
// (docs/ui.md, "Text that students type"). Checked on the rendered boxes of the characters.

const { t, browser } = useE2eApp();
const TABLES = { en, ar };

/** The on-screen box of the first occurrence of `part` in the element's text. */
function boxOf(element: Locator, part: string) {
  return element.evaluate((el, wanted) => {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent?.indexOf(wanted) ?? -1;
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + wanted.length);
      const { left, right } = range.getBoundingClientRect();
      return { left, right };
    }
    throw new Error(`"${wanted}" not in ${el.textContent}`);
  }, part);
}

describe.each<['en' | 'ar', ViewportName]>([
  ['en', 'phone'],
  ['en', 'desktop'],
  ['ar', 'phone'],
  ['ar', 'desktop'],
])('isolated text in %s at %s size', (lang, viewport) => {
  it('shows C++ and the Team ID in their own order', { timeout: 60_000 }, async () => {
    const L = TABLES[lang];
    const tag = `${lang}${viewport}${Date.now().toString(36)}`;
    const viewer = await createUser(t, { gender: 'male' });
    const student = await createUser(t, {
      gender: 'male',
      name: `Coder ${tag}`,
      appearInList: true,
      skills: 'C++',
    });
    const teamId = nextTeamId();
    await createLeader(
      t,
      { gender: 'male' },
      { title: `Engine ${tag}`, teamId, requiredSkills: 'C++', allowCrossMajor: true },
    );
    const { context, page } = await signedInPage(t, browser, viewport, viewer, lang);

    // The skill badge on a directory card: 'C' stands left of '++' in both languages.
    await page.goto('/browse-students');
    const card = page.getByTestId('student-card').filter({ hasText: student.name });
    const badge = card.getByRole('list', { name: L['common.skills'] }).getByText('C++');
    const c = await boxOf(badge, 'C');
    const plus = await boxOf(badge, '++');
    expect(c.right).toBeLessThanOrEqual(plus.left + 0.5);

    // The Team ID pill of an idea's details: the label on the reading side, the code after it.
    await page.goto('/browse-ideas');
    const ideaCard = page.getByTestId('idea-card').filter({ hasText: `Engine ${tag}` });
    await ideaCard.getByRole('button', { name: new RegExp(L['common.viewDetails']) }).click();
    const pill = dialog(page).getByTestId('team-id-pill');
    const label = await boxOf(pill, L['ideaForm.teamId']);
    const code = await boxOf(pill, teamId);
    if (lang === 'ar') expect(code.right).toBeLessThanOrEqual(label.left);
    else expect(label.right).toBeLessThanOrEqual(code.left);
    // The code itself reads left to right.
    expect(await boxOf(pill, teamId.slice(0, 1))).toMatchObject({
      left: code.left,
    });
    expect(await pill.evaluate((el) => getComputedStyle(el).direction)).toBe(
      lang === 'ar' ? 'rtl' : 'ltr',
    );
    await context.close();
  });
});
