// A role card's delete: the confirmation in SPEC's words ('No, Don't delete', 'Yes, Delete role'), kept open while the
// role is deleted so a refusal shows in it; once deleted the route reloads the roles and the card goes with it.
import type { FormSubmissionActor } from '../../machines/formSubmission.machine';
import { roleDeletion } from '../../lib/messages';
import { AlertDialog, Banner, Button, DialogTrigger, Modal } from '../../ui';
import { useSubmission } from '../../shared/useSubmission';
import type { Role } from './roles.form';

export function RoleDeleteButton({ role, actor }: { role: Pick<Role, 'id' | 'name'>; actor: FormSubmissionActor }) {
  const { busy, error } = useSubmission(actor);
  return (
    <DialogTrigger onOpenChange={(open) => open && actor.send({ type: 'form.reset', values: { id: role.id } })}>
      <Button variant="quiet" aria-label={`Delete ${role.name}`}>
        Delete
      </Button>
      <Modal size="small">
        <AlertDialog
          title={`Delete ${role.name}?`}
          variant="destructive"
          cancelLabel={roleDeletion.cancel}
          confirmLabel={roleDeletion.confirm}
          closeOnConfirm={false}
          isPending={busy}
          onConfirm={() => actor.send({ type: 'form.submit', values: { id: role.id } })}
        >
          <p>{roleDeletion.warning}</p>
          {error && <Banner tone="error">{error}</Banner>}
        </AlertDialog>
      </Modal>
    </DialogTrigger>
  );
}
