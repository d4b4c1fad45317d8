import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createUser, insertTeam } from '../support/factories.ts';
import { screenshot, useE2eApp, type ViewportName } from '../support/e2e.ts';
import { freshUniversity, teamsOf } from '../support/placement.ts';
import { expectAccessible } from './axe.ts';
import { signedInPage } from './journey-support.ts';

// The coordinator's Place students section (docs/rules/placement.md): make a proposal, read it,
// leave one student out, move another into the place that freed, apply after a confirmation,
// read the result, undo it; on a laptop and a phone, in English and Arabic.

const { t, browser } = useE2eApp();

const WORDS = {
  en: {
    propose: 'Make a proposal',
    apply: 'Apply',
    confirm: 'Place them',
    placesOne: '1 student will be placed',
    undo: 'Undo',
    undone: 'Placement undone: 1 student, 0 new teams',
    place: (name: string) => `Place ${name}`,
    team: (name: string) => `Team for ${name}`,
    noGenderTeam: 'No team of their gender has room',
    placed: 'Placed (1)',
    skipped: 'Skipped (1)',
    leftOut: 'Left out',
    applied: 'Proposal applied',
  },
  ar: {
    propose: 'إعداد اقتراح',
    apply: 'تطبيق',
    confirm: 'وزّعهم',
    placesOne: 'سيُوزَّع طالب واحد',
    undo: 'تراجع',
    undone: 'تم التراجع عن التوزيع: طالب واحد، 0 فرق جديدة',
    place: (name: string) => `توزيع ${name}`,
    team: (name: string) => `فريق ${name}`,
    noGenderTeam: 'لا يوجد فريق من جنسه فيه مكان',
    placed: 'تم توزيعهم (1)',
    skipped: 'تم تخطيهم (1)',
    leftOut: 'مستبعَد',
    applied: 'تم تطبيق الاقتراح',
  },
};

/** The page never scrolls sideways: wide tables scroll inside their own region. */
const expectNoSidewaysScroll = async (page: Page) =>
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
    ),
  ).toBe(true);

const CASES: Array<['en' | 'ar', ViewportName]> = [
  ['en', 'desktop'],
  ['en', 'phone'],
  ['ar', 'desktop'],
  ['ar', 'phone'],
];

describe.each(CASES)('Place students (%s, %s)', (lang, viewport) => {
  it('makes a proposal, adjusts it, applies it', { timeout: 120_000 }, async () => {
    await freshUniversity(t);
    const w = WORDS[lang];
    const admin = await createUser(t, { isAdmin: true, gender: 'female' });
    const csOnly = await insertTeam(t, await createUser(t), [], {
      requiredMajors: 'CS',
      maxMembers: 3,
    });
    const open = await insertTeam(t, await createUser(t), [], {
      requiredMajors: 'ME',
      allowCrossMajor: true,
      maxMembers: 2,
    });
    const cs = await createUser(t, { major: 'CS', name: `Cs Student ${lang} ${viewport}` });
    const ee = await createUser(t, { major: 'EE', name: `Ee Student ${lang} ${viewport}` });
    const female = await createUser(t, { gender: 'female', name: `Fe Student ${lang}` });

    const { context, page } = await signedInPage(t, browser, viewport, admin, lang);
    await page.goto('/admin');
    await page.getByRole('button', { name: w.propose, exact: true }).click();

    // The proposal: the EE student in the only open team, the CS student in the CS-only one.
    const csTeam = page.getByRole('combobox', { name: w.team(cs.name) });
    const eeTeam = page.getByRole('combobox', { name: w.team(ee.name) });
    expect(await csTeam.inputValue()).toBe(csOnly.idea.id);
    expect(await eeTeam.inputValue()).toBe(open.idea.id);
    const femaleRow = page.locator(`[data-testid=placement-row][data-student="${female.id}"]`);
    await femaleRow.getByText(w.noGenderTeam).waitFor();
    await expectNoSidewaysScroll(page);
    await screenshot(page, `placement-proposal-${lang}`);
    await expectAccessible(page, `placement proposal (${lang}, ${viewport})`);

    // The open team's place frees when the EE student is left out; the CS student takes it.
    await page.getByRole('checkbox', { name: w.place(ee.name) }).click();
    await csTeam.selectOption(open.idea.id);
    await page.getByRole('button', { name: w.apply, exact: true }).click();
    // The apply asks first, with how many students it places.
    await page.getByRole('alertdialog').getByText(w.placesOne).waitFor();
    await page.getByRole('button', { name: w.confirm, exact: true }).click();

    const result = page.getByTestId('placement-result');
    await result.getByText(w.placed).waitFor();
    await result.getByText(w.skipped).waitFor();
    const placedRow = result.getByTestId('placement-applied');
    expect(await placedRow.innerText()).toContain(cs.name);
    expect(await placedRow.innerText()).toContain(open.idea.teamId);
    const skippedRow = result.getByTestId('placement-skipped');
    expect(await skippedRow.innerText()).toContain(ee.name);
    expect(await skippedRow.innerText()).toContain(w.leftOut);
    await page.getByText(w.applied).first().waitFor();
    await expectNoSidewaysScroll(page);
    await screenshot(page, `placement-result-${lang}`);

    expect(await teamsOf(t, cs.id)).toEqual([open.idea.id]);
    expect(await teamsOf(t, ee.id)).toEqual([]);

    // Undone, after its own confirmation: the student is back without a team.
    await page.getByRole('button', { name: w.undo, exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: w.undo, exact: true }).click();
    await page.getByText(w.undone).first().waitFor();
    expect(await teamsOf(t, cs.id)).toEqual([]);
    await context.close();
  });
});
