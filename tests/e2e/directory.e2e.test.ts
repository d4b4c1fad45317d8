import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client.ts';
import { createUser } from '../support/factories.ts';
import { expectToast, screenshot, useE2eApp, type ViewportName } from '../support/e2e.ts';
import { expectAccessible } from './axe.ts';
import { closeFilters, dialog, openFilters, signedInPage } from './journey-support.ts';

// Browse Students: the visibility banner (Make Me Visible / Hide Me and the effect on
// another student's list), the cards with their previews and contact links, the details dialog
// with WhatsApp, the filters, the empty text, loading more on scroll, keyboard use.

const { t, browser } = useE2eApp();

describe.each<ViewportName>(['phone', 'desktop'])('directory at %s size', (viewport) => {
  it(
    'hides and shows a student, with previews, contact links, details and filters',
    { timeout: 120_000 },
    async () => {
      const viewer = await createUser(t, {
        gender: 'female',
        name: `Noura ${viewport}`,
        major: 'CS',
      });
      const listed = await createUser(t, {
        gender: 'female',
        name: `Sara ${viewport}`,
        major: 'SWE',
        appearInList: true,
        phone: '0551112233',
        bio: 'Full-stack developer who loves building accessible web apps',
        skills: 'JavaScript,MachineLearningEngineering,Docker,Kubernetes,Go',
      });
      const otherGender = await createUser(t, {
        gender: 'male',
        name: `Omar ${viewport}`,
        appearInList: true,
      });

      const v = await signedInPage(t, browser, viewport, viewer);
      await v.page.goto('/browse-students');
      const banner = v.page.getByTestId('visibility-banner');
      await banner.getByText('You are currently hidden from the student directory').waitFor();
      const card = v.page.getByTestId('student-card').filter({ hasText: listed.name });
      await card.waitFor();
      expect(await v.page.getByText(otherGender.name).count()).toBe(0);
      // Bio cut at 30 characters; skills: three, each cut at 15, then '+2 more'.
      await card.getByText('Full-stack developer who loves...', { exact: true }).waitFor();
      await card.getByText('MachineLearning...', { exact: true }).waitFor();
      await card.getByText('+2 more').waitFor();
      expect(await card.getByText('Kubernetes').count()).toBe(0);
      await card.getByText('Software Engineering').waitFor();
      await card.getByText('Contact:').waitFor();
      expect(await card.getByRole('link', { name: /^Email/ }).getAttribute('href')).toBe(
        `mailto:${listed.email}`,
      );
      expect(await card.getByRole('link', { name: /^Phone/ }).getAttribute('href')).toBe(
        'tel:0551112233',
      );
      await expectAccessible(v.page, 'browse-students');
      await screenshot(v.page, 'browse-students');

      // The details dialog: bio, skills, email, phone and WhatsApp (966 without the leading 0).
      await card.getByRole('button', { name: `View Details: ${listed.name}` }).click();
      const details = dialog(v.page);
      await details.getByRole('heading', { name: listed.name }).waitFor();
      await details
        .getByText('Full-stack developer who loves building accessible web apps')
        .waitFor();
      await details.getByText('Kubernetes').waitFor();
      await details.getByText(listed.email).waitFor();
      await details.getByText('0551112233').waitFor();
      expect(await details.getByRole('link', { name: /WhatsApp/ }).getAttribute('href')).toBe(
        'https://wa.me/966551112233',
      );
      await expectAccessible(v.page, 'student-details');
      await screenshot(v.page, 'student-details');
      await v.page.keyboard.press('Escape');
      await details.waitFor({ state: 'detached' });

      // Filters: skills narrows to the listed student; a major nobody has shows the empty text.
      await v.page.getByRole('searchbox', { name: 'Skills' }).fill('kubernetes');
      await card.waitFor();
      await v.page.getByRole('searchbox', { name: 'Skills' }).fill('cobol');
      await v.page.getByText('No students found. Try adjusting your filters.').waitFor();
      await screenshot(v.page, 'browse-students-empty');
      await v.page.getByRole('searchbox', { name: 'Skills' }).fill('');
      const filters = await openFilters(v.page);
      await filters.getByRole('combobox', { name: 'Major' }).click();
      await v.page.getByRole('option', { name: 'Software Engineering', exact: true }).click();
      await card.waitFor();
      await filters.getByRole('combobox', { name: 'Major' }).click();
      await v.page.getByRole('option', { name: 'Physics', exact: true }).click();
      await v.page.getByText('No students found. Try adjusting your filters.').waitFor();
      await closeFilters(v.page);

      // Make Me Visible: the other student now finds the viewer.
      await banner.getByRole('button', { name: 'Make Me Visible' }).click();
      await expectToast(v.page, 'You are now visible in the student directory!');
      await banner.getByText('You are visible in the student directory').waitFor();
      await screenshot(v.page, 'browse-students-visible');

      const l = await signedInPage(t, browser, viewport, listed);
      await l.page.goto('/browse-students');
      await l.page.getByTestId('student-card').filter({ hasText: viewer.name }).waitFor();

      // Hide Me: gone from the other student's list.
      await banner.getByRole('button', { name: 'Hide Me' }).click();
      await expectToast(v.page, 'You are now hidden from the student directory');
      await banner.getByRole('button', { name: 'Make Me Visible' }).waitFor();
      await l.page.reload();
      await l.page.getByTestId('visibility-banner').waitFor();
      await l.page.waitForLoadState('networkidle');
      await l.page
        .getByTestId('student-card')
        .filter({ hasText: viewer.name })
        .waitFor({ state: 'detached' });
      expect(await l.page.getByText(viewer.name).count()).toBe(0);

      await l.context.close();
      await v.context.close();
    },
  );
});

describe('keyboard and long lists', () => {
  it(
    'works by keyboard alone and loads more students as the list scrolls',
    { timeout: 120_000 },
    async () => {
      for (let i = 0; i < 15; i++) {
        await createUser(t, {
          gender: 'male',
          name: `Scroll student ${i + 1}`,
          appearInList: true,
        });
      }
      const viewer = await createUser(t, { gender: 'male', name: 'Keyboard viewer' });
      const { context, page } = await signedInPage(t, browser, 'phone', viewer);
      const requests: string[] = [];
      page.on('request', (r) => {
        if (new URL(r.url()).pathname === '/api/students') requests.push(r.url());
      });
      await page.goto('/browse-students');
      const cards = page.getByTestId('student-card');
      await cards.first().waitFor();
      expect(await cards.count()).toBe(12);

      // Keyboard: Tab to the first card's details, open with Enter, Escape returns focus.
      const first = cards.first().getByRole('button', { name: /View Details/ });
      await page.getByRole('button', { name: 'Make Me Visible' }).focus();
      for (let i = 0; i < 12 && !(await first.evaluate((b) => b === document.activeElement)); i++) {
        await page.keyboard.press('Tab');
      }
      expect(await first.evaluate((b) => b === document.activeElement)).toBe(true);
      await page.keyboard.press('Enter');
      await dialog(page).waitFor();
      await page.keyboard.press('Escape');
      await dialog(page).waitFor({ state: 'detached' });
      // Focus is back on that very button. Radix restores it in a timer after the dialog
      // leaves the DOM, so wait for it rather than read it at once.
      await expect.poll(() => first.evaluate((b) => b === document.activeElement)).toBe(true);
      // The banner's button by keyboard.
      await page.getByRole('button', { name: 'Make Me Visible' }).focus();
      await page.keyboard.press('Enter');
      await expectToast(page, 'You are now visible in the student directory!');

      await cards.nth(11).scrollIntoViewIfNeeded();
      await page.mouse.wheel(0, 4000);
      await page.getByText('Scroll student 1', { exact: true }).waitFor();
      // Every visible verified male student but the viewer, each once, on two pages: the 15 made
      // here and those of the file's other tests, whichever ran first.
      const [visible] = await queryRows<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from users where gender = 'male' and appear_in_list
            and is_verified and id <> ${viewer.id}`,
      );
      expect(await cards.count()).toBe(visible!.n);
      for (let i = 1; i <= 15; i++) {
        expect(await page.getByText(`Scroll student ${i}`, { exact: true }).count()).toBe(1);
      }
      expect(requests.some((u) => new URL(u).searchParams.has('cursor'))).toBe(true);
      await context.close();
    },
  );
});
