import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { ViewportName } from '../support/e2e.ts';

// What a student or a coordinator taps is big enough to hit: 44 px tall on a phone, nothing under
// 24 × 24 px anywhere (WCAG 2.2 AA target size), and no control cuts its own text. Elements that
// take no pointer (Radix's hidden form inputs) and visually hidden ones (the skip link until
// focused) are not targets.

interface Target {
  what: string;
  width: number;
  height: number;
  clipped: boolean;
}

/** Every interactive element of `scope` a user can see and hit, with its size. */
function targets(page: Page, scope: string): Promise<Target[]> {
  return page.locator(scope).evaluateAll((roots) =>
    roots.flatMap((root) =>
      [
        ...root.querySelectorAll<HTMLElement>(
          'button, a[href], input, select, textarea, [role=checkbox], [role=combobox], [role=tab], label[for]',
        ),
      ].flatMap((el) => {
        const style = getComputedStyle(el);
        const box = el.getBoundingClientRect();
        if (style.pointerEvents === 'none' || style.visibility === 'hidden') return [];
        if (el.getAttribute('aria-hidden') === 'true' || box.width <= 1 || box.height <= 1) {
          return [];
        }
        // A label counts only where it toggles a checkbox (a field's label is not its target).
        if (el.tagName === 'LABEL') {
          const control = document.getElementById(el.getAttribute('for') ?? '');
          if (control?.getAttribute('role') !== 'checkbox') return [];
        }
        const name = el.getAttribute('aria-label') ?? (el.textContent ?? '').trim().slice(0, 40);
        const role = el.getAttribute('role');
        return [
          {
            what: `${el.tagName.toLowerCase()}${role ? `[${role}]` : ''} "${name}"`,
            width: Math.round(box.width),
            height: Math.round(box.height),
            // Text fields scroll their own text; a button or tab must show all of its label.
            clipped:
              el.tagName !== 'INPUT' &&
              el.tagName !== 'SELECT' &&
              el.tagName !== 'TEXTAREA' &&
              el.scrollWidth > el.clientWidth + 1,
          },
        ];
      }),
    ),
  );
}

/**
 * The rule for one screen: 44 px tall on a phone (a checkbox: the label that toggles it), 24 × 24
 * anywhere, no label cut.
 */
export async function expectTargets(page: Page, viewport: ViewportName, scope = 'main') {
  const found = await targets(page, scope);
  expect(found.length).toBeGreaterThan(0);
  expect(
    found.filter((f) => f.width < 24 || f.height < 24),
    'under 24 × 24 px',
  ).toEqual([]);
  expect(
    found.filter((f) => f.clipped),
    'label cut',
  ).toEqual([]);
  if (viewport !== 'desktop') {
    expect(
      found.filter((f) => !f.what.includes('[checkbox]') && f.height < 44),
      'under 44 px tall on a phone',
    ).toEqual([]);
  }
}

/** The page never scrolls sideways: wide tables scroll inside their own region. */
export async function expectNoSidewaysScroll(page: Page) {
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
    ),
  ).toBe(true);
}
