// The edit page of an area's record (/class-management/edit-class/{id}, /subject-management/edit-subject/{id}): 'Edit
// <name>' as the page's heading, which also names the area's form, and the link back to the list beside its submit.
import type { ReactNode } from 'react';
import { Link } from '../ui';
import type { FramedFormProps } from './FormFrame';
import { PageHeader } from './PageHeader';

export interface EntityEditPageProps {
  /** The record's name as saved: the heading stays while the form's name field changes. */
  name: string;
  backLink: { href: string; label: string };
  submitLabel: string;
  /** The area's form, given its name, submit label and the back link. */
  form: (frame: FramedFormProps) => ReactNode;
}

export function EntityEditPage({ name, backLink, submitLabel, form }: EntityEditPageProps) {
  return (
    <section aria-labelledby="page-title">
      <PageHeader title={`Edit ${name}`} />
      {form({
        'aria-labelledby': 'page-title',
        submitLabel,
        secondaryActions: (
          <Link href={backLink.href} variant="standalone" className="OfferingChecklist-link">
            {backLink.label}
          </Link>
        ),
      })}
    </section>
  );
}
