// /billing: the report-card wallet (billing service) and the transaction logs (portal). The logs' filters are the
// URL's search params (validated by billingSearchOf), so a reload, Back or a shared link shows the same logs; the
// checkout sends the payer back here with ?payment=<reference>, which the funding machine confirms, then drops.
import { createFileRoute, useRouterState } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect } from 'react';
import { spreadsheetDownloadMachine } from '../../machines/spreadsheetDownload.machine';
import { pageTitles } from '../../services/pages';
import { DownloadButton } from '../../shared/DownloadButton';
import { billing, transactionLogsFile } from '../../features/billing/billing.calls';
import { billingSearchOf, type BillingSearch } from '../../features/billing/billing.form';
import { BillingView } from '../../features/billing/BillingView';
import { fundWalletMachine } from '../../features/billing/fundWallet.machine';
import { useFormSubmission } from '../../app/useFormSubmission';
import type { Staff } from '../../machines/session.machine';
import { useStaff } from '../../services/AppServices';
import { readShown } from '../../shared/calls';
import type { NamedOption } from '../../shared/filterOptions.calls';
import { afterFirstPage } from '../../app/firstPageInSlices';
import { started, useSettled } from '../../app/useSettled';
import { gatedLoader, useReload, useStateDetailsUpdate, type LoaderArgs } from './-academic';
import { routeSearch } from '../-search';

const validateSearch = routeSearch(billingSearchOf);

export const Route = createFileRoute('/_main/billing')({
  staticData: { title: pageTitles.billing },
  validateSearch,
  // The returning payment is the funding machine's, not the logs': dropping it reads nothing again.
  loaderDeps: ({ search: { payment: _payment, ...filters } }) => filters,
  loader: gatedLoader(loadBilling),
  component: BillingPage,
});

// Named, not inline: the router's code splitter moves a loader into the page's chunk and cannot carry inline types.
// The wallet, one small answer at the top of the page, is waited for, so nothing below it moves when it comes. The
// logs and the filters' lists (every school of the state) are started, not awaited, once the page is on screen: the
// page shows its wallet, funding and filters while they are on their way.
async function loadBilling(signal: AbortSignal, { context, deps }: LoaderArgs & { deps: BillingSearch }) {
  const staff = context.session.getSnapshot().context.staff;
  const stateId = staff?.state ?? '';
  const logs = started(afterFirstPage(() => billing.logsShown(deps, signal)));
  const lists = started(
    afterFirstPage(() => Promise.all([billing.schools(signal), staff?.isSuperAdmin ? billing.states(signal) : undefined]).then(([schools, states]) => ({ schools, states }))),
  );
  const wallet = await readShown((call) => billing.wallet(stateId, call), signal);
  return { stateId, wallet, logs, lists };
}

const noSchools: NamedOption[] = [];
const printPage = () => window.print();

function BillingPage() {
  const loaded = Route.useLoaderData();
  const staff = useStaff();
  return loaded && staff ? <SignedInBilling staff={staff} {...loaded} /> : null;
}

function SignedInBilling({ staff, stateId, wallet, logs: logsRead, lists: listsRead }: NonNullable<Awaited<ReturnType<typeof loadBilling>>> & { staff: Staff }) {
  const { value: logs, pending } = useSettled(logsRead);
  const { value: lists } = useSettled(listsRead);
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const reload = useReload();
  const isLoading = useRouterState({ select: (state) => state.isLoading });
  const fund = useActorRef(fundWalletMachine, { input: { walletId: stateId, returnedPayment: search.payment } });
  const download = useActorRef(spreadsheetDownloadMachine, { input: { fileName: transactionLogsFile } });
  const stateUpdated = useStateDetailsUpdate();
  // The new price changes what the balance covers: the wallet is read again.
  const price = useFormSubmission({
    ...billing.priceForm(staff.stateDetails),
    onSucceeded: (details) => {
      stateUpdated(details);
      reload();
    },
  });
  // Kept the same from render to render, as is printing, so the memoised filters and funding form are not drawn again.
  const show = useCallback((next: BillingSearch) => void navigate({ to: '/billing', search: next, replace: true }), [navigate]);
  // Once the returning payment's receipt is put away, the address no longer names it.
  const settled = useSelector(fund, (snapshot) => snapshot.matches('choosing'));
  useEffect(() => {
    if (settled && search.payment) void navigate({ to: '/billing', search: ({ payment: _payment, ...rest }) => rest, replace: true });
  }, [settled, search.payment, navigate]);
  return (
    <BillingView
      title={pageTitles.billing}
      wallet={wallet.list}
      walletError={wallet.error}
      fund={fund}
      search={search}
      logs={logs?.list ?? null}
      logsError={logs?.error ?? null}
      isLoading={isLoading || pending}
      schools={lists?.schools ?? noSchools}
      states={lists?.states}
      onRetry={reload}
      onSearchChange={show}
      download={<DownloadButton actor={download} onDownload={() => download.send({ type: 'download.requested', read: billing.download(search) })} />}
      onPrint={printPage}
      price={staff.isSuperAdmin ? price : undefined}
    />
  );
}
