// The dialog around a create or edit form of the sessions and calendar screens: its title, the fields, and FormFrame's
// buttons with Cancel beside submit. The fields' values and messages come from useFramedForm. One actor serves every
// record the dialog opens for, so opening it starts the actor's values over from `initialValues`.
import { useLayoutEffect, useState, type ReactNode } from 'react';
import type { FormSubmissionActor, FormValues } from '../../machines/formSubmission.machine';
import { Button, Dialog } from '../../ui';
import { FormFrame } from '../../shared/FormFrame';
import { useFramedForm } from '../../shared/useFramedForm';

/** What the dialog hands its fields. */
export type FormDialogFields<V extends FormValues> = Omit<ReturnType<typeof useFramedForm<V>>, 'submit'>;

export interface FormDialogProps<V extends FormValues> {
  title: string;
  /** The form's accessible name. */
  'aria-label': string;
  submitLabel: string;
  actor: FormSubmissionActor;
  /** Read when the dialog opens. */
  initialValues: V;
  children: (fields: FormDialogFields<V>) => ReactNode;
}

/** Place inside a Modal: Cancel closes the dialog through the Modal's `onOpenChange`. */
export function FormDialog<V extends FormValues>({ title, actor, initialValues, children, ...frame }: FormDialogProps<V>) {
  const [openedWith] = useState(initialValues);
  // Before the first paint, so the dialog never shows the previous record's values.
  useLayoutEffect(() => {
    actor.send({ type: 'form.reset', values: openedWith });
  }, [actor, openedWith]);
  const { submit, ...fields } = useFramedForm<V>(actor);
  return (
    <Dialog title={title}>
      {({ close }) => (
        <FormFrame
          {...frame}
          actor={actor}
          secondaryActions={
            <Button variant="secondary" onPress={close}>
              Cancel
            </Button>
          }
          onSubmit={() => submit()}
        >
          {children(fields)}
        </FormFrame>
      )}
    </Dialog>
  );
}
