import { describe, expect, it } from 'vitest';
import { validationMessages as m } from '../../lib/messages';
import { loginErrorsOf } from './loginForm';

describe('sign-in form', () => {
  it('requires an email or username and a password', () => {
    expect(loginErrorsOf({ email: '', password: '' })).toEqual({ email: m.required, password: 'Enter password.' });
    expect(loginErrorsOf({ email: '   ', password: 'x' })).toEqual({ email: m.required });
  });
  it('leaves the rest to the server', () => {
    expect(loginErrorsOf({ email: 'superadmin', password: 'x' })).toEqual({});
  });
});
