// The class note machine's states through the real panel: the upload region (empty, rejected, chosen, uploading with
// its progress, failed) and the notes region (listed, downloading, confirming a delete, deleting, failed).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createActor, fromPromise, type AnyActorLogic } from 'xstate';
import { classNoteUploadMachine, type ClassNotesActor, type UploadInput } from './classNoteUpload.machine';
import { classNotesFixture, fileFixture, schemeChoiceFixture, type ClassNote } from '../../../testing/academicFixtures';
import { answers, fails, pending } from '../../../testing/storySupport';
import { ClassNotesPanel } from './ClassNotesPanel';

const notes = classNotesFixture as [ClassNote, ClassNote];
const lesson = fileFixture('Week 4 lesson.pdf', 250_000, 'application/pdf');
const huge = fileFixture('Term videos.pdf', 42 * 1024 * 1024, 'application/pdf');

type Calls = { upload?: AnyActorLogic; download?: AnyActorLogic; remove?: AnyActorLogic; list?: AnyActorLogic };

function panel(calls: Calls = {}, classNotes: ClassNote[] = notes): ClassNotesActor {
  const logic = classNoteUploadMachine.provide({
    actors: {
      uploadClassNote: (calls.upload ?? pending()) as never,
      downloadClassNote: (calls.download ?? pending()) as never,
      deleteClassNote: (calls.remove ?? pending()) as never,
      listClassNotes: (calls.list ?? pending()) as never,
    },
  });
  return createActor(logic, { input: { ...schemeChoiceFixture, classNotes } }).start();
}

/** An upload that reports 40 % and then waits. */
const uploadAt40 = fromPromise<never, UploadInput>(({ input }) => {
  input.onProgress({ loaded: 100_000, total: 250_000 });
  return new Promise(() => {});
});

const meta = {
  title: 'Academic/Scheme of work/Class notes (class note machine)',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Loaded = { notes: ClassNotesActor };
type Story = StoryObj<typeof meta> & { loaders?: Array<() => Promise<Loaded>> };

const render: Story['render'] = (_args, { loaded }) => <ClassNotesPanel actor={(loaded as Loaded).notes} />;
const stateOf = (loaded: Record<string, unknown>) => (loaded.notes as ClassNotesActor).getSnapshot();
const body = () => within(document.body);

/** `upload.empty` and `notes.listed`: the notes there, nothing chosen. */
export const Listed: Story = {
  loaders: [async () => ({ notes: panel() })],
  render,
  play: async ({ canvas, loaded }) => {
    await expect(stateOf(loaded).value).toEqual({ upload: 'empty', notes: 'listed' });
    await expect(canvas.getByRole('list', { name: 'Class notes' })).toBeVisible();
    await expect(canvas.getByText('471 KB · uploaded 10-09-2026')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Upload class note' })).toBeDisabled();
  },
};

export const NoNotes: Story = {
  loaders: [async () => ({ notes: panel({}, []) })],
  render,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No class notes yet for this class, subject and term.')).toBeVisible();
  },
};

/** `upload.chosen`: a file picked through the file chooser. */
export const Chosen: Story = {
  loaders: [async () => ({ notes: panel() })],
  render,
  play: async ({ canvasElement, canvas, loaded }) => {
    await userEvent.upload(canvasElement.querySelector('input[type="file"]') as HTMLInputElement, new File(['%PDF-1.4'], 'Week 4 lesson.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(stateOf(loaded).value).toEqual({ upload: 'chosen', notes: 'listed' }));
    await expect(canvas.getByText('Week 4 lesson.pdf')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Upload class note' })).toBeEnabled();
  },
};

/** `upload.rejected`: a PDF over 10 MB is refused before anything is sent. */
export const Rejected: Story = {
  loaders: [
    async () => {
      const notes = panel();
      notes.send({ type: 'notes.fileChosen', file: huge });
      return { notes };
    },
  ],
  render,
  play: async ({ canvas, loaded }) => {
    await expect(stateOf(loaded).value).toEqual({ upload: 'rejected', notes: 'listed' });
    await expect(canvas.getByRole('alert')).toHaveTextContent('Term videos.pdf is too large (42 MB). The limit is 10 MB.');
    await expect(canvas.getByRole('button', { name: 'Upload class note' })).toBeDisabled();
  },
};

/** A file of another type (dropped, or picked with "All files") is refused in people's words, not MIME types. */
export const RejectedType: Story = {
  loaders: [async () => ({ notes: panel() })],
  render,
  play: async ({ canvasElement, canvas, loaded }) => {
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    input.removeAttribute('accept');
    await userEvent.upload(input, fileFixture('marks.xlsx', 10_000, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('marks.xlsx is not a PDF, Word (.docx) or PowerPoint (.pptx) file.');
    await expect(alert).not.toHaveTextContent('application/');
    await expect(stateOf(loaded).value).toEqual({ upload: 'empty', notes: 'listed' });
  },
};

/** `upload.uploading`: the progress bar follows the upload. */
export const Uploading: Story = {
  loaders: [
    async () => {
      const notes = panel({ upload: uploadAt40 });
      notes.send({ type: 'notes.fileChosen', file: lesson });
      notes.send({ type: 'notes.upload' });
      return { notes };
    },
  ],
  render,
  play: async ({ canvas }) => {
    const progress = canvas.getByRole('progressbar', { name: 'Uploading Week 4 lesson.pdf' });
    await waitFor(() => expect(progress).toHaveAttribute('aria-valuenow', '40'));
  },
};

/** `upload.failed`: the server's message; the file stays chosen to try again. */
export const UploadFailed: Story = {
  loaders: [
    async () => {
      const notes = panel({ upload: fails('Only PDF, Word (.docx) or PowerPoint (.pptx) files are accepted') });
      notes.send({ type: 'notes.fileChosen', file: lesson });
      notes.send({ type: 'notes.upload' });
      return { notes };
    },
  ],
  render,
  play: async ({ canvas, loaded }) => {
    await waitFor(() => expect(stateOf(loaded).value).toEqual({ upload: 'failed', notes: 'listed' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Only PDF, Word (.docx) or PowerPoint (.pptx) files are accepted');
    await expect(canvas.getByRole('button', { name: 'Upload class note' })).toBeEnabled();
  },
};

/** `notes.listing`: Refresh list asks for the notes again (GET /scheme/class-notes/{subjectId}). */
export const Listing: Story = {
  loaders: [async () => ({ notes: panel() })],
  render,
  play: async ({ canvas, loaded }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh list' }));
    await expect(stateOf(loaded).value).toEqual({ upload: 'empty', notes: 'listing' });
    await expect(canvas.getByRole('progressbar', { name: 'Refreshing the class notes' })).toBeInTheDocument();
  },
};

/** Listed again: what the server answers replaces the list. */
export const Refreshed: Story = {
  loaders: [async () => ({ notes: panel({ list: answers({ classNotes: [notes[1]] }) }) })],
  render,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh list' }));
    await waitFor(() => expect(canvas.queryByText('Number bases.pdf')).toBeNull());
    await expect(canvas.getByText('Fractions worked examples.docx')).toBeVisible();
  },
};

/** `notes.downloading`: that note's button is busy. */
export const Downloading: Story = {
  loaders: [async () => ({ notes: panel() })],
  render,
  play: async ({ canvas, loaded }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Download Number bases.pdf' }));
    await expect(stateOf(loaded).value).toEqual({ upload: 'empty', notes: 'downloading' });
    await expect(canvas.getByRole('progressbar', { name: 'Downloading Number bases.pdf' })).toBeInTheDocument();
  },
};

/** `notes.confirmingDelete`: the confirmation; its cancel button has focus. */
export const ConfirmingDelete: Story = {
  loaders: [async () => ({ notes: panel() })],
  render,
  play: async ({ canvas, loaded }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Fractions worked examples.docx' }));
    const dialog = await body().findByRole('alertdialog', { name: 'Delete class note' });
    await expect(dialog).toHaveTextContent('Fractions worked examples.docx will be deleted');
    await expect(within(dialog).getByRole('button', { name: 'No, keep it' })).toHaveFocus();
    await expect(stateOf(loaded).value).toEqual({ upload: 'empty', notes: 'confirmingDelete' });
  },
};

/** `notes.deleting`: confirmed; the note's delete button is busy. */
export const Deleting: Story = {
  loaders: [async () => ({ notes: panel() })],
  render,
  play: async ({ canvas, loaded }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Number bases.pdf' }));
    const dialog = await body().findByRole('alertdialog', { name: 'Delete class note' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, delete it' }));
    await waitFor(() => expect(stateOf(loaded).value).toEqual({ upload: 'empty', notes: 'deleting' }));
    await expect(canvas.getByRole('progressbar', { name: 'Deleting Number bases.pdf' })).toBeInTheDocument();
  },
};

/** `notes.failed`: a delete the server refused; the note stays listed. */
export const NotesFailed: Story = {
  loaders: [
    async () => {
      const notes = panel({ remove: fails('Class note not found', 404) });
      notes.send({ type: 'notes.deleteAsked', note: notes.getSnapshot().context.classNotes[0] as ClassNote });
      notes.send({ type: 'notes.deleteConfirmed' });
      return { notes };
    },
  ],
  render,
  play: async ({ canvas, loaded }) => {
    await waitFor(() => expect(stateOf(loaded).value).toEqual({ upload: 'empty', notes: 'failed' }));
    await expect(canvas.getByText('Class note not found')).toBeVisible();
    await expect(canvas.getByText('Number bases.pdf')).toBeVisible();
  },
};
