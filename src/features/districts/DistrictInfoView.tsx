// /district-creation/verify-district/district-info (SPEC section 2): an approved or rejected district's details, and
// the way back to its list.
import { useTerminology } from '../../services/AppServices';
import { Link } from '../../ui';
import { verifyDistrictPath, type District } from './districts.form';
import { PageHeader } from '../../shared/PageHeader';
import { DistrictDetails } from './DistrictDetails';

export function DistrictInfoView({ district }: { district: District }) {
  const terms = useTerminology();
  return (
    <>
      <PageHeader title={district.name} intro={`${terms.district} information`} />
      <DistrictDetails district={district} />
      <Link href={`${verifyDistrictPath}?status=${district.accountStatus}`} variant="standalone">
        Back to the {terms.district.toLowerCase()} list
      </Link>
    </>
  );
}
