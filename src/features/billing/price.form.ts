// The price per report card, as the super-admin's form on /billing holds it: naira as typed, kobo as sent
// (PATCH /state/report-card-billing-configuration). Apart from billing.form.ts, whose search reader the route tree
// loads on every visit, so zod comes only with the page.
import { z } from 'zod/mini';
import type { components } from '../../api/schema.gen';

type StateDetails = components['schemas']['StateDetails'];

export type PriceValues = { pricePerReportCard: number };

const priceMessage = 'Enter the price in naira, ₦0.00 or more, with at most two decimal places';

export const priceSchema = z.object({
  pricePerReportCard: z.number({ error: priceMessage }).check(
    z.gte(0, { error: priceMessage }),
    z.refine((naira) => Number.isInteger(Math.round(naira * 100)) && Math.abs(Math.round(naira * 100) - naira * 100) < 1e-6, { error: priceMessage }),
  ),
});

export const priceValuesOf = (state: StateDetails): PriceValues => ({ pricePerReportCard: state.reportCardBilling.pricePerReportCard / 100 });

export const priceUpdateOf = (values: PriceValues): components['schemas']['ReportCardBillingUpdate'] => ({ pricePerReportCard: Math.round(values.pricePerReportCard * 100) });
