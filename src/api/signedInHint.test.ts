import { describe, expect, it } from 'vitest';
import { maySignedInBeRestored } from './signedInHint';

describe('maySignedInBeRestored', () => {
  it('reads the hint cookie among others, and only its value 1', () => {
    expect(maySignedInBeRestored('theme=dark; portal_signed_in=1')).toBe(true);
    expect(maySignedInBeRestored('portal_signed_in=1')).toBe(true);
    expect(maySignedInBeRestored('')).toBe(false);
    expect(maySignedInBeRestored('portal_signed_in=')).toBe(false);
    expect(maySignedInBeRestored('other_portal_signed_in=1')).toBe(false);
  });
});
