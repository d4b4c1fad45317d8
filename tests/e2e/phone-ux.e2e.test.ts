import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  apply,
  createLeader,
  createSignedInUser,
  createUser,
  decide,
  invite,
} from '../support/factories.ts';
import { useE2eApp } from '../support/e2e.ts';
import { closeFilters, dialog, openFilters, signedInPage } from './journey-support.ts';
import { expectTargets } from './tap-targets.ts';

// A student's phone: what they tap is big enough to hit (44 px tall on a phone, nothing
// interactive under 24 × 24 px anywhere: WCAG 2.2 AA target size), every tab is on screen in a
// bottom bar, and states shown where an action would be ('Your Idea', 'Applied - Pending') are
// readable pills, with the reason a button is disabled written out.

const { t, browser } = useE2eApp();

/**
 * The contrast of an element's text against its own background (WCAG's formula), with its
 * opacity: axe skips disabled controls, so a faded state would pass it unseen.
 */
const ideaCard = (page: Page, title: string) =>
  page.getByTestId('idea-card').filter({ hasText: title });

async function readability(locator: Locator) {
  // A pill that replaces the disabled Apply button keeps its DOM node, so its colours ease in
  // (transition-colors): read them once they have settled, as the student sees them.
  await locator.evaluate((el) =>
    Promise.all(el.getAnimations().map((a) => a.finished.catch(() => undefined))),
  );
  return locator.evaluate((el) => {
    // Colours come as oklch(); a canvas turns any CSS colour into sRGB bytes.
    const ctx = document.createElement('canvas').getContext('2d')!;
    const rgb = (color: string) => {
      ctx.clearRect(0, 0, 1, 1);
      ctx.fillStyle = color;
      ctx.fillRect(0, 0, 1, 1);
      return [...ctx.getImageData(0, 0, 1, 1).data.slice(0, 3)];
    };
    const lum = ([r = 0, g = 0, b = 0]: number[]) => {
      const f = (v: number) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
    };
    const style = getComputedStyle(el);
    const [a, b] = [lum(rgb(style.color)), lum(rgb(style.backgroundColor))];
    return {
      opacity: Number(style.opacity),
      contrast: (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05),
    };
  });
}

/** The state shown on the card of `ideaTitle` (other tests' ideas may be listed as well). */
async function expectReadableState(page: Page, ideaTitle: string, name: string) {
  const state = ideaCard(page, ideaTitle).getByRole('button', { name });
  await state.waitFor();
  const { opacity, contrast } = await readability(state);
  expect(opacity).toBe(1);
  expect(contrast).toBeGreaterThanOrEqual(4.5);
}

describe('states shown where an action would be', () => {
  it('are readable pills, and why Publish is disabled is written out', async () => {
    const leader = await createLeader(t, { gender: 'male' }, { allowCrossMajor: true });
    const applicant = await createSignedInUser(t, { gender: 'male' });
    await apply(applicant.client, leader.idea.id);
    const title = leader.idea.title as string;

    const l = await signedInPage(t, browser, 'phone', leader.user);
    await l.page.goto('/dashboard');
    // Visible on the page itself, not only in a hover tooltip.
    const reason = l.page.locator('#publish-reason');
    await reason.waitFor();
    expect(await reason.innerText()).toBe('You can only create one idea');
    expect(await reason.isVisible()).toBe(true);
    await l.page.goto('/browse-ideas');
    await expectReadableState(l.page, title, 'Your Idea');
    await l.context.close();

    const a = await signedInPage(t, browser, 'phone', applicant.user);
    // The student's applications arrive after the list (a slow phone network): the disabled
    // Apply button turns into the pill in place, and the pill must still end up readable.
    await a.page.route('**/api/applications/my*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await a.page.goto('/browse-ideas');
    await ideaCard(a.page, title).getByRole('button', { name: 'Apply to Join' }).waitFor();
    await expectReadableState(a.page, title, 'Applied - Pending');
    const pill = ideaCard(a.page, title).getByRole('button', { name: 'Applied - Pending' });
    const box = (await pill.boundingBox())!;
    expect(box.height).toBeLessThan(48); // one line, not wrapped to two
    await a.context.close();
  });
});

describe.each([
  ['small', 'en'],
  ['phone', 'en'],
  ['small', 'ar'],
] as const)('navigation at %s size in %s', (viewport, lang) => {
  it('keeps every tab on screen in a bottom bar under a compact top bar', async () => {
    const admin = await createUser(t, { gender: 'male', isAdmin: true });
    const { context, page } = await signedInPage(t, browser, viewport, admin, lang);
    const arabic = lang === 'ar';
    const main = arabic ? 'الرئيسية' : 'Main';
    for (const path of ['/my-team', '/profile', '/admin']) {
      await page.goto(path);
      const nav = page.getByRole('navigation', { name: main });
      const links = nav.getByRole('link');
      await links.first().waitFor();
      expect(await links.count()).toBe(6);
      const { width, height } = page.viewportSize()!;
      for (const link of await links.all()) {
        const box = (await link.boundingBox())!;
        // Wholly on screen, in the bottom bar, tall enough to tap.
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width + 0.5);
        expect(box.y + box.height).toBeLessThanOrEqual(height + 0.5);
        expect(box.y).toBeGreaterThan(height - 80);
        expect(box.height).toBeGreaterThanOrEqual(44);
      }
      const active = nav.locator('[aria-current=page]');
      expect(await active.count()).toBe(1);
      expect(await active.isVisible()).toBe(true);
      // The top bar is compact: title, buttons and a one-line welcome.
      const header = (await page.locator('header').boundingBox())!;
      expect(header.height).toBeLessThanOrEqual(100);
      await expectTargets(page, viewport, 'header');
    }
    // The bottom bar never hides the end of a page: the last element clears it.
    await page.goto('/profile');
    await page.getByRole('button', { name: arabic ? 'حفظ التغييرات' : 'Save Changes' }).waitFor();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const bar = (await page.getByRole('navigation', { name: main }).boundingBox())!;
    const last = (await page.locator('main > *').last().boundingBox())!;
    expect(last.y + last.height).toBeLessThanOrEqual(bar.y);
    await context.close();
  });
});

describe.each(['phone', 'desktop'] as const)('tap targets at %s size', (viewport) => {
  it(
    'are big enough on the dashboard, the directory, Browse Ideas and the idea sheet',
    { timeout: 120_000 },
    async () => {
      const leader = await createLeader(
        t,
        { gender: 'female', name: `Leader ${viewport}` },
        { allowCrossMajor: true, title: `Tap targets ${viewport}` },
      );
      const applicant = await createSignedInUser(t, { gender: 'female' });
      await apply(applicant.client, leader.idea.id);
      // The invited student also has an update (a declined application) to mark as read.
      const invited = await createSignedInUser(t, { gender: 'female' });
      const other = await createLeader(t, { gender: 'female' }, { allowCrossMajor: true });
      const declined = await apply(invited.client, other.idea.id);
      await decide(other.client, declined.id, 'rejected');
      await invite(invited.client, leader.client, leader.idea.id);
      await createUser(t, {
        gender: 'female',
        name: `Listed ${viewport}`,
        appearInList: true,
        showPhone: true,
        phone: '0551234567',
      });

      // The owner's dashboard: applicants with Accept, Decline and Details.
      const l = await signedInPage(t, browser, viewport, leader.user);
      await l.page.goto('/dashboard');
      await l.page
        .getByRole('button', { name: /Accept/ })
        .first()
        .waitFor();
      await expectTargets(l.page, viewport);
      await expectTargets(l.page, viewport, 'header');
      await l.context.close();

      // The invited student: Join and Decline, Mark as Read.
      const i = await signedInPage(t, browser, viewport, invited.user);
      await i.page.goto('/dashboard');
      await i.page.getByRole('button', { name: /Join/ }).first().waitFor();
      await i.page
        .getByRole('button', { name: /Mark as Read/ })
        .first()
        .waitFor();
      await expectTargets(i.page, viewport);

      // The directory's cards: Email, Phone and View Details.
      await i.page.goto('/browse-students');
      await i.page
        .getByRole('link', { name: /^Phone:/ })
        .first()
        .waitFor();
      await expectTargets(i.page, viewport);

      // Browse Ideas: filters and Apply.
      await i.page.goto('/browse-ideas');
      await i.page.getByTestId('idea-card').first().waitFor();
      await expectTargets(i.page, viewport);
      await i.context.close();

      // The create-idea sheet: every majors row is a full-height target.
      const s = await signedInPage(
        t,
        browser,
        viewport,
        (await createSignedInUser(t, { gender: 'female' })).user,
      );
      await s.page.goto('/dashboard');
      await s.page.getByRole('button', { name: 'Publish Your Idea' }).click();
      await dialog(s.page).getByRole('checkbox', { name: 'Computer Science' }).waitFor();
      await expectTargets(s.page, viewport, '[role=dialog]');
      await s.context.close();
    },
  );
});

describe('first steps on a phone', () => {
  it('puts what needs action first and points the way on', { timeout: 90_000 }, async () => {
    const leader = await createLeader(t, { gender: 'female' }, { allowCrossMajor: true });
    const invited = await createSignedInUser(t, { gender: 'female' });
    await invite(invited.client, leader.client, leader.idea.id);

    // The invitation is above Team Status and My Idea.
    const i = await signedInPage(t, browser, 'phone', invited.user);
    await i.page.goto('/dashboard');
    await i.page.getByRole('button', { name: /Join/ }).first().waitFor();
    const panel = (await i.page.getByTestId('notifications-panel').boundingBox())!;
    const status = (await i.page.getByTestId('team-status').boundingBox())!;
    expect(panel.y).toBeLessThan(status.y);
    // Not in a team: the way to browse is offered beside Publish.
    await i.page.getByRole('link', { name: 'Browse ideas to join a team' }).click();
    await i.page.waitForURL('**/browse-ideas');
    await i.context.close();

    // In a team: the way on to it.
    const l = await signedInPage(t, browser, 'phone', leader.user);
    await l.page.goto('/dashboard');
    await l.page.getByRole('link', { name: 'Go to My Team' }).click();
    await l.page.waitForURL('**/my-team');
    await l.context.close();

    // The Team ID explains itself and takes a lower-case m as it is saved.
    const s = await signedInPage(
      t,
      browser,
      'phone',
      (await createSignedInUser(t, { gender: 'female' })).user,
    );
    await s.page.goto('/dashboard');
    await s.page.getByRole('button', { name: 'Publish Your Idea' }).click();
    const form = dialog(s.page);
    const teamIdHint = form.getByText(
      'Your team’s code: M and three digits, not used by another team.',
    );
    await teamIdHint.waitFor();
    // Fields stand apart: the next label is 16 px below the Team ID's hint, not 11.
    const hintBox = (await teamIdHint.boundingBox())!;
    const tagsLabel = (await form.getByText('Tags', { exact: true }).boundingBox())!;
    expect(tagsLabel.y - (hintBox.y + hintBox.height)).toBeGreaterThanOrEqual(16);
    // The sheet scrolls no further than its form: no empty space under the buttons (Radix's
    // hidden checkbox inputs once stretched it by hundreds of pixels).
    const below = await form.evaluate((sheet) => {
      const f = sheet.querySelector('form')!;
      return sheet.scrollHeight - (f.offsetTop + f.offsetHeight);
    });
    expect(below).toBeLessThanOrEqual(24);
    await form.getByLabel('Title').fill('Lower-case team ID');
    await form.getByLabel('Description').fill('An idea whose team ID was typed in lower case.');
    await form.getByLabel('Team ID').fill('m321');
    await form.getByRole('checkbox', { name: 'Computer Science' }).click();
    await form.getByRole('button', { name: 'Create New Idea' }).click();
    await s.page.getByTestId('my-idea').getByText('M321').waitFor();
    await s.context.close();
  });
});

describe('a 320 px phone', () => {
  it('shows an idea card with 3 majors and 3 skills, then +N more, as for tags', async () => {
    await createLeader(
      t,
      { gender: 'male' },
      {
        title: 'Many requirements',
        allowCrossMajor: true,
        requiredMajors: 'CS,SWE,EE,ME,CHE',
        requiredSkills: 'Python,React,Go,Rust,SQL,Figma',
      },
    );
    const { context, page } = await signedInPage(
      t,
      browser,
      'small',
      await createUser(t, { gender: 'male' }),
    );
    await page.goto('/browse-ideas');
    const card = page.getByTestId('idea-card').filter({ hasText: 'Many requirements' });
    await card.waitFor();
    await card.getByText('+2 more', { exact: true }).waitFor();
    await card.getByText('+3 more', { exact: true }).waitFor();
    expect(await card.getByText('Rust', { exact: true }).count()).toBe(0);
    // The details dialog shows them all.
    await card.getByRole('button', { name: /View Details/ }).click();
    await dialog(page).getByText('Rust', { exact: true }).waitFor();
    await page.keyboard.press('Escape');

    // Nothing found: the empty state offers to clear the filters.
    const filters = await openFilters(page);
    const skills = filters.getByRole('textbox', { name: 'Skills', exact: true });
    await skills.fill('cobol');
    await closeFilters(page);
    const empty = page.getByText('No ideas found. Try adjusting your filters.');
    await empty.waitFor();
    await empty.locator('..').getByRole('button', { name: 'Clear filters' }).click();
    await card.waitFor();
    expect(await page.getByRole('button', { name: /^Remove filter/ }).count()).toBe(0);
    await context.close();
  });

  it(
    'browses by one search field, a Filters sheet, removable chips and a result count',
    { timeout: 90_000 },
    async () => {
      for (const i of [1, 2, 3]) {
        await createLeader(
          t,
          { gender: 'female' },
          {
            title: `Chipzz idea ${i}`,
            requiredMajors: i === 1 ? 'SWE' : 'CS',
            requiredSkills: i === 1 ? 'Kotlin,SQL' : 'Go',
          },
        );
      }
      const student = await createUser(t, { gender: 'female' });
      const { context, page } = await signedInPage(t, browser, 'small', student);
      await page.goto('/browse-ideas');
      const cards = page.getByTestId('idea-card');
      await cards.first().waitFor();
      // The first idea is above the fold: one search field and a Filters button, not four fields.
      expect((await cards.first().boundingBox())!.y).toBeLessThan(640 - 100);
      const bar = page.getByRole('search', { name: 'Filters' });
      expect(await bar.getByRole('searchbox', { name: 'Search' }).isVisible()).toBe(true);
      expect(await bar.getByRole('textbox').count()).toBe(0);
      expect(await bar.getByRole('combobox').count()).toBe(0);
      const count = bar.getByRole('status');
      const search = bar.getByRole('searchbox', { name: 'Search' });
      await search.fill('chipzz');
      await expect.poll(() => count.textContent()).toBe('Ideas found: 3');

      // The sheet holds the other filters; what is set shows as chips with the count.
      const sheet = await openFilters(page);
      await sheet.getByRole('combobox', { name: 'Major' }).click();
      await page.getByRole('option', { name: 'Software Engineering', exact: true }).click();
      await sheet.getByRole('textbox', { name: 'Skills', exact: true }).fill('kotlin');
      await expectTargets(page, 'small', '[role=dialog]');
      await closeFilters(page);
      await expect.poll(() => count.textContent()).toBe('Ideas found: 1');
      await bar.getByRole('button', { name: /^Filters\W*2\W*$/ }).waitFor();
      const majorChip = bar.getByRole('button', {
        name: 'Remove filter Major: Software Engineering',
      });
      const skillsChip = bar.getByRole('button', { name: 'Remove filter Skills: kotlin' });
      await majorChip.waitFor();
      await skillsChip.waitFor();
      await expectTargets(page, 'small', '[role=search]');
      await skillsChip.click();
      await bar.getByRole('button', { name: /^Filters\W*1\W*$/ }).waitFor();
      expect(await skillsChip.count()).toBe(0);
      await bar.getByRole('button', { name: 'Clear filters' }).click();
      await expect.poll(() => bar.getByRole('button', { name: /^Remove filter/ }).count()).toBe(0);
      expect(await search.inputValue()).toBe('');
      await context.close();

      // Arabic: the same, with the count and chips in Arabic, and the sheet fits 320 px.
      const ar = await signedInPage(t, browser, 'small', student, 'ar');
      await ar.page.goto('/browse-ideas');
      await ar.page.getByTestId('idea-card').first().waitFor();
      await ar.page.getByRole('searchbox').fill('chipzz');
      const arSheet = await openFilters(ar.page);
      await arSheet.getByRole('textbox', { name: 'المهارات', exact: true }).fill('Go');
      const box = (await arSheet.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(320);
      await closeFilters(ar.page);
      const arBar = ar.page.getByRole('search');
      await expect.poll(() => arBar.getByRole('status').textContent()).toBe('الأفكار المطابقة: 2');
      await arBar.getByRole('button', { name: 'إزالة عامل التصفية المهارات: Go' }).waitFor();
      await ar.context.close();

      // A desktop shows every field in one row, and the count.
      const d = await signedInPage(t, browser, 'desktop', student);
      await d.page.goto('/browse-ideas');
      const dBar = d.page.getByRole('search', { name: 'Filters' });
      await dBar.getByRole('searchbox', { name: 'Search' }).fill('chipzz');
      await dBar.getByRole('textbox', { name: 'Tags', exact: true }).waitFor();
      await dBar.getByRole('combobox', { name: 'Major' }).waitFor();
      expect(await dBar.getByRole('button', { name: /^Filters/ }).count()).toBe(0);
      await expect.poll(() => dBar.getByRole('status').textContent()).toBe('Ideas found: 3');
      await d.context.close();
    },
  );

  it("keeps Browse Ideas' majors list on screen, every row a 44 px target", async () => {
    const student = await createUser(t, { gender: 'male' });
    const { context, page } = await signedInPage(t, browser, 'small', student);
    await page.goto('/browse-ideas');
    const filters = await openFilters(page);
    await filters.getByRole('combobox', { name: 'Major' }).click();
    const list = page.getByRole('listbox');
    await list.waitFor();
    const box = (await list.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(320);
    for (const option of await list.getByRole('option').all()) {
      if (!(await option.isVisible())) continue;
      expect((await option.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }
    await context.close();
  });
});
