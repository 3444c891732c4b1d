import { describe, expect, it } from 'vitest';
import { stateDetailsFixture } from '../../testing/fixtures';
import { fundingAmountProblem, koboOf, nairaOf } from './billing.form';
import { priceSchema, priceUpdateOf, priceValuesOf } from './price.form';

describe('the price per report card', () => {
  it('is typed in naira and sent in kobo', () => {
    expect(priceValuesOf(stateDetailsFixture({ reportCardBilling: { pricePerReportCard: 30_000, currency: 'NGN' } }))).toEqual({ pricePerReportCard: 300 });
    expect(priceUpdateOf({ pricePerReportCard: 300.5 })).toEqual({ pricePerReportCard: 30_050 });
  });

  it('is refused below nothing or finer than a kobo', () => {
    expect(priceSchema.safeParse({ pricePerReportCard: 0 }).success).toBe(true);
    expect(priceSchema.safeParse({ pricePerReportCard: 250.25 }).success).toBe(true);
    expect(priceSchema.safeParse({ pricePerReportCard: -1 }).success).toBe(false);
    expect(priceSchema.safeParse({ pricePerReportCard: 1.234 }).success).toBe(false);
  });
});

describe('a funding amount', () => {
  it('is at least ₦50, in naira and kobo, and travels in kobo', () => {
    expect(fundingAmountProblem(null)).toBe('Enter the amount to pay');
    expect(fundingAmountProblem(49.99)).toBe('The least you can pay is ₦50.00');
    expect(fundingAmountProblem(50.001)).toBe('Enter the amount in naira and kobo (two decimal places at most)');
    expect(fundingAmountProblem(25_000)).toBeUndefined();
    expect(koboOf(25_000.5)).toBe(2_500_050);
    expect(nairaOf(15_000_000)).toBe('₦150,000.00');
  });
});
