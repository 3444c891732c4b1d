// /class-management/configure: the classes the state offers (PATCH /state/add-classes-to-state). The state's classes
// are ticked when offered; the standard Nigerian classes it lacks can be ticked to create them.
import { pageTitles } from '../../../services/pages';
import type { FormSubmissionActor } from '../../../machines/formSubmission.machine';
import { OfferingChecklist, missingSuggestions } from '../OfferingChecklist';
import { PageHeader } from '../../../shared/PageHeader';
import { standardClasses, type Class } from './classes.form';

export function ConfigureClassesView({ classes, configure }: { classes: readonly Class[]; configure: FormSubmissionActor }) {
  return (
    <section aria-labelledby="page-title">
      <PageHeader title={pageTitles.configureClasses} intro="Choose the classes your state's schools offer." />
      <OfferingChecklist
        noun="classes"
        existing={classes.map((record) => ({ id: record.id, name: record.name, detail: record.classType }))}
        suggestions={missingSuggestions(standardClasses, classes).map((option) => ({ id: option.name, name: option.name, detail: option.classType }))}
        actor={configure}
        listHref="/class-management"
        createLabel="See the class list or create a class"
      />
    </section>
  );
}
