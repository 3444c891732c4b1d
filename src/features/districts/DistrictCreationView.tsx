// /district-creation: the page of the district creation form, titled with the state's term for a district, and the
// way to the lists of districts. Someone who may see the districts but not create one gets the way to the lists and
// a word on why there is no form, rather than a form the server would refuse.
import type { FormSubmissionActor } from '../../machines/formSubmission.machine';
import type { addressLookupMachine } from '../../machines/addressLookup.machine';
import { verifyDistrictPath } from './districts.form';
import type { Places } from '../../shared/places';
import { useTerminology } from '../../services/AppServices';
import { pageTitles } from '../../services/pages';
import { Banner, Link } from '../../ui';
import { PageHeader } from '../../shared/PageHeader';
import { DistrictForm } from './DistrictForm';

export interface DistrictCreationViewProps {
  /**
   * The form's submission and its place choices (null while they are on their way: the form is drawn when they come);
   * null for a caller without the district.create permission.
   */
  form: { create: FormSubmissionActor; places: Places | null } | null;
  addressLogic?: typeof addressLookupMachine;
}

export function DistrictCreationView({ form, addressLogic }: DistrictCreationViewProps) {
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
      {form ? (
        form.places ? (
          <DistrictForm actor={form.create} places={form.places} addressLogic={addressLogic} />
        ) : (
          <div className="FormPending" />
        )
      ) : (
        <Banner role="none" title={`Creating a ${terms.district.toLowerCase()} is not part of your role`}>
          Your role lets you see the {terms.district.toLowerCase()}s. To create one, ask your state administrator for a role that may create them.
        </Banner>
      )}
    </>
  );
}
