// The /billing screen's pure part: the transaction logs' filters as the URL keeps them (and the payment the checkout
// sent the payer back with), the calls' queries made from them, money in naira as people read it, and the funding
// amount's rule. Money travels in kobo (the contracts' integers); only the screen speaks naira.
import type { components as billingComponents } from '../../api/billing.gen';
import type { components, operations } from '../../api/schema.gen';
import { appLocale } from '../../lib/locale';
import { isoDateParam, oneOfParam, searchParams, textParam, uuidParam } from '../../lib/searchParams';

export type Wallet = billingComponents['schemas']['Wallet'];
export type Receipt = billingComponents['schemas']['Receipt'];
export type PaymentLink = billingComponents['schemas']['PaymentLink'];
export type TransactionLog = components['schemas']['TransactionLog'];
export type StateDetails = components['schemas']['StateDetails'];
export type TransactionLogList = components['schemas']['TransactionLogList'];
type TransactionLogQuery = NonNullable<operations['searchTransactionLogs']['parameters']['query']>;

export const transactionActions = ['Credit', 'Debit'] as const;

const billingSearchParams = searchParams({
  /** A state's name: a super-admin reads any state's logs, anyone else only narrows to their own. */
  state: textParam(100),
  transactionAction: oneOfParam(transactionActions),
  searchTerm: textParam(100),
  startDate: isoDateParam,
  endDate: isoDateParam,
  school: uuidParam,
  /** The payment the checkout sent the payer back with (`?payment=…`): its receipt is shown once confirmed. */
  payment: textParam(100),
});

/** The logs' filters (and the returning payment) as the URL keeps them: each optional, a malformed one dropped. */
export type BillingSearch = ReturnType<typeof billingSearchParams.parse>;

export function billingSearchOf(search: Record<string, unknown>): BillingSearch {
  return billingSearchParams.parse(search);
}

/** The filters' query, for the search and the download alike. */
export const transactionLogQueryOf = ({ state, transactionAction, searchTerm, startDate, endDate, school }: BillingSearch): TransactionLogQuery => ({
  state: state ? [state] : undefined,
  transactionAction: transactionAction ? [transactionAction] : undefined,
  searchTerm,
  startDate,
  endDate,
  school: school ? [school] : undefined,
});

/** Whether any filter of the logs is set. */
export const hasLogFilters = (search: BillingSearch) => Object.values(transactionLogQueryOf(search)).some((value) => value !== undefined);

const nairaFormat = new Intl.NumberFormat(appLocale, { style: 'currency', currency: 'NGN', currencyDisplay: 'narrowSymbol', minimumFractionDigits: 2 });
const counts = new Intl.NumberFormat(appLocale);

/** An amount in kobo as people read it: ₦150,000.00. */
export const nairaOf = (kobo: number) => nairaFormat.format(kobo / 100);

/** The least a payment link takes (the contract's 5,000 kobo). */
export const minimumFundingNaira = 50;

/** Why a funding amount (naira, as typed) cannot be paid; undefined when it can. */
export function fundingAmountProblem(naira: number | null): string | undefined {
  if (naira === null || Number.isNaN(naira)) return 'Enter the amount to pay';
  if (naira < minimumFundingNaira) return `The least you can pay is ${nairaOf(minimumFundingNaira * 100)}`;
  if (Math.round(naira * 100) !== naira * 100) return 'Enter the amount in naira and kobo (two decimal places at most)';
  return undefined;
}

/** Naira as typed, in kobo. */
export const koboOf = (naira: number) => Math.round(naira * 100);

export const billingMessages = {
  intro: 'The wallet the state prepays report cards from: its balance, funding it, and every payment and charge.',
  covers: (wallet: Wallet) =>
    wallet.reportCardsCovered === null
      ? 'No price per report card is set yet.'
      : `covers ${counts.format(wallet.reportCardsCovered)} report card${wallet.reportCardsCovered === 1 ? '' : 's'}; the state has ${counts.format(wallet.students)} student${wallet.students === 1 ? '' : 's'}`,
  price: (wallet: Wallet) => `${nairaOf(wallet.pricePerReportCard)} per report card`,
  lowBalanceTitle: 'Low balance',
  lowBalance: (wallet: Wallet) =>
    `The balance does not cover one term's report cards for every student: ${counts.format(wallet.students)} × ${nairaOf(wallet.pricePerReportCard)} = ${nairaOf(wallet.students * wallet.pricePerReportCard)}. Fund the wallet before report cards are issued.`,
  opening: 'Opening the checkout…',
  confirming: 'Confirming the payment…',
  paid: 'Payment received',
  receipt: 'Receipt',
  notPaid: 'The payment was not completed, so nothing was added to the wallet.',
  logsHeading: 'Transaction logs',
  noLogs: 'No transactions match these filters.',
  searching: 'Reading the transaction logs',
  limitReached: 'Only the newest 1,000 transactions are listed: narrow the filters to see older ones.',
} as const;
