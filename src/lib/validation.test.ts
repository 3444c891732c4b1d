import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { validationMessages as m } from './messages';
import {
  assessmentRowSchema,
  districtFormSchema,
  districtNameSchema,
  emailSchema,
  fieldErrorsOf,
  firstError,
  gradeRowSchema,
  isAddablePhoneChip,
  nameSchema,
  optionalNameSchema,
  otpSchema,
  passwordSchema,
  percentageSchema,
  phoneNumberSchema,
  registrationSchema,
  requiredText,
  resetPasswordFormSchema,
  localGovernmentSchema,
  stateSchema,
  usernameSchema,
} from './validation';
import { registrationFixture } from '../testing/fixtures';
import { dobSchema, futureDateSchema } from './dateValidation';
import { phoneAsTyped } from './phoneNumber';

describe('required', () => {
  it.each([[''], ['   '], [undefined]])('rejects %j with the required message', (value) => {
    expect(firstError(requiredText, value)).toBe('This Field is required');
  });
  it('accepts text', () => {
    expect(firstError(requiredText, 'x')).toBeNull();
  });
});

describe('email', () => {
  it('asks for a value first', () => {
    expect(firstError(emailSchema, '')).toBe(m.required);
  });
  it.each(['amina', 'amina@', '@demo.test', 'amina@demo', 'a b@demo.test'])('rejects %s', (value) => {
    expect(firstError(emailSchema, value)).toBe('E-mail must be valid');
  });
  it('accepts an address and trims it', () => {
    expect(emailSchema.parse('  admin@demo.test ')).toBe('admin@demo.test');
  });
});

describe('password', () => {
  it("says 'Enter password.' when empty", () => {
    expect(firstError(passwordSchema, '')).toBe('Enter password.');
  });
  it.each(['Short1!', 'alllowercase1!', 'ALLUPPERCASE1!', 'NoDigits!!', 'NoSpecial123'])('rejects %s', (value) => {
    expect(firstError(passwordSchema, value)).toBe(
      'Min. 8 characters with at least one capital letter, a number and a special character.',
    );
  });
  it('accepts Portal@2026', () => {
    expect(firstError(passwordSchema, 'Portal@2026')).toBeNull();
  });
});

describe('phone', () => {
  it.each(['080300000', '08030000011', '803000000a', '+2348030000'])('rejects %s', (number) => {
    expect(firstError(phoneNumberSchema, { code: '+234', number })).toBe(
      'Please put in only the last ten digits of your phone number.',
    );
  });
  it('requires a number', () => {
    expect(fieldErrorsOf(phoneNumberSchema, { code: '+234', number: '' })).toEqual({ number: m.required });
  });
  it('accepts ten digits with +234', () => {
    expect(firstError(phoneNumberSchema, { code: '+234', number: '8030000001' })).toBeNull();
  });
  it('drops the spaces and dashes of a number as typed, and keeps the rule for the rest', () => {
    expect(phoneAsTyped('803 123-4567')).toBe('8031234567');
    expect(firstError(phoneNumberSchema, { code: '+234', number: phoneAsTyped('803 123 4567') })).toBeNull();
    expect(firstError(phoneNumberSchema, { code: '+234', number: phoneAsTyped('0803 123 4567') })).toBe(m.phoneDigits);
  });
  it('adds a phone chip only with +234 and ten digits', () => {
    expect(isAddablePhoneChip({ code: '+234', number: '8030000001' })).toBe(true);
    expect(isAddablePhoneChip({ code: '+233', number: '8030000001' })).toBe(false);
    expect(isAddablePhoneChip({ code: '+234', number: '803000000' })).toBe(false);
  });
});

describe('name-like fields', () => {
  it('are required', () => {
    expect(firstError(nameSchema, '')).toBe(m.required);
  });
  it.each(['A', 'Ab', ' Ab '])('must be more than 2 characters (%j)', (value) => {
    expect(firstError(nameSchema, value)).toBe('This field must be more than 2 characters');
  });
  it('accept three characters', () => {
    expect(firstError(nameSchema, 'Ada')).toBeNull();
  });
  it('an optional name may be empty but not too short', () => {
    expect(firstError(optionalNameSchema, '')).toBeNull();
    expect(firstError(optionalNameSchema, 'Jo')).toBe(m.nameTooShort);
  });
});

describe('username', () => {
  it("says 'Username is required' when empty", () => {
    expect(firstError(usernameSchema, '')).toBe('Username is required');
  });
  it('must be more than 5 characters', () => {
    expect(firstError(usernameSchema, 'amina')).toBe(m.usernameTooShort);
    expect(firstError(usernameSchema, 'amina1')).toBeNull();
  });
  it('may not contain an @ (so sign-in can tell it from an email)', () => {
    expect(firstError(usernameSchema, 'amina@demo')).toBe(m.usernameCharacters);
  });
});

describe('percentage', () => {
  it.each([-1, 100.5, Number.NaN])('rejects %d', (value) => {
    expect(firstError(percentageSchema, value)).toBe('Number has to be between 0 and 100');
  });
  it.each([0, 55.5, 100])('accepts %d', (value) => {
    expect(firstError(percentageSchema, value)).toBeNull();
  });
  it('checks assessment rows', () => {
    expect(fieldErrorsOf(assessmentRowSchema, { assessmentName: '', mark: 120 })).toEqual({
      assessmentName: m.required,
      mark: m.percentage,
    });
  });
  it('checks grade rows, minimum not above maximum', () => {
    expect(fieldErrorsOf(gradeRowSchema, { gradeLabel: 'A', remark: 'Excellent', minimumMark: 70, maximumMark: 100 })).toEqual({});
    expect(fieldErrorsOf(gradeRowSchema, { gradeLabel: 'A', remark: 'Excellent', minimumMark: 90, maximumMark: 80 })).toEqual({
      minimumMark: m.minimumAboveMaximum,
    });
  });
});

describe('district', () => {
  it('name must be under 15 characters', () => {
    expect(firstError(districtNameSchema, 'Lagos Mainland')).toBeNull(); // 14
    expect(firstError(districtNameSchema, 'Lagos Mainland1')).toBe('District Name must not be more than 15 characters');
  });
  it('name is required and more than 2 characters', () => {
    expect(firstError(districtNameSchema, '')).toBe(m.required);
    expect(firstError(districtNameSchema, 'Ik')).toBe(m.nameTooShort);
  });
  it('state and local government have their own messages', () => {
    expect(firstError(stateSchema, '')).toBe('State is required');
    expect(firstError(localGovernmentSchema, '')).toBe('Local Government is required');
    expect(fieldErrorsOf(districtFormSchema, { name: 'Ikeja', country: 'Nigeria', state: '', localGovernment: '', address: '12 Allen Avenue' })).toEqual({
      state: 'State is required',
      localGovernment: 'Local Government is required',
    });
  });
});

describe('dates', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-06-15T10:00:00'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('date of birth cannot be in the future', () => {
    expect(firstError(dobSchema, '2025-06-16')).toBe(m.dobInFuture);
    expect(firstError(dobSchema, '2025-06-15')).toBeNull();
    expect(firstError(dobSchema, '1990-01-31')).toBeNull();
  });
  it('rejects dates that do not exist', () => {
    expect(firstError(dobSchema, '1990-02-30')).toBe(m.dateInvalid);
    expect(firstError(dobSchema, '')).toBe(m.required);
  });
  it('a future-only picker refuses past days', () => {
    expect(firstError(futureDateSchema, '2025-06-14')).toBe(m.dateInPast);
    expect(firstError(futureDateSchema, '2025-06-15')).toBeNull();
  });
});

describe('password reset', () => {
  it('needs six digits and the same password twice', () => {
    expect(fieldErrorsOf(resetPasswordFormSchema, { code: '12345', password: 'Portal@2026', confirmPassword: 'Portal@2025' })).toEqual({
      code: m.codeDigits,
      confirmPassword: m.passwordsDiffer,
    });
    expect(firstError(otpSchema, '123456')).toBeNull();
  });
});

describe('registration', () => {
  const valid = registrationFixture;

  it('accepts a complete form', () => {
    expect(fieldErrorsOf(registrationSchema, valid)).toEqual({});
  });

  it('reports one message per field, keyed by path', () => {
    expect(
      fieldErrorsOf(registrationSchema, {
        ...valid,
        stateName: '',
        firstName: 'Tu',
        email: 'tunde',
        username: '',
        phoneNumber: { code: '+234', number: '803' },
        gender: '',
        password: 'weak',
      }),
    ).toEqual({
      stateName: 'State is required',
      firstName: m.nameTooShort,
      email: m.emailInvalid,
      username: m.usernameRequired,
      'phoneNumber.number': m.phoneDigits,
      gender: m.required,
      password: m.passwordRule,
    });
  });
});

describe('messages', () => {
  it('carries the exact texts of the specification', () => {
    expect(m.emailTaken).toBe('Email already taken');
    expect(m.phoneTaken).toBe('Phone Number already in use');
    expect(m.formInvalid).toBe('Validation failed: Please ensure all fields are filled correctly');
  });
});
