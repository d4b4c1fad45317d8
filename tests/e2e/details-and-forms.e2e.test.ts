import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@contract/messages.ts';
import { apply, createLeader, createSignedInUser, createUser } from '../support/factories.ts';
import { expectToast, newPage, useE2eApp, type ViewportName } from '../support/e2e.ts';
import { dialog, signedInPage } from './journey-support.ts';

// The smaller things a phone shows up: the skip link, placeholders that look like placeholders,
// a field's hint giving way to its error instead of repeating it, e-mail addresses wrapped
// between their parts, the two details dialogs about a student laid out alike, and the privacy
// settings and the directory banner showing the same state.

const { t, browser } = useE2eApp();

describe.each<[ViewportName, 'en' | 'ar']>([
  ['small', 'en'],
  ['small', 'ar'],
  ['desktop', 'en'],
])('the skip link at %s size in %s', (viewport, lang) => {
  it('is the first thing Tab reaches, shown on screen, and moves focus to the page', async () => {
    const user = await createUser(t, { gender: 'female' });
    const { context, page } = await signedInPage(t, browser, viewport, user, lang);
    await page.goto('/dashboard');
    await page.locator('main h1').waitFor();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', {
      name: lang === 'ar' ? 'انتقلي إلى المحتوى' : 'Skip to content',
    });
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
    const box = (await skip.boundingBox())!;
    const width = page.viewportSize()!.width;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    expect(box.height).toBeGreaterThanOrEqual(viewport === 'desktop' ? 24 : 44);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main');
    await context.close();
  });
});

describe.each(['en', 'ar'] as const)('direction icons in %s', (lang) => {
  it('point along the reading direction: mirrored in Arabic only', async () => {
    const user = await createUser(t, { gender: 'female' });
    const { context, page } = await signedInPage(t, browser, 'phone', user, lang);
    await page.goto('/dashboard');
    const icons = [
      page.getByRole('button', { name: lang === 'ar' ? 'تسجيل الخروج' : 'Logout' }),
      page.getByRole('link', {
        name: lang === 'ar' ? 'تصفّحي الأفكار للانضمام إلى فريق' : 'Browse ideas to join a team',
      }),
    ].map((control) => control.locator('svg'));
    for (const icon of icons) {
      const scale = await icon.evaluate((el) => getComputedStyle(el).scale);
      expect(scale.startsWith('-1'), `${scale} in ${lang}`).toBe(lang === 'ar');
    }
    await context.close();
  });
});

/** The colour of a field's text. */
const color = (locator: Locator) => locator.evaluate((el) => getComputedStyle(el).color);

/** WCAG contrast of a CSS colour against white. */
async function contrastOnWhite(page: Page, css: string) {
  return page.evaluate((c) => {
    const ctx = document.createElement('canvas').getContext('2d')!;
    ctx.fillStyle = c;
    ctx.fillRect(0, 0, 1, 1);
    const [r = 0, g = 0, b = 0] = ctx.getImageData(0, 0, 1, 1).data;
    const f = (v: number) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    const l = 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
    return 1.05 / (l + 0.05);
  }, css);
}

describe('the register form on a phone', () => {
  it('styles placeholders as placeholders and lets the phone error replace its hint', async () => {
    const { context, page } = await newPage(browser, t, 'phone');
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();

    // 'Select major' before a choice is drawn as a placeholder (lighter than a value, yet
    // readable); once a major is chosen it is drawn as the value typed in Full Name is.
    const name = page.getByLabel('Full Name');
    const major = page.getByLabel('Major');
    await name.fill('Noura');
    const value = await color(name);
    const empty = await color(major);
    expect(empty).not.toBe(value);
    expect(await contrastOnWhite(page, empty)).toBeGreaterThanOrEqual(4.5);
    expect(await contrastOnWhite(page, empty)).toBeLessThan(await contrastOnWhite(page, value));
    await major.selectOption('SWE');
    expect(await color(major)).toBe(value);

    // The hint, then the error in its place: never both saying the same thing.
    const phone = page.getByLabel('Phone');
    const hint = page.getByText(MESSAGES['validation.phoneHint'], { exact: true });
    await hint.waitFor();
    expect(await phone.getAttribute('aria-describedby')).toBe(await hint.getAttribute('id'));
    await phone.fill('0412');
    await page.getByRole('button', { name: 'Create Account' }).click();
    const error = page.getByRole('alert').filter({ hasText: MESSAGES['validation.phoneFormat'] });
    await error.waitFor();
    expect(await hint.count()).toBe(0);
    expect(await phone.getAttribute('aria-describedby')).toBe(await error.getAttribute('id'));
    await phone.fill('0551234567');
    await hint.waitFor();
    expect(await error.count()).toBe(0);
    await context.close();
  });
});

/** Where each line of an element's text starts: the character that begins each new line. */
async function lineStarts(locator: Locator) {
  return locator.evaluate((el) => {
    const text = el.textContent ?? '';
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    const starts: string[] = [];
    let top: number | null = null;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (let i = 0; i < (node.textContent ?? '').length; i++) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const rect = range.getClientRects()[0];
        if (!rect) continue;
        if (top !== null && rect.top > top + 2) starts.push(node.textContent!.slice(i));
        top = rect.top;
      }
    }
    return { text, starts };
  });
}

describe('an e-mail address on a 320 px phone', () => {
  it('wraps before an @ or a dot, never inside a word', async () => {
    const email = `nora.abdulrahman.alqahtani.2024@students.university.example.edu`;
    await createUser(t, { gender: 'male', email, appearInList: true, name: 'Nora Long Mail' });
    const viewer = await createUser(t, { gender: 'male' });
    const { context, page } = await signedInPage(t, browser, 'small', viewer);
    await page.goto('/browse-students');
    await page.getByRole('button', { name: 'View Details: Nora Long Mail' }).click();
    const link = dialog(page).locator('a[href^="mailto:"]');
    await link.waitFor();
    expect(await link.textContent()).toBe(email);
    const { starts } = await lineStarts(link);
    expect(starts.length).toBeGreaterThan(0);
    for (const start of starts) expect(start, 'a line starts with @ or .').toMatch(/^[@.]/);
    await context.close();
  });
});

describe('the details of a student', () => {
  it('are laid out alike in the directory and for an applicant', async () => {
    const person = {
      gender: 'female' as const,
      name: 'Reem Alike',
      major: 'SWE',
      bio: 'Builds robots.',
      skills: 'ROS,C++',
      appearInList: true,
      showPhone: true,
    };
    const applicant = await createSignedInUser(t, person);
    const leader = await createLeader(t, { gender: 'female' }, { requiredMajors: 'SWE' });
    await apply(applicant.client, leader.idea.id);

    const layout = async (page: Page) => {
      const d = dialog(page);
      await d.getByText('Builds robots.').waitFor();
      return {
        title: await d.getByRole('heading').first().textContent(),
        labels: await d.locator('dt').allTextContents(),
      };
    };

    const l = await signedInPage(t, browser, 'phone', leader.user);
    await l.page.goto('/dashboard');
    await l.page.getByRole('button', { name: 'Details: Reem Alike' }).click();
    const asApplicant = await layout(l.page);
    await l.context.close();

    const v = await signedInPage(t, browser, 'phone', await createUser(t, { gender: 'female' }));
    await v.page.goto('/browse-students');
    await v.page.getByRole('button', { name: 'View Details: Reem Alike' }).click();
    const inDirectory = await layout(v.page);
    await v.context.close();

    expect(asApplicant.title).toBe('Reem Alike');
    expect(asApplicant).toEqual(inDirectory);
    expect(inDirectory.labels).toEqual(['Major', 'Email', 'Phone', 'Skills', 'Bio']);
  });
});

describe('privacy settings and the directory banner', () => {
  it('show the same state, whichever one changed it', async () => {
    const user = await createUser(t, { gender: 'male', appearInList: false });
    const { context, page } = await signedInPage(t, browser, 'phone', user);
    const appear = () => page.getByRole('checkbox', { name: 'Appear in the student directory' });
    const banner = page.getByTestId('visibility-banner');

    await page.goto('/browse-students');
    await banner.getByRole('button', { name: 'Make Me Visible' }).click();
    await expectToast(page, 'You are now visible in the student directory!');
    await page.getByRole('link', { name: 'My Profile' }).click();
    await expect.poll(() => appear().getAttribute('aria-checked')).toBe('true');

    await appear().click();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Profile updated successfully!');
    await page.getByRole('link', { name: 'Browse Students' }).click();
    await banner.getByRole('button', { name: 'Make Me Visible' }).waitFor();
    await context.close();
  });
});
