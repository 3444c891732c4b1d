// A list's spreadsheet download (staffs.xlsx, students.xlsx, schools.xlsx) beside the page's other actions: the button
// asks for the file with the filters on screen, then how far it has come shows beside it (with Cancel) while the page
// stays usable; saved or failed is said in the same place, and the button asks again. The spreadsheetDownload actor
// does the work; the route gives `onDownload`, which sends it the read for the current filters.
import { useSelector } from '@xstate/react';
import type { SpreadsheetDownloadActor } from '../../machines/spreadsheetDownload.machine';
import { Button, DownloadIcon, ProgressBar } from '../../ui';
import { appLocale } from '../../lib/locale';
import './shared.css';

const kilobytes = new Intl.NumberFormat(appLocale, { maximumFractionDigits: 0 });

export const downloadMessages = {
  downloading: (fileName: string) => `Downloading ${fileName}`,
  saved: (fileName: string) => `${fileName} downloaded`,
  received: (loaded: number) => `${kilobytes.format(loaded / 1024)} KB received`,
} as const;

export interface DownloadButtonProps {
  actor: SpreadsheetDownloadActor;
  onDownload: () => void;
}

export function DownloadButton({ actor, onDownload }: DownloadButtonProps) {
  const snapshot = useSelector(actor, (s) => s);
  const { fileName, progress, error } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  return (
    <div className="DownloadButton">
      <Button variant="secondary" onPress={onDownload} isDisabled={busy}>
        <DownloadIcon aria-hidden="true" /> Download {fileName}
      </Button>
      <div role="status" className="DownloadButton-status">
        {busy && progress && (
          <>
            <ProgressBar
              label={downloadMessages.downloading(fileName)}
              className="DownloadButton-progress"
              isIndeterminate={progress.total === null}
              value={progress.total === null ? undefined : progress.loaded}
              maxValue={progress.total ?? undefined}
            />
            {/* Without the size from the server there is no share to show: how much has come instead. */}
            {progress.total === null && progress.loaded > 0 && <span>{downloadMessages.received(progress.loaded)}</span>}
            {snapshot.matches('downloading') && (
              <Button variant="quiet" onPress={() => actor.send({ type: 'download.cancelled' })}>
                Cancel
              </Button>
            )}
          </>
        )}
        {snapshot.matches('saved') && <span>{downloadMessages.saved(fileName)}</span>}
      </div>
      {error && (
        <p role="alert" className="DownloadButton-error">
          {error}
        </p>
      )}
    </div>
  );
}
