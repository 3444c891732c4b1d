// /district-creation: the page of the district creation form, titled with the state's term for a district, and the
// way to the lists of districts.
import type { FormSubmissionActor } from '../../machines/formSubmission.machine';
import type { addressLookupMachine } from '../../machines/addressLookup.machine';
import { verifyDistrictPath } from '../../resources/districts.form';
import type { Places } from '../../resources/staffSearch.form';
import { useTerminology } from '../../services/AppServices';
import { pageTitles } from '../../services/pages';
import { Link } from '../../ui';
import { PageHeader } from '../shared/PageHeader';
import { DistrictForm } from './DistrictForm';

export interface DistrictCreationViewProps {
  create: FormSubmissionActor;
  places: Places;
  addressLogic?: typeof addressLookupMachine;
}

export function DistrictCreationView({ create, places, addressLogic }: DistrictCreationViewProps) {
  const terms = useTerminology();
  return (
    <>
      <PageHeader
        title={pageTitles.districtCreation(terms)}
        intro={`A new ${terms.district.toLowerCase()} and its administrator. It stays pending until a super-admin approves it.`}
        actions={
          <Link href={verifyDistrictPath} variant="standalone">
            See the {terms.district.toLowerCase()}s
          </Link>
        }
      />
      <DistrictForm actor={create} places={places} addressLogic={addressLogic} />
    </>
  );
}
