import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@contract/messages.ts';
import { createUser } from '../support/factories.ts';
import {
  expectFocused,
  expectToast,
  screenshot,
  useE2eApp,
  type ViewportName,
} from '../support/e2e.ts';
import { expectAccessible } from './axe.ts';
import { alertText, dialog, signedInPage } from './journey-support.ts';

// My Profile: read-only e-mail, major and gender ('Cannot be changed'); validation
// messages; Cancel resets; Save Changes; privacy toggles seen from another student's directory.

const { t, browser } = useE2eApp();

describe.each<ViewportName>(['phone', 'desktop'])('profile at %s size', (viewport) => {
  it(
    'edits with validation, resets, saves, and hides name and phone from others',
    { timeout: 120_000 },
    async () => {
      const gender = viewport === 'phone' ? 'female' : 'male';
      const me = await createUser(t, {
        gender,
        major: 'EE',
        name: `Layla ${viewport}`,
        phone: '0551234567',
        bio: 'Electronics fan',
        skills: 'Arduino,C',
        appearInList: true,
      });
      const other = await createUser(t, { gender, name: `Watcher ${viewport}` });

      const m = await signedInPage(t, browser, viewport, me);
      await m.page.goto('/profile');
      await m.page.getByRole('heading', { name: 'My Profile', exact: true }).waitFor();
      expect(await m.page.getByLabel('Email', { exact: true }).inputValue()).toBe(me.email);
      expect(await m.page.getByLabel('Major', { exact: true }).inputValue()).toBe(
        'Electrical Engineering',
      );
      expect(await m.page.getByLabel('Gender', { exact: true }).inputValue()).toBe(
        gender === 'female' ? 'Female' : 'Male',
      );
      expect(await m.page.getByText('Cannot be changed', { exact: true }).count()).toBe(3);
      for (const label of ['Email', 'Major', 'Gender']) {
        expect(
          await m.page.getByLabel(label, { exact: true }).getAttribute('readonly'),
        ).not.toBeNull();
      }
      await m.page.getByText('Your e-mail is always visible').waitFor();
      await expectAccessible(m.page, 'profile');
      await screenshot(m.page, 'profile');

      // Validation messages of the profile form.
      const name = m.page.getByLabel('Full Name');
      const phone = m.page.getByLabel('Phone', { exact: true });
      // The phone input keeps digits only, as on the register form.
      await phone.fill('05a1234567');
      expect(await phone.inputValue()).toBe('051234567');
      await name.fill('');
      await phone.fill('12345');
      await m.page.getByRole('button', { name: 'Save Changes' }).click();
      await alertText(m.page, MESSAGES['validation.name']).waitFor();
      await alertText(m.page, MESSAGES['validation.phoneFormat']).waitFor();
      await expectFocused(name);
      await expectAccessible(m.page, 'profile-errors');
      await screenshot(m.page, 'profile-errors');
      await phone.fill('');
      await m.page.getByRole('button', { name: 'Save Changes' }).click();
      await alertText(m.page, MESSAGES['validation.phoneRequired']).waitFor();

      // Cancel resets the form.
      await m.page.getByRole('button', { name: 'Cancel' }).click();
      expect(await name.inputValue()).toBe(me.name);
      expect(await phone.inputValue()).toBe('0551234567');

      // Save: new name, phone, bio and skills; privacy: hide name and phone.
      await name.fill(`Layla Saved ${viewport}`);
      await phone.fill('0567654321');
      await m.page.getByLabel('Bio').fill('Embedded systems and robotics');
      await m.page.getByLabel('Skills').fill('Arduino,C,ROS');
      await m.page.getByRole('checkbox', { name: 'Show my name' }).click();
      await m.page.getByRole('checkbox', { name: 'Show phone number' }).click();
      await m.page.getByRole('button', { name: 'Save Changes' }).click();
      await expectToast(m.page, 'Profile updated successfully!');
      await m.page.getByText(`Welcome, Layla Saved ${viewport}`).waitFor();

      // The other student sees an anonymous card with the e-mail only.
      const o = await signedInPage(t, browser, viewport, other);
      await o.page.goto('/browse-students');
      const card = o.page.getByTestId('student-card').filter({ hasText: 'Embedded systems' });
      await card.getByText('Anonymous Student').waitFor();
      expect(await card.getByText('Layla').count()).toBe(0);
      await card.getByRole('link', { name: /^Email/ }).waitFor();
      expect(await card.getByRole('link', { name: /^Phone/ }).count()).toBe(0);
      await card.getByRole('button', { name: /View Details/ }).click();
      await dialog(o.page).getByText(me.email).waitFor();
      expect(await dialog(o.page).getByText('0567654321').count()).toBe(0);
      expect(
        await dialog(o.page)
          .getByRole('link', { name: /WhatsApp/ })
          .count(),
      ).toBe(0);
      await screenshot(o.page, 'student-details-anonymous');
      await o.page.keyboard.press('Escape');

      // Leaving the directory: the name and phone options go away; the other list no longer has me.
      await m.page.getByRole('checkbox', { name: 'Appear in the student directory' }).click();
      expect(await m.page.getByRole('checkbox', { name: 'Show my name' }).count()).toBe(0);
      await m.page.getByRole('button', { name: 'Save Changes' }).click();
      await expectToast(m.page, 'Profile updated successfully!');
      await o.page.reload();
      await o.page.getByTestId('visibility-banner').waitFor();
      await o.page.waitForLoadState('networkidle');
      expect(await o.page.getByText('Embedded systems').count()).toBe(0);

      await o.context.close();
      await m.context.close();
    },
  );
});
