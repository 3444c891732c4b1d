// The billing screen's calls, described once: the wallet (billing service), a payment link and a receipt (billing
// service), the transaction logs and their download (portal), and the schools the logs filter by.
import { billingClient, portalClient } from '../../api/client';
import { dataOf, isAbort } from '../../api/errors';
import { listLimit } from '../../lib/constants';
import { successMessages } from '../../lib/messages';
import type { FormDescription } from '../../machines/formSubmission.machine';
import { readShown, shownRead, type CallOptions } from '../../shared/calls';
import { spreadsheetReadOf } from '../../shared/downloads.calls';
import { byName, type NamedOption } from '../../shared/filterOptions.calls';
import { transactionLogQueryOf, type BillingSearch, type StateDetails } from './billing.form';
import { priceSchema, priceUpdateOf, priceValuesOf, type PriceValues } from './price.form';

/** A filter's options that could not be read are none: the logs still read without them. */
function optionsUnread(error: unknown): never[] {
  if (isAbort(error)) throw error;
  return [];
}

/** The file name keeps the specification's spelling. */
export const transactionLogsFile = 'transcation-logs.xlsx';

export const billing = {
  /** GET /dev/wallet/balance/{id}: the state's wallet, its price and what the balance covers. */
  wallet: async (stateId: string, call: CallOptions) =>
    dataOf(await billingClient.GET('/dev/wallet/balance/{id}', { params: { path: { id: stateId } }, ...call })),

  /** POST /dev/wallet/payment-link: a pending payment of `amount` kobo, paid at the page it answers. */
  paymentLink: async (walletId: string, amount: number, call: CallOptions) =>
    dataOf(await billingClient.POST('/dev/wallet/payment-link', { body: { walletId, amount, callbackUrl: `${window.location.origin}/billing` }, ...call })),

  /** GET /dev/wallet/receipt/{reference}: a payment that credited the wallet; any other answers 404. */
  receipt: async (reference: string, call: CallOptions) =>
    dataOf(await billingClient.GET('/dev/wallet/receipt/{reference}', { params: { path: { reference } }, ...call })),

  /** GET /transaction-logs/search for a page that shows its own failure. */
  logsShown: (search: BillingSearch, signal: AbortSignal) =>
    readShown(async (call) => dataOf(await portalClient.GET('/transaction-logs/search', { params: { query: transactionLogQueryOf(search) }, ...call })), signal),

  /** GET /transaction-logs/download with the filters on screen. */
  download: (search: BillingSearch) =>
    spreadsheetReadOf((call) => portalClient.GET('/transaction-logs/download', { params: { query: transactionLogQueryOf(search) }, ...call })),

  /** PATCH /state/report-card-billing-configuration: a super-admin switched into the state sets its price. */
  priceForm: (state: StateDetails): FormDescription<PriceValues, StateDetails> => ({
    values: priceValuesOf(state),
    schema: priceSchema,
    successMessage: successMessages.configurationSaved,
    submit: async (values, call) => dataOf(await portalClient.PATCH('/state/report-card-billing-configuration', { body: priceUpdateOf(values), ...call })),
  }),

  /** The states a super-admin may read the logs of, by name; none when they cannot be read (the filter is optional). */
  states: async (signal: AbortSignal): Promise<string[]> =>
    portalClient
      .GET('/super-admin/states', shownRead(signal))
      .then((answer) => dataOf(answer).states.map((state) => state.name).sort())
      .catch(optionsUnread),

  /** The state's schools by name, for the school filter; none when they cannot be read (the filter is optional). */
  schools: async (signal: AbortSignal): Promise<NamedOption[]> =>
    portalClient
      .GET('/school/search', { params: { query: { limit: listLimit } }, ...shownRead(signal) })
      .then((answer) => dataOf(answer).foundSchools.map(({ id, name }) => ({ id, name })).sort(byName))
      .catch(optionsUnread),
};
