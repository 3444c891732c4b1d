// /billing: the report-card wallet. Its balance in naira and what it covers, a warning while it is below one term's
// report cards for every student, funding it (the fundWallet actor owns the flow: amount, payment link, checkout,
// then the receipt when the checkout sends the payer back), and the transaction logs with SPEC's filters and their
// download. The logs' filters live in the URL, so the route owns them; this view shows them. The logs and the
// filters' schools come after the page is on screen: the sections they leave alone (the wallet, the price, the funding
// form, the filters with their two date pickers) are memoised, so that each answer draws only what it changes.
import { useSelector } from '@xstate/react';
import { memo, useDeferredValue, type ReactNode } from 'react';
import type { FormSubmissionActor } from '../../machines/formSubmission.machine';
import { formatClockTime, formatDate } from '../../lib/date';
import { ChoiceSelect } from '../../shared/ChoiceSelect';
import { FilterGroup } from '../../shared/FilterPanel';
import type { NamedOption } from '../../shared/filterOptions.calls';
import { IsoDatePicker } from '../../shared/IsoDatePicker';
import { PageHeader } from '../../shared/PageHeader';
import { RetryBanner } from '../../shared/RetryBanner';
import { useFramedForm } from '../../shared/useFramedForm';
import { useSubmission } from '../../shared/useSubmission';
import {
  Banner,
  Button,
  Card,
  Form,
  FormActions,
  NumberField,
  ProgressBar,
  SearchField,
  StatCard,
  StaticCell,
  StaticColumn,
  StaticRow,
  StaticTable,
  StaticTableBody,
  StaticTableHeader,
} from '../../ui';
import { billingMessages, hasLogFilters, nairaOf, transactionActions, type BillingSearch, type Receipt, type TransactionLogList, type Wallet } from './billing.form';
import type { FundWalletActor } from './fundWallet.machine';
import type { PriceValues } from './price.form';
import './billing.css';

export interface BillingViewProps {
  title: string;
  /** The wallet; null when it could not be read (`walletError` says why). */
  wallet: Wallet | null;
  walletError: string | null;
  fund: FundWalletActor;
  search: BillingSearch;
  logs: TransactionLogList | null;
  logsError: string | null;
  isLoading: boolean;
  /** The schools the logs filter by. */
  schools: readonly NamedOption[];
  /** The states a super-admin may read the logs of; none for anyone else, who reads only their own. */
  states?: readonly string[];
  onRetry: () => void;
  /** The filters the user chose; the route writes them to the URL. */
  onSearchChange: (search: BillingSearch) => void;
  /** The download of the filtered logs (the shared DownloadButton). */
  download: ReactNode;
  /** Prints the page, which print styles narrow to the receipt. */
  onPrint: () => void;
  /** The price form, for a super-admin switched into the state; the state itself only reads its price. */
  price?: FormSubmissionActor;
}

const PriceCard = memo(function PriceCard({ price }: { price: FormSubmissionActor }) {
  const { values, set, message, submit } = useFramedForm<PriceValues>(price);
  const { busy, error } = useSubmission(price);
  return (
    <Card title="Price per report card" headingLevel={2}>
      <Form
        aria-label="Price per report card"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <NumberField
          label="Price (₦)"
          description="What the state is charged for each report card its schools issue. Only a super-admin sets it."
          minValue={0}
          formatOptions={{ minimumFractionDigits: 2, maximumFractionDigits: 2 }}
          value={values.pricePerReportCard}
          onChange={set('pricePerReportCard')}
          {...message('pricePerReportCard')}
        />
        {error && <Banner tone="error">{error}</Banner>}
        <FormActions>
          <Button type="submit" isPending={busy}>
            Save price
          </Button>
        </FormActions>
      </Form>
    </Card>
  );
});

const WalletSummary = memo(function WalletSummary({ wallet }: { wallet: Wallet }) {
  return (
    <section className="Billing-wallet" aria-labelledby="billing-wallet">
      <h2 id="billing-wallet" className="Billing-heading">
        Wallet
      </h2>
      <div className="Billing-figures">
        <StatCard title="Balance" value={nairaOf(wallet.balance)} />
        <div className="Billing-coverage">
          <p className="Billing-covers">{billingMessages.covers(wallet)}</p>
          {wallet.pricePerReportCard > 0 && <p>{billingMessages.price(wallet)}</p>}
        </div>
      </div>
      {wallet.lowBalance && (
        <Banner tone="warning" role="status" title={billingMessages.lowBalanceTitle}>
          {billingMessages.lowBalance(wallet)}
        </Banner>
      )}
    </section>
  );
});

function ReceiptCard({ receipt, justPaid, onPrint, onDone }: { receipt: Receipt; justPaid: boolean; onPrint: () => void; onDone: () => void }) {
  return (
    <Card
      className="Billing-receipt"
      title={justPaid ? billingMessages.paid : billingMessages.receipt}
      headingLevel={2}
      footer={
        <div className="Billing-receiptActions">
          <Button onPress={onPrint}>Print receipt</Button>
          <Button variant="secondary" onPress={onDone}>
            Done
          </Button>
        </div>
      }
    >
      <dl className="Billing-receiptFacts">
        <dt>Amount</dt>
        <dd>{nairaOf(receipt.amount)}</dd>
        <dt>Reference</dt>
        <dd>{receipt.reference}</dd>
        <dt>Paid</dt>
        <dd>
          {formatDate(receipt.paidAt)} {formatClockTime(receipt.paidAt)}
        </dd>
        <dt>Wallet</dt>
        <dd>{receipt.state.name} report-card wallet</dd>
        <dt>Paid by</dt>
        <dd>{receipt.paidBy?.name ?? 'Outside the portal'}</dd>
        <dt>Paid through</dt>
        <dd>{receipt.provider === 'paystack' ? 'Paystack' : 'The portal’s checkout'}</dd>
        <dt>Balance after</dt>
        <dd>{nairaOf(receipt.balanceAfter)}</dd>
      </dl>
    </Card>
  );
}

const FundPanel = memo(function FundPanel({ fund, onPrint }: Pick<BillingViewProps, 'fund' | 'onPrint'>) {
  const snapshot = useSelector(fund, (s) => s);
  const { amount, amountError, error, receipt, justPaid } = snapshot.context;
  const done = () => fund.send({ type: 'fund.dismissed' });
  if (snapshot.matches('paid') && receipt) return <ReceiptCard receipt={receipt} justPaid={justPaid} onPrint={onPrint} onDone={done} />;
  if (snapshot.matches('confirming')) return <ProgressBar label={billingMessages.confirming} isIndeterminate />;
  if (snapshot.matches('notPaid')) {
    return (
      <Banner
        tone={error ? 'error' : 'info'}
        action={
          <Button variant="secondary" onPress={done}>
            Done
          </Button>
        }
      >
        {error ?? billingMessages.notPaid}
      </Banner>
    );
  }
  const busy = snapshot.hasTag('busy');
  return (
    <section className="Billing-fund" aria-labelledby="billing-fund">
      <h2 id="billing-fund" className="Billing-heading">
        Fund the wallet
      </h2>
      {snapshot.matches('failed') && error && <Banner tone="error">{error}</Banner>}
      <Form
        className="Billing-fundForm"
        onSubmit={(event) => {
          event.preventDefault();
          fund.send({ type: 'fund.submitted' });
        }}
      >
        <NumberField
          label="Amount (₦)"
          description="At least ₦50. You pay at the checkout, then come back here."
          value={amount ?? Number.NaN}
          onChange={(value) => fund.send({ type: 'fund.amountChanged', amount: Number.isNaN(value) ? null : value })}
          minValue={0}
          formatOptions={{ minimumFractionDigits: 0, maximumFractionDigits: 2 }}
          isInvalid={amountError !== null}
          errorMessage={amountError ?? undefined}
          isDisabled={busy}
        />
        <Button type="submit" isPending={busy}>
          Continue to payment
        </Button>
      </Form>
      {snapshot.matches('redirecting') && <p role="status">{billingMessages.opening}</p>}
    </section>
  );
});

const LogFilters = memo(function LogFilters({ search, schools, states, onSearchChange }: Pick<BillingViewProps, 'search' | 'schools' | 'states' | 'onSearchChange'>) {
  const change = (changes: Partial<BillingSearch>) => onSearchChange({ ...search, ...changes, payment: undefined });
  return (
    <FilterGroup isClear={!hasLogFilters(search)} onClear={() => onSearchChange({})}>
      {states && states.length > 0 && (
        <ChoiceSelect label="State" noneLabel="Your state" value={search.state ?? ''} options={states.map((name) => ({ id: name, name }))} onChange={(value) => change({ state: value || undefined })} />
      )}
      <ChoiceSelect
        label="Transaction action"
        noneLabel="Any"
        value={search.transactionAction ?? ''}
        options={transactionActions.map((action) => ({ id: action, name: action }))}
        onChange={(value) => change({ transactionAction: (value || undefined) as BillingSearch['transactionAction'] })}
      />
      <SearchField
        label="Search"
        description="A reference, description or school; press Enter."
        defaultValue={search.searchTerm ?? ''}
        key={search.searchTerm ?? ''}
        onSubmit={(value) => change({ searchTerm: value.trim() || undefined })}
        onClear={() => change({ searchTerm: undefined })}
      />
      <IsoDatePicker label="From" value={search.startDate ?? ''} maxValue={search.endDate} onChange={(value) => change({ startDate: value || undefined })} />
      <IsoDatePicker label="To" value={search.endDate ?? ''} minValue={search.startDate} onChange={(value) => change({ endDate: value || undefined })} />
      <ChoiceSelect label="School" noneLabel="Any" value={search.school ?? ''} options={schools} onChange={(value) => change({ school: value || undefined })} />
    </FilterGroup>
  );
});

function TransactionLogs({ logs, logsError, isLoading, onRetry, fund }: Pick<BillingViewProps, 'logs' | 'logsError' | 'isLoading' | 'onRetry' | 'fund'>) {
  return (
    <>
      <div role="status" aria-live="polite" className="Billing-summary">
        {isLoading ? <ProgressBar label={billingMessages.searching} isIndeterminate /> : logs?.limitReached && <p>{billingMessages.limitReached}</p>}
      </div>
      {logsError && <RetryBanner message={logsError} onRetry={onRetry} />}
      {/* The table is drawn once the logs have come, not empty before them: the status above says they are on their way. */}
      {logs && (
        <div aria-busy={isLoading} className="Billing-tableWrap">
          <StaticTable aria-labelledby="billing-logs" className="Billing-table">
            <StaticTableHeader>
              <StaticColumn>Date</StaticColumn>
              <StaticColumn>Reference</StaticColumn>
              <StaticColumn>Action</StaticColumn>
              <StaticColumn>Amount</StaticColumn>
              <StaticColumn>Balance after</StaticColumn>
              <StaticColumn>Status</StaticColumn>
              <StaticColumn>School</StaticColumn>
              <StaticColumn>Description</StaticColumn>
              <StaticColumn>Receipt</StaticColumn>
            </StaticTableHeader>
            <StaticTableBody items={logs.transactionLogs} emptyText={isLoading ? billingMessages.searching : billingMessages.noLogs}>
              {(log) => (
                <StaticRow>
                  <StaticCell isRowHeader>{formatDate(log.createdAt)}</StaticCell>
                  <StaticCell>{log.reference}</StaticCell>
                  <StaticCell>{log.transactionAction}</StaticCell>
                  <StaticCell>{nairaOf(log.amount)}</StaticCell>
                  <StaticCell>{nairaOf(log.balanceAfter)}</StaticCell>
                  <StaticCell>{log.status}</StaticCell>
                  <StaticCell>{log.school?.name ?? ''}</StaticCell>
                  <StaticCell>{log.description}</StaticCell>
                  <StaticCell>
                    {log.transactionAction === 'Credit' && log.status === 'success' && (
                      <Button variant="secondary" onPress={() => fund.send({ type: 'fund.receiptRequested', reference: log.reference })} aria-label={`View receipt ${log.reference}`}>
                        View
                      </Button>
                    )}
                  </StaticCell>
                </StaticRow>
              )}
            </StaticTableBody>
          </StaticTable>
        </div>
      )}
    </>
  );
}

export function BillingView({ title, wallet, walletError, fund, search, logs, logsError, isLoading, schools, states, onRetry, onSearchChange, download, onPrint, price }: BillingViewProps) {
  // The logs' filters and table are the longest part of the page to draw: the wallet, what it covers and the funding
  // form are drawn first, and the logs just after, in a render and a commit of their own.
  const drawsLogs = useDeferredValue(true, false);
  return (
    <div className="Billing">
      <PageHeader title={title} intro={billingMessages.intro} />
      {walletError && <RetryBanner message={walletError} onRetry={onRetry} />}
      {wallet && <WalletSummary wallet={wallet} />}
      {price && <PriceCard price={price} />}
      <FundPanel fund={fund} onPrint={onPrint} />
      {drawsLogs && (
        <section className="Billing-logs" aria-labelledby="billing-logs">
          <div className="Billing-logsHeader">
            <h2 id="billing-logs" className="Billing-heading">
              {billingMessages.logsHeading}
            </h2>
            {download}
          </div>
          <LogFilters search={search} schools={schools} states={states} onSearchChange={onSearchChange} />
          <TransactionLogs logs={logs} logsError={logsError} isLoading={isLoading} onRetry={onRetry} fund={fund} />
        </section>
      )}
    </div>
  );
}
