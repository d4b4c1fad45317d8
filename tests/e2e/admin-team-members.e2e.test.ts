import { describe, expect, it } from 'vitest';
import { createUser, insertTeam } from '../support/factories.ts';
import { screenshot, useE2eApp, type ViewportName } from '../support/e2e.ts';
import { dialog, signedInPage } from './journey-support.ts';
import { expectNoSidewaysScroll, expectTargets } from './tap-targets.ts';

// A coordinator changes a team by hand on the Teams tab (Add a student; Remove, confirmed) and
// reads it back on the Audit log tab, in words, at 1280 px and on a 375 px phone, in both
// languages (docs/rules/placement.md).

const { t, browser } = useE2eApp();

const TEXT = {
  en: {
    teams: 'Teams',
    audit: 'Audit log',
    addStudent: 'Add a student',
    student: 'Student without a team',
    add: 'Add',
    remove: 'Remove',
    removeLabel: (name: string) => `Remove ${name} from the team`,
    added: 'added',
    removed: 'removed',
  },
  ar: {
    teams: 'الفرق',
    audit: 'سجل التدقيق',
    addStudent: 'إضافة طالب',
    student: 'طالب بلا فريق',
    add: 'إضافة',
    remove: 'إزالة',
    removeLabel: (name: string) => `إزالة ${name} من الفريق`,
    added: 'إضافة',
    removed: 'إزالة',
  },
};

const CASES: Array<['en' | 'ar', ViewportName]> = [
  ['en', 'desktop'],
  ['en', 'phone'],
  ['ar', 'desktop'],
  ['ar', 'phone'],
];

describe.each(CASES)('a coordinator changes a team (%s, %s)', (lang, viewport) => {
  it('adds a student, removes a member, and reads both in the audit log', async () => {
    const say = TEXT[lang];
    const word = `Tm${Date.now().toString(36)}${lang}${viewport[0]}`;
    const admin = await createUser(t, { isAdmin: true, gender: 'female', name: `Huda ${word}` });
    const [leader, member, free] = await Promise.all([
      createUser(t, { name: `Leader ${word}` }),
      createUser(t, { name: `Member ${word}` }),
      createUser(t, { name: `Free ${word}`, major: 'Math' }),
    ]);
    const title = `Kiln ${word}`;
    await insertTeam(t, leader, [member], { title });

    const { context, page } = await signedInPage(t, browser, viewport, admin, lang);
    await page.goto('/admin');
    await page.getByRole('tab', { name: say.teams, exact: true }).click();
    const card = page.getByTestId('admin-team-card').filter({ hasText: title });
    await card.waitFor();

    await card.getByRole('button', { name: say.addStudent }).click();
    const picker = card.getByLabel(say.student);
    await expect
      .poll(() => picker.locator('option').allTextContents())
      .toContain(`${free.name} (Math)`);
    await picker.selectOption({ label: `${free.name} (Math)` });
    await screenshot(page, `admin-add-student-${lang}`);
    await expectTargets(page, viewport);
    await card.getByRole('button', { name: say.add, exact: true }).click();
    await expect.poll(() => card.textContent()).toContain(free.name);

    await card.getByRole('button', { name: say.removeLabel(member.name) }).click();
    await dialog(page).getByRole('button', { name: say.remove, exact: true }).click();
    await expect.poll(() => card.textContent()).not.toContain(member.name);
    expect(await card.textContent()).toContain(leader.name);
    // The leader has no Remove button.
    expect(await card.getByRole('button', { name: say.removeLabel(leader.name) }).count()).toBe(0);
    await expectNoSidewaysScroll(page);

    await page.getByRole('tab', { name: say.audit, exact: true }).click();
    const rows = page.getByTestId('audit-row');
    const addedRow = rows.filter({ hasText: free.name });
    await addedRow.first().waitFor();
    const addedText = await addedRow.first().textContent();
    for (const part of [admin.name, say.added, title]) expect(addedText).toContain(part);
    const removedText = await rows.filter({ hasText: member.name }).first().textContent();
    for (const part of [admin.name, say.removed, title]) expect(removedText).toContain(part);
    // Newest first: the removal above the addition.
    const texts = await rows.allTextContents();
    expect(texts.findIndex((x) => x.includes(member.name))).toBeLessThan(
      texts.findIndex((x) => x.includes(free.name)),
    );
    await screenshot(page, `admin-audit-${lang}`);
    await expectTargets(page, viewport);
    await expectNoSidewaysScroll(page);
    await context.close();
  }, 120_000);
});
