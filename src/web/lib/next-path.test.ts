import { describe, expect, it } from 'vitest';
import { afterSignInPath, authPathFor, safeNextPath } from './next-path.ts';

describe('safeNextPath', () => {
  it("keeps this app's pages, with their query string", () => {
    expect(safeNextPath('/my-team')).toBe('/my-team');
    expect(safeNextPath('/browse-ideas?idea=5b2c&major=CS')).toBe(
      '/browse-ideas?idea=5b2c&major=CS',
    );
    expect(safeNextPath('/profile#bio')).toBe('/profile');
  });

  it('refuses other sites, however the address is written', () => {
    for (const attack of [
      '//evil.com',
      '//evil.com/my-team',
      '/\\evil.com',
      '/\\/evil.com',
      '\\\\evil.com',
      'https://evil.com',
      'https://evil.com/my-team',
      'HTTPS://evil.com',
      '///evil.com',
      '/%2F%2Fevil.com',
      '%2F%2Fevil.com',
      '/%5Cevil.com',
      '%2Fmy-team',
      ' /my-team',
      '/\t/evil.com',
      '/\n/evil.com',
      'evil.com/my-team',
      '@evil.com',
    ]) {
      expect(safeNextPath(attack), attack).toBeNull();
    }
  });

  it('refuses script and data URLs', () => {
    for (const attack of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'javascript%3Aalert(1)',
      '/javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
    ]) {
      expect(safeNextPath(attack), attack).toBeNull();
    }
  });

  it('refuses /auth itself, unknown pages and nothing at all', () => {
    for (const other of ['/auth', '/auth?next=/my-team', '/', '/nope', '/api/profile', '', null]) {
      expect(safeNextPath(other), String(other)).toBeNull();
    }
    expect(safeNextPath(undefined)).toBeNull();
  });

  it("takes a course's console and its student pages, by its id, and no other path under /courses", () => {
    const id = '0b6f3c1e-5a2d-4f7b-9c8e-1d2e3f4a5b6c';
    expect(safeNextPath(`/courses/${id}/console`)).toBe(`/courses/${id}/console`);
    expect(authPathFor(`/courses/${id}/console`)).toBe(
      `/auth?next=${encodeURIComponent(`/courses/${id}/console`)}`,
    );
    expect(safeNextPath(`/courses/${id}/browse-ideas?major=CS`)).toBe(
      `/courses/${id}/browse-ideas?major=CS`,
    );
    expect(safeNextPath(`/courses/${id}/my-team`)).toBe(`/courses/${id}/my-team`);
    for (const other of [
      '/courses',
      `/courses/${id}`,
      '/courses/x/console',
      `/courses/${id}/x`,
      `/courses/${id}/admin`,
      '/courses/x/dashboard',
    ]) {
      expect(safeNextPath(other), other).toBeNull();
    }
  });

  it('refuses a path that dot segments turn into another', () => {
    expect(safeNextPath('/my-team/../auth')).toBeNull();
    expect(safeNextPath('/x/../my-team')).toBe('/my-team');
  });
});

describe('afterSignInPath', () => {
  it("reads /auth's next, decoded once, and falls back to the dashboard", () => {
    expect(afterSignInPath('?next=%2Fmy-team')).toBe('/my-team');
    expect(afterSignInPath('?next=/browse-ideas%3Fmajor%3DCS')).toBe('/browse-ideas?major=CS');
    expect(afterSignInPath('?next=%2F%2Fevil.com')).toBe('/dashboard');
    expect(afterSignInPath('?next=%252F%252Fevil.com')).toBe('/dashboard');
    expect(afterSignInPath('?next=https%3A%2F%2Fevil.com')).toBe('/dashboard');
    expect(afterSignInPath('')).toBe('/dashboard');
  });
});

describe('authPathFor', () => {
  it('names the page to come back to, when it is one of ours', () => {
    expect(authPathFor('/my-team')).toBe('/auth?next=%2Fmy-team');
    expect(authPathFor('/browse-ideas?idea=1')).toBe('/auth?next=%2Fbrowse-ideas%3Fidea%3D1');
    expect(authPathFor('/auth')).toBe('/auth');
    expect(authPathFor('/dashboard')).toBe('/auth');
  });
});
