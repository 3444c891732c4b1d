// The info dialog of a card (class description, school figures, a role's permissions): a quiet ⓘ button that opens
// a modal listing the record's details.
import type { ReactNode } from 'react';
import { Button, Dialog, DialogTrigger, InfoIcon, Modal } from '../ui';
import './shared.css';

export type EntityField = { label: string; value: ReactNode };

/** A record's details as a description list; an empty value reads 'Not set'. */
export function FieldList({ fields, className }: { fields: readonly EntityField[]; className?: string }) {
  return (
    <dl className={className ?? 'FieldList'}>
      {fields.map((field) => (
        <div key={field.label} className="FieldList-row">
          <dt>{field.label}</dt>
          <dd>{field.value === null || field.value === undefined || field.value === '' ? <span className="FieldList-empty">Not set</span> : field.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export interface InfoDialogProps {
  /** The record's name: the dialog's title and part of the button's name ('Information about JSS 1'). */
  name: string;
  fields: readonly EntityField[];
  children?: ReactNode;
}

export function InfoDialog({ name, fields, children }: InfoDialogProps) {
  return (
    <DialogTrigger>
      <Button variant="quiet" aria-label={`Information about ${name}`} className="InfoDialog-button">
        <InfoIcon />
      </Button>
      <Modal isDismissable size="small">
        <Dialog title={name} actions={({ close }) => <Button onPress={close}>Close</Button>}>
          <FieldList fields={fields} />
          {children}
        </Dialog>
      </Modal>
    </DialogTrigger>
  );
}
