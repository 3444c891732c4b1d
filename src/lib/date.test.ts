import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatClockDate, formatClockTime, formatDate, isFutureDay, isPastDay, parseDate, toApiDate } from './date';

describe('dates', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-06-15T09:05:07'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows dates as DD-MM-YYYY', () => {
    expect(formatDate('2025-01-31')).toBe('31-01-2025');
    expect(formatDate('2025-01-31T23:00:00')).toBe('31-01-2025');
    expect(formatDate(new Date(2024, 1, 29))).toBe('29-02-2024');
  });

  it('shows nothing for missing or invalid dates', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(parseDate('2025-02-30')).toBeNull();
  });

  it('sends dates as YYYY-MM-DD', () => {
    expect(toApiDate(new Date(2025, 0, 5))).toBe('2025-01-05');
  });

  it('formats the drawer clock', () => {
    expect(formatClockTime(Date.now())).toBe('9:05:07 AM');
    expect(formatClockDate(Date.now())).toBe('Sunday, 15-06-2025');
  });

  it('compares by day', () => {
    expect(isFutureDay('2025-06-15')).toBe(false);
    expect(isFutureDay('2025-06-16')).toBe(true);
    expect(isPastDay('2025-06-14')).toBe(true);
    expect(isPastDay('2025-06-15')).toBe(false);
  });
});
