import { describe, expect, it } from 'vitest';
import { staffFixture } from '../testing/fixtures';
import { afterSignInHref, loginHrefFor, safeRedirectTarget } from './signInTarget';

describe('redirect targets', () => {
  it('accepts only paths on this site, never the sign-in or sign-out pages', () => {
    expect(safeRedirectTarget('/grading')).toBe('/grading');
    expect(safeRedirectTarget('//evil.example')).toBeNull();
    expect(safeRedirectTarget('https://evil.example')).toBeNull();
    expect(safeRedirectTarget('/login?redirect=%2F')).toBeNull();
    expect(safeRedirectTarget('/logout')).toBeNull();
    expect(safeRedirectTarget(42)).toBeNull();
  });

  it('keeps no redirect for the home page', () => {
    expect(loginHrefFor('/')).toBe('/login');
  });

  it('goes home after sign-in without a target (super-admins to /super-admin)', () => {
    expect(afterSignInHref(staffFixture(), undefined)).toBe('/');
    expect(afterSignInHref(staffFixture({ isSuperAdmin: true }), undefined)).toBe('/super-admin');
    expect(afterSignInHref(staffFixture(), '/calendar')).toBe('/calendar');
  });
});
