// The list page of an area's records (/class-management, /subject-management; later roles and schools): the page's
// heading with the link to its configure page and the 'Create …' button, the records as cards, and the create
// dialog around the area's form. The route holds the dialog open and closes it once the record is created.
import type { ReactNode } from 'react';
import { Button, Dialog, Link, Modal, PlusIcon, type ModalProps } from '../ui';
import { EntityCardList, type EntityCardListProps } from './EntityCardList';
import type { FramedFormProps } from './FormFrame';
import { PageHeader } from './PageHeader';

/** Whether the create dialog is open; the route owns it, so that creating the record can close it. */
export interface CreateDialogState {
  isCreateOpen: boolean;
  onCreateOpenChange: (open: boolean) => void;
}

export interface EntityListPageProps<T extends { id: string }> extends CreateDialogState {
  title: string;
  intro: string;
  /** The area's configure page, when it has one. */
  configureLink?: { href: string; label: string };
  /** 'Create Class': the button, the dialog's title, and the create form's name and submit label. */
  createLabel: string;
  /** The create form, given its name, submit label and the dialog's Cancel button. */
  createForm: (frame: FramedFormProps) => ReactNode;
  createDialogSize?: ModalProps['size'];
  cards: EntityCardListProps<T>;
  /** What the page shows between its heading and the cards (the schools' search). */
  children?: ReactNode;
  /** What the page shows after the cards (the schools' figures). */
  after?: ReactNode;
  /** Further actions beside Create (the schools' download). */
  actions?: ReactNode;
}

export function EntityListPage<T extends { id: string }>({
  title,
  intro,
  configureLink,
  createLabel,
  createForm,
  createDialogSize,
  cards,
  children,
  after,
  actions,
  isCreateOpen,
  onCreateOpenChange,
}: EntityListPageProps<T>) {
  return (
    <section aria-labelledby="page-title">
      <PageHeader
        title={title}
        intro={intro}
        actions={
          <>
            {configureLink && (
              <Link href={configureLink.href} variant="standalone">
                {configureLink.label}
              </Link>
            )}
            <Button onPress={() => onCreateOpenChange(true)}>
              <PlusIcon />
              {createLabel}
            </Button>
            {actions}
          </>
        }
      />
      {children}
      <EntityCardList {...cards} />
      {after}
      <Modal isOpen={isCreateOpen} onOpenChange={onCreateOpenChange} isDismissable={false} size={createDialogSize}>
        <Dialog title={createLabel}>
          {({ close }) =>
            createForm({
              'aria-label': createLabel,
              submitLabel: createLabel,
              secondaryActions: (
                <Button variant="secondary" onPress={close}>
                  Cancel
                </Button>
              ),
            })
          }
        </Dialog>
      </Modal>
    </section>
  );
}
