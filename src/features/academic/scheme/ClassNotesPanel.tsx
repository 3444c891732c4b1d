// The class notes of the chosen session, term, class and subject, on a classNotes actor: choose a file (PDF, .docx or
// .pptx, at most 10 MB, checked here before anything is sent), upload it with a progress bar, and download or delete
// (after confirming) the notes there.
import { useSelector } from '@xstate/react';
import { formatDate } from '../../../lib/date';
import { classNoteTypes } from '../../../lib/constants';
import type { ClassNote, ClassNotesActor } from './classNoteUpload.machine';
import { AlertDialog, Banner, Button, EmptyState, FileUpload, Modal, ProgressBar, UploadIcon, formatFileSize } from '../../../ui';
import '../academic.css';

export function ClassNotesPanel({ actor }: { actor: ClassNotesActor }) {
  const snapshot = useSelector(actor, (s) => s);
  const { file, progress, uploadError, classNotes, target, notesError } = snapshot.context;
  const uploading = snapshot.matches({ upload: 'uploading' });
  const canUpload = snapshot.matches({ upload: 'chosen' }) || snapshot.matches({ upload: 'failed' });
  const confirming = snapshot.matches({ notes: 'confirmingDelete' });
  const downloading = snapshot.matches({ notes: 'downloading' });
  const deleting = snapshot.matches({ notes: 'deleting' });
  const listing = snapshot.matches({ notes: 'listing' });
  const percent = progress && progress.total > 0 ? Math.round((progress.loaded / progress.total) * 100) : 0;

  return (
    <section aria-labelledby="class-notes-title" className="ClassNotes">
      <div className="ClassNotes-header">
        <h2 id="class-notes-title">Class notes</h2>
        <Button variant="quiet" onPress={() => actor.send({ type: 'notes.refresh' })} isPending={listing} pendingLabel="Refreshing the class notes" isDisabled={downloading || deleting}>
          Refresh list
        </Button>
      </div>
      <div className="ClassNotes-upload">
        <FileUpload
          label="Class note file"
          description="A PDF, Word (.docx) or PowerPoint (.pptx) file of at most 10 MB."
          acceptedFileTypes={classNoteTypes}
          acceptedTypesText="a PDF, Word (.docx) or PowerPoint (.pptx) file"
          file={file}
          onFileChange={(chosen) => actor.send(chosen ? { type: 'notes.fileChosen', file: chosen } : { type: 'notes.fileCleared' })}
          errorMessage={uploadError ?? undefined}
          isDisabled={uploading}
        />
        <Button onPress={() => actor.send({ type: 'notes.upload' })} isDisabled={!canUpload} isPending={uploading} pendingLabel="Uploading">
          <UploadIcon />
          Upload class note
        </Button>
      </div>
      {uploading && <ProgressBar label={`Uploading ${file?.name ?? 'the class note'}`} value={percent} />}
      {notesError && <Banner tone="error">{notesError}</Banner>}
      {classNotes.length === 0 ? (
        <EmptyState size="compact">No class notes yet for this class, subject and term.</EmptyState>
      ) : (
        <ul className="ClassNotes-list" aria-labelledby="class-notes-title">
          {classNotes.map((note) => (
            <NoteItem
              key={note.id}
              note={note}
              busy={(downloading || deleting) && target?.id === note.id}
              downloading={downloading && target?.id === note.id}
              deleting={deleting && target?.id === note.id}
              onDownload={() => actor.send({ type: 'notes.download', note })}
              onDelete={() => actor.send({ type: 'notes.deleteAsked', note })}
            />
          ))}
        </ul>
      )}
      <Modal isOpen={confirming} onOpenChange={(open) => !open && actor.send({ type: 'notes.deleteCancelled' })}>
        <AlertDialog
          title="Delete class note"
          variant="destructive"
          confirmLabel="Yes, delete it"
          cancelLabel="No, keep it"
          onConfirm={() => actor.send({ type: 'notes.deleteConfirmed' })}
        >
          {target ? `${target.fileName} will be deleted for every school of your state. This cannot be undone.` : ''}
        </AlertDialog>
      </Modal>
    </section>
  );
}

function NoteItem({
  note,
  busy,
  downloading,
  deleting,
  onDownload,
  onDelete,
}: {
  note: ClassNote;
  busy: boolean;
  downloading: boolean;
  deleting: boolean;
  onDownload: () => void;
  onDelete: () => void;
}) {
  return (
    <li className="EventsList-item ClassNotes-item">
      <span className="EventsList-text">
        <span className="EventsList-name">{note.fileName}</span>
        <span className="EventsList-meta">
          {formatFileSize(note.size)} · uploaded {formatDate(note.uploadedAt)}
        </span>
      </span>
      <span className="ClassNotes-actions">
        <Button variant="secondary" onPress={onDownload} isPending={downloading} isDisabled={busy && !downloading} aria-label={`Download ${note.fileName}`} pendingLabel={`Downloading ${note.fileName}`}>
          Download
        </Button>
        <Button variant="danger" onPress={onDelete} isPending={deleting} isDisabled={busy && !deleting} aria-label={`Delete ${note.fileName}`} pendingLabel={`Deleting ${note.fileName}`}>
          Delete
        </Button>
      </span>
    </li>
  );
}
