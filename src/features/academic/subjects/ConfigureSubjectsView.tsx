// /subject-management/configure (where registration lands): the subjects the state offers
// (PATCH /state/add-subjects-to-state). The state's subjects are ticked when offered; the standard Nigerian subjects
// it lacks can be ticked to create them.
import { pageTitles } from '../../../services/pages';
import type { FormSubmissionActor } from '../../../machines/formSubmission.machine';
import { OfferingChecklist, missingSuggestions } from '../OfferingChecklist';
import { PageHeader } from '../../../shared/PageHeader';
import { standardSubjects, type Subject } from './subjects.form';

export function ConfigureSubjectsView({ subjects, configure }: { subjects: readonly Subject[]; configure: FormSubmissionActor }) {
  return (
    <section aria-labelledby="page-title">
      <PageHeader title={pageTitles.configureSubjects} intro="Choose the subjects your state's schools offer." />
      <OfferingChecklist
        noun="subjects"
        existing={subjects.map((subject) => ({ id: subject.id, name: subject.name, detail: subject.subjectCode }))}
        suggestions={missingSuggestions(standardSubjects, subjects).map((option) => ({ id: option.name, name: option.name, detail: option.subjectCode }))}
        actor={configure}
        listHref="/subject-management"
        createLabel="See the subject list or create a subject"
      />
    </section>
  );
}
