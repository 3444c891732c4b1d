// /district-creation/verify-district/district-pending-info?id=…: a pending district, and a super-admin's review of it
// (the districtVerification machine), which returns to the pending list once decided.
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { forwardNotifications } from '../../../../machines/notifications.machine';
import { districtVerificationMachine } from '../../../../features/districts/districtVerification.machine';
import { districtPageSearchOf } from '../../../../features/districts/districtSearch.form';
import { verifyDistrictPath } from '../../../../features/districts/districts.form';
import { useAppServices, useStaff } from '../../../../services/AppServices';
import { DistrictPendingInfoView } from '../../../../features/districts/DistrictPendingInfoView';
import { recordIdGuard } from '../../-academic';
import { routeSearch } from '../../../-search';

const validateSearch = routeSearch(districtPageSearchOf);

export const Route = createFileRoute('/_main/district-creation/verify-district/district-pending-info')({
  staticData: { title: (terms) => `Pending ${terms.district}`, crumbParent: '/district-creation/verify-district' },
  validateSearch,
  beforeLoad: ({ search }) => recordIdGuard({ params: search }),
  component: DistrictPendingInfoPage,
});

function DistrictPendingInfoPage() {
  const { id } = Route.useSearch();
  // A review per district: its actor starts from the district's id.
  return <DistrictReview key={id} id={id} />;
}

function DistrictReview({ id }: { id: string }) {
  const { notifications } = useAppServices();
  const staff = useStaff();
  const navigate = useNavigate();
  const actor = useActorRef(districtVerificationMachine, { input: { id } });
  useEffect(() => {
    const forwarding = forwardNotifications(actor, notifications);
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.status === 'done') void navigate({ to: verifyDistrictPath, search: { status: snapshot.output.district?.accountStatus ?? 'pending' } });
    });
    return () => {
      forwarding.unsubscribe();
      subscription.unsubscribe();
    };
  }, [actor, navigate, notifications]);
  return <DistrictPendingInfoView actor={actor} mayDecide={staff?.isSuperAdmin ?? false} />;
}
