// The dialog around a create or edit form of the sessions and calendar screens: its title, the fields, and FormFrame's
// buttons with Cancel beside submit. The fields' values and messages come from useFramedForm.
import type { ReactNode } from 'react';
import type { ZodMiniType } from 'zod/mini';
import type { FormSubmissionActor, FormValues } from '../../machines/formSubmission.machine';
import { Button, Dialog } from '../../ui';
import { FormFrame } from '../shared/FormFrame';
import { useFramedForm } from '../shared/useFramedForm';

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
  /** The form's own check of the values. */
  schema: ZodMiniType;
  children: (fields: FormDialogFields<V>) => ReactNode;
}

/** Place inside a Modal: Cancel closes the dialog through the Modal's `onOpenChange`. */
export function FormDialog<V extends FormValues>({ title, actor, initialValues, schema, children, ...frame }: FormDialogProps<V>) {
  const { submit, ...fields } = useFramedForm(actor, initialValues, schema);
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
