// The two-step spreadsheet import of staff or students, on a spreadsheetImport actor: the template, a file dropped or
// chosen, the upload's progress and then the check of every row, the report (rows ready, updates of a download's rows
// with each change, rows with errors, every error by row, column and message) with the failed rows to download, the
// create, and the counts. Each failure has its own heading and advice. When a step ends, focus moves to what it
// brought (the report, the counts, the failure), so a keyboard or screen-reader user is taken there.
import { useSelector } from '@xstate/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { TableLayout, Virtualizer } from 'react-aria-components';
import { spreadsheetImportMaxRows, spreadsheetImportTypes } from '../../lib/constants';
import type {
  ImportFailure,
  ImportKind,
  SpreadsheetImportActor,
  SpreadsheetImportSnapshot,
  UploadBatch,
} from './spreadsheetImport.machine';
import {
  Banner,
  Button,
  Cell,
  Column,
  DownloadIcon,
  FileDropZone,
  Link,
  ProgressBar,
  Row,
  Table,
  TableBody,
  TableHeader,
  formatFileSize,
} from '../../ui';
import { pageTitles } from '../../services/pages';
import { PageHeader } from '../../shared/PageHeader';
import { appLocale } from '../../lib/locale';
import './imports.css';

const counts = new Intl.NumberFormat(appLocale);

/** The words that differ between a staff and a student import. */
export const importCopy: Record<ImportKind, { title: string; one: string; many: string; list: string }> = {
  staff: {
    title: pageTitles.staffImport,
    one: 'staff member',
    many: 'staff',
    list: 'Back to the staff list',
  },
  student: {
    title: pageTitles.studentImport,
    one: 'student',
    many: 'students',
    list: 'Back to the student list',
  },
};

const rows = (n: number) => `${counts.format(n)} ${n === 1 ? 'row' : 'rows'}`;

/** Which sheet was read, and the rows of it left aside because its reader does not see them. */
export function readFromCopy({ sheet, hiddenRowCount, filteredRowCount }: Pick<UploadBatch, 'sheet' | 'hiddenRowCount' | 'filteredRowCount'>): string {
  const aside = [
    hiddenRowCount > 0 && `${rows(hiddenRowCount)} hidden`,
    filteredRowCount > 0 && `${rows(filteredRowCount)} the sheet’s filter hides`,
  ].filter(Boolean);
  const read = `Read from the sheet ${sheet}.`;
  return aside.length
    ? `${read} ${aside.join(' and ')} ${hiddenRowCount + filteredRowCount === 1 ? 'was' : 'were'} left aside: show them and upload the file again to include them.`
    : read;
}

/** The columns of a download an import leaves as they are, said so. */
export const leftAsTheyAreCopy = (columns: readonly string[]) =>
  `An import does not change ${columns.join(', ')}: those columns are left as they are for the rows with an Id.`;

/** The create's button: the new rows, the updates, or both. */
export function createLabel({ newRowCount, updateRowCount }: Pick<UploadBatch, 'newRowCount' | 'updateRowCount'>): string {
  const created = `${counts.format(newRowCount)} ${newRowCount === 1 ? 'row' : 'rows'}`;
  const updated = `${counts.format(updateRowCount)} ${updateRowCount === 1 ? 'person' : 'people'}`;
  if (updateRowCount === 0) return `Create ${counts.format(newRowCount)} valid ${newRowCount === 1 ? 'row' : 'rows'}`;
  return newRowCount === 0 ? `Update ${updated}` : `Create ${created} and update ${updated}`;
}

const creatingLabel = (batch: UploadBatch, many: string) =>
  batch.updateRowCount === 0 ? `Creating ${counts.format(batch.newRowCount)} ${many}` : `Creating and updating ${counts.format(batch.validRowCount)} ${many}`;

/** How the rows with errors come back in. */
export const fixAdvice = 'Download the failed rows, fix them, and upload that file as it is: its Errors and Uploaded Row columns are left aside.';

/** What each failure is called, and what to do about it (the message itself is the browser's check or the server's). */
export const failureCopy: Record<ImportFailure, { title: string; advice: string }> = {
  wrongFileType: {
    title: 'This is not an Excel spreadsheet',
    advice: 'Save the file as an Excel Workbook (.xlsx), or start from the template.',
  },
  emptySheet: {
    title: 'The sheet is empty',
    advice: 'Fill in the template below its headings, one row for each record.',
  },
  unknownHeadings: {
    title: 'The headings are not the template’s',
    advice: 'Copy your rows into the template, whose headings the import reads.',
  },
  fileTooLarge: {
    title: 'The file is too large',
    advice: 'Split the rows into several files and import each.',
  },
  tooManyRows: {
    title: 'Too many rows',
    advice: `At most ${counts.format(spreadsheetImportMaxRows)} rows can be imported at once: split the rows into several files.`,
  },
  unreadableCells: {
    title: 'Some cells cannot be read',
    advice: 'Fix the cell named above, save, and upload the file again.',
  },
  expired: {
    title: 'This upload has expired',
    advice: 'Uploads are kept for 24 hours. Upload the file again to check it afresh.',
  },
  changedSinceUpload: {
    title: 'Records changed since the upload',
    advice: 'Nothing was created. Upload the file again to see which rows are affected now.',
  },
  serverError: {
    title: 'The server could not finish',
    advice: 'Nothing was lost. Try again; if it keeps failing, tell your administrator.',
  },
  offline: {
    title: 'You are offline',
    advice: 'Check your connection, then try again.',
  },
};

/** The leaf of the `import` region, as the view shows it. */
function stepOf(snapshot: SpreadsheetImportSnapshot): {
  step: string;
  failure?: ImportFailure;
} {
  const value = snapshot.value.import;
  if (typeof value === 'string') return { step: value };
  if ('failed' in value) return { step: 'failed', failure: value.failed as ImportFailure };
  if ('sending' in value) return { step: value.sending as string };
  return { step: 'reviewing' };
}

function percentOf(snapshot: SpreadsheetImportSnapshot): number {
  const progress = snapshot.context.progress;
  return progress && progress.total > 0 ? Math.round((progress.loaded / progress.total) * 100) : 0;
}

/** A heading that takes focus when it appears (and when `focusKey` changes): the start of what a finished step brought. */
function FocusedHeading({ id, focusKey, children }: { id: string; focusKey?: string; children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [focusKey]);
  return (
    <h2 ref={ref} id={id} tabIndex={-1} className="Import-heading">
      {children}
    </h2>
  );
}

export interface SpreadsheetImportViewProps {
  actor: SpreadsheetImportActor;
  /** The list the import adds to (/staff-management, /student-management). */
  listHref: string;
}

export function SpreadsheetImportView({ actor, listHref }: SpreadsheetImportViewProps) {
  const snapshot = useSelector(actor, (s) => s);
  const { kind, file, batch, failure, templateFailure } = snapshot.context;
  const copy = importCopy[kind];
  const { step, failure: failureKind } = stepOf(snapshot);
  const send = actor.send;
  const cancel = (
    <Button variant="quiet" onPress={() => send({ type: 'import.cancel' })}>
      Cancel
    </Button>
  );
  const choosing = step === 'idle' || step === 'fileChosen' || step === 'failed' || step === 'reviewing';

  return (
    <div className="Import">
      <PageHeader
        title={copy.title}
        intro={`Two steps: upload a spreadsheet and every row is checked (nothing is created yet), then create the ${copy.many} whose rows are ready.`}
        actions={
          <Button
            variant="secondary"
            onPress={() => send({ type: 'import.downloadTemplate' })}
            isPending={snapshot.matches({ template: 'downloading' })}
            pendingLabel="Downloading the template"
          >
            <DownloadIcon />
            Download the template
          </Button>
        }
      />
      {templateFailure && (
        <Banner tone="error" title="The template could not be downloaded">
          {templateFailure}
        </Banner>
      )}

      {step === 'failed' && failureKind && (
        <section className="Import-section" aria-labelledby="import-failure">
          <Banner
            tone="error"
            role="none"
            action={
              <span className="Import-actions">
                {file && failureKind !== 'wrongFileType' && failureKind !== 'fileTooLarge' && failureKind !== 'emptySheet' && (
                  <Button onPress={() => send({ type: 'import.upload' })}>Upload {file.name} again</Button>
                )}
                {batch && failureKind !== 'changedSinceUpload' && <Button onPress={() => send({ type: 'import.create' })}>Try creating again</Button>}
                {cancel}
              </span>
            }
          >
            <FocusedHeading id="import-failure" focusKey={failureKind}>
              {failureCopy[failureKind].title}
            </FocusedHeading>
            <p>{failure}</p>
            <p>{failureCopy[failureKind].advice}</p>
          </Banner>
        </section>
      )}

      {choosing && (
        <section className="Import-section" aria-label="Choose the spreadsheet">
          <FileDropZone
            label={`Drop the ${copy.many} spreadsheet here`}
            description={`An Excel (.xlsx) file of at most 10 MB and ${counts.format(spreadsheetImportMaxRows)} rows, with the template’s headings.`}
            acceptedFileTypes={spreadsheetImportTypes}
            buttonLabel={step === 'reviewing' ? 'Choose a fixed file' : 'Choose a file'}
            file={step === 'reviewing' ? null : file}
            onFile={(chosen) => send({ type: 'import.fileChosen', file: chosen })}
          />
          {step === 'fileChosen' && file && (
            <div className="Import-actions">
              <Button onPress={() => send({ type: 'import.upload' })}>Upload and check {file.name}</Button>
              {cancel}
            </div>
          )}
        </section>
      )}

      {(step === 'uploading' || step === 'validating' || step === 'creating') && (
        <section className="Import-section" aria-label="Progress">
          {step === 'uploading' && (
            <ProgressBar label={`Uploading ${file?.name ?? 'the spreadsheet'} (${formatFileSize(file?.size ?? 0)})`} value={percentOf(snapshot)} />
          )}
          {step === 'validating' && <ProgressBar label="Checking every row" isIndeterminate />}
          {step === 'creating' && batch && <ProgressBar label={creatingLabel(batch, copy.many)} isIndeterminate />}
          <div className="Import-actions">{cancel}</div>
        </section>
      )}

      {step === 'reviewing' && batch && <Review actor={actor} snapshot={snapshot} batch={batch} cancel={cancel} />}

      {step === 'done' && batch && (
        <section className="Import-section" aria-labelledby="import-done">
          <Done kind={kind} batch={batch} created={snapshot.context.created ?? 0} updated={snapshot.context.updated ?? 0} />
          <div className="Import-actions">
            <Link href={listHref} variant="standalone">
              {copy.list}
            </Link>
            <Button variant="secondary" onPress={() => send({ type: 'import.review' })}>
              Back to the report
            </Button>
            <Button variant="secondary" onPress={() => send({ type: 'import.cancel' })}>
              Import another file
            </Button>
          </div>
        </section>
      )}
    </div>
  );
}

function Done({ kind, batch, created, updated }: { kind: ImportKind; batch: UploadBatch; created: number; updated: number }) {
  const copy = importCopy[kind];
  const createdText =
    (created === 0 ? `No new ${copy.many} created` : created === 1 ? `1 ${copy.one} created` : `${counts.format(created)} ${copy.many} created`) +
    (updated > 0 ? `, ${counts.format(updated)} updated` : '');
  return (
    <>
      <FocusedHeading id="import-done">{createdText}</FocusedHeading>
      {created + updated === 0 && batch.validRowCount > 0 ? (
        <Banner tone="info" role="none">
          Nothing new was created: the {rows(batch.validRowCount)} of this upload had been created already, and none is created twice.
        </Banner>
      ) : (
        <Banner tone="success" role="none">
          {createdText} from {rows(batch.rowCount)}.
        </Banner>
      )}
      {batch.errorRowCount > 0 && (
        <p>
          {rows(batch.errorRowCount)} with errors {batch.errorRowCount === 1 ? 'was' : 'were'} left out: download the failed rows from the report, fix
          them and import them again.
        </p>
      )}
      {batch.duplicateRowCount > 0 && (
        <p>
          {rows(batch.duplicateRowCount)} already in the portal or repeated in the sheet {batch.duplicateRowCount === 1 ? 'was' : 'were'} left out: nobody
          was created twice.
        </p>
      )}
    </>
  );
}

function Review({
  actor,
  snapshot,
  batch,
  cancel,
}: {
  actor: SpreadsheetImportActor;
  snapshot: SpreadsheetImportSnapshot;
  batch: UploadBatch;
  cancel: ReactNode;
}) {
  const { kind, downloadFailure } = snapshot.context;
  const copy = importCopy[kind];
  const downloading = snapshot.matches({
    import: { reviewing: 'downloadingFailedRows' },
  });
  // A download of the portal's, edited: its rows with an Id update people.
  const fromDownload = batch.updateRowCount + batch.unchangedRowCount > 0 || batch.ignoredColumns.length > 0;
  return (
    <section className="Import-section" aria-labelledby="import-report">
      <FocusedHeading id="import-report">Report: {rows(batch.rowCount)} read</FocusedHeading>
      <p>{readFromCopy(batch)}</p>
      <dl className="Import-counts">
        <div>
          <dt>Ready to create</dt>
          <dd>{counts.format(batch.newRowCount)}</dd>
        </div>
        {fromDownload && (
          <>
            <div>
              <dt>Updates</dt>
              <dd>{counts.format(batch.updateRowCount)}</dd>
            </div>
            <div>
              <dt>Unchanged</dt>
              <dd>{counts.format(batch.unchangedRowCount)}</dd>
            </div>
          </>
        )}
        <div>
          <dt>With errors</dt>
          <dd>{counts.format(batch.errorRowCount)}</dd>
        </div>
        <div>
          <dt>Duplicates, left out</dt>
          <dd>{counts.format(batch.duplicateRowCount)}</dd>
        </div>
      </dl>
      <div className="Import-actions">
        {batch.validRowCount > 0 && <Button onPress={() => actor.send({ type: 'import.create' })}>{createLabel(batch)}</Button>}
        {batch.errorRowCount > 0 && (
          <Button
            variant="secondary"
            onPress={() => actor.send({ type: 'import.downloadFailedRows' })}
            isPending={downloading}
            pendingLabel="Downloading the failed rows"
          >
            <DownloadIcon />
            Download failed rows
          </Button>
        )}
        {cancel}
      </div>
      {downloadFailure && (
        <Banner tone="error" title="The failed rows could not be downloaded">
          {downloadFailure}
        </Banner>
      )}
      {batch.validRowCount === 0 && (
        <Banner tone="warning">
          {batch.errorRowCount > 0
            ? 'No row is ready: fix the rows below and upload the file again. Nothing will be created from this file.'
            : `No row is new: every row is a ${copy.one} already in the portal, or repeats another. Nothing will be created from this file.`}
        </Banner>
      )}
      {batch.errors.length > 0 ? (
        <>
          <h3 id="import-errors" className="Import-subheading">
            Errors ({counts.format(batch.errors.length)}), by row
          </h3>
          <p>{fixAdvice}</p>
          <RowTable labelledBy="import-errors" columnLabel="Column" entries={batch.errors} />
        </>
      ) : (
        <p>
          No errors were found.
          {batch.validRowCount > 0 && ` Create the ${copy.many} when you are ready.`}
        </p>
      )}
      {batch.ignoredColumns.length > 0 && <p>{leftAsTheyAreCopy(batch.ignoredColumns)}</p>}
      {batch.updates.length > 0 && (
        <>
          <h3 id="import-changes" className="Import-subheading">
            Changes ({counts.format(batch.updateRowCount)} {batch.updateRowCount === 1 ? copy.one : copy.many}), by row
          </h3>
          <ChangeTable batch={batch} />
        </>
      )}
      {batch.duplicates.length > 0 && (
        <>
          <h3 id="import-duplicates" className="Import-subheading">
            Duplicates ({counts.format(batch.duplicates.length)}), left out
          </h3>
          <p>
            These rows are {copy.many} already in the portal, or repeat an earlier row: they are neither created nor changed, and need no fixing.
          </p>
          <RowTable labelledBy="import-duplicates" columnLabel="Matched on" entries={batch.duplicates} />
        </>
      )}
    </section>
  );
}

/** Rows measured, not fixed: an address or a message can wrap onto a second line. */
const rowSizes = { estimatedRowHeight: 41, headingHeight: 39 };

/** Every change of every row that updates someone, one line each: who, which column, before and after. */
function ChangeTable({ batch }: { batch: UploadBatch }) {
  const items = batch.updates.flatMap((update) => update.changes.map((change, index) => ({ ...change, row: update.row, name: update.name, id: `${update.row}:${index}` })));
  return (
    <Virtualizer layout={TableLayout} layoutOptions={rowSizes}>
      <Table aria-labelledby="import-changes" className="Import-errorTable">
        <TableHeader>
          <Column id="row" defaultWidth={90} isRowHeader>
            Row
          </Column>
          <Column id="name" defaultWidth={200}>
            Who
          </Column>
          <Column id="column" defaultWidth={180}>
            Column
          </Column>
          <Column id="before">Before</Column>
          <Column id="after">After</Column>
        </TableHeader>
        <TableBody items={items}>
          {(change) => (
            <Row id={change.id} textValue={`Row ${change.row}, ${change.name}, ${change.column}: ${change.before || 'blank'} to ${change.after || 'blank'}`}>
              <Cell>{change.row}</Cell>
              <Cell>{change.name}</Cell>
              <Cell>{change.column}</Cell>
              <Cell>{change.before || '—'}</Cell>
              <Cell>{change.after || '—'}</Cell>
            </Row>
          )}
        </TableBody>
      </Table>
    </Virtualizer>
  );
}

/**
 * Messages by row and column (every error, or every duplicate); virtualized, since 10,000 rows can bring many more
 * errors.
 */
function RowTable({ labelledBy, columnLabel, entries }: { labelledBy: string; columnLabel: string; entries: readonly { row: number; column: string; message: string }[] }) {
  const items = entries.map((entry, index) => ({ ...entry, id: index }));
  return (
    <Virtualizer layout={TableLayout} layoutOptions={rowSizes}>
      <Table aria-labelledby={labelledBy} className="Import-errorTable">
        <TableHeader>
          <Column id="row" defaultWidth={90} isRowHeader>
            Row
          </Column>
          <Column id="column" defaultWidth={220}>
            {columnLabel}
          </Column>
          <Column id="message">Message</Column>
        </TableHeader>
        <TableBody items={items}>
          {(entry) => (
            <Row id={entry.id} textValue={`Row ${entry.row}, ${entry.column}: ${entry.message}`}>
              <Cell>{entry.row}</Cell>
              <Cell>{entry.column || '—'}</Cell>
              <Cell>{entry.message}</Cell>
            </Row>
          )}
        </TableBody>
      </Table>
    </Virtualizer>
  );
}
