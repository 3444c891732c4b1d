// The frame of every create and edit form (the pattern for later areas, docs/architecture.md): the fields, then the
// form's banner (a message about no field; everything typed stays), and the buttons. Success is said once, by the
// notification the actor raises, since the form usually closes or redirects. The submit flow itself is a
// formSubmission actor (src/machines/formSubmission.machine.ts).
import type { FormEvent, ReactNode } from 'react';
import type { FormSubmissionActor } from '../machines/formSubmission.machine';
import { Banner, Button, Form, FormActions } from '../ui';
import { useSubmission } from './useSubmission';
import './shared.css';

export interface FormFrameProps {
  actor: FormSubmissionActor;
  /** Names the form (give a visible heading's id through `aria-labelledby` where there is one). */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  submitLabel: string;
  /** Sends `form.submit`: the actor checks the values and shows the messages. */
  onSubmit: () => void;
  children: ReactNode;
  /** Further buttons or links beside submit (Cancel). */
  secondaryActions?: ReactNode;
}

/** What a form built on the frame passes through to it unchanged: its name, its submit label and the buttons beside it. */
export type FramedFormProps = Pick<FormFrameProps, 'aria-label' | 'aria-labelledby' | 'submitLabel' | 'secondaryActions'>;

export function FormFrame({ actor, submitLabel, onSubmit, children, secondaryActions, ...labelling }: FormFrameProps) {
  const { busy, error, succeeded } = useSubmission(actor);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy && !succeeded) onSubmit();
  };
  return (
    <Form {...labelling} validationBehavior="aria" onSubmit={submit} className="FormFrame">
      {children}
      {error && <Banner tone="error">{error}</Banner>}
      <FormActions>
        {secondaryActions}
        <Button type="submit" isPending={busy} pendingLabel="Saving" isDisabled={succeeded}>
          {submitLabel}
        </Button>
      </FormActions>
    </Form>
  );
}
