// A list's spreadsheet download (staffs.xlsx, students.xlsx, schools.xlsx) beside the page's other actions: the button
// asks for the file with the filters on screen, then how far it has come shows beside it (with Cancel) while the page
// stays usable; saved or failed is said in the same place, and the button asks again. When more match than a file of
// SPEC section 9's 1,000 holds, it says so before the download and offers up to the contract's 10,000 (the file itself
// says so too, below its last row). The spreadsheetDownload actor does the work; the route gives `onDownload`, which
// sends it the read for the current filters and the rows asked for.
import { useSelector } from '@xstate/react';
import type { SpreadsheetDownloadActor } from '../machines/spreadsheetDownload.machine';
import { Button, DownloadIcon, ProgressBar } from '../ui';
import { downloadMaxRows, listLimit } from '../lib/constants';
import { appLocale } from '../lib/locale';
import './shared.css';

const kilobytes = new Intl.NumberFormat(appLocale, { maximumFractionDigits: 0 });
const counts = new Intl.NumberFormat(appLocale);

/** How many match the filters on screen: `total`, or more than it when counting stopped there. */
export type DownloadMatches = { total: number; moreThanTotal?: boolean };

export const downloadMessages = {
  downloading: (fileName: string) => `Downloading ${fileName}`,
  saved: (fileName: string) => `${fileName} downloaded`,
  received: (loaded: number) => `${kilobytes.format(loaded / 1024)} KB received`,
  limited: ({ total, moreThanTotal }: DownloadMatches) =>
    `${counts.format(listLimit)} of ${moreThanTotal ? 'more than ' : ''}${counts.format(total)} match: the file holds the first ${counts.format(listLimit)}. Narrow the filters, or download up to ${counts.format(downloadMaxRows)}.`,
  more: `Download up to ${counts.format(downloadMaxRows)}`,
} as const;

export interface DownloadButtonProps {
  actor: SpreadsheetDownloadActor;
  /** Asks for the file with the filters on screen, of at most `limit` rows. */
  onDownload: (limit: number) => void;
  /** How many match the filters on screen, when the page knows: more than a file of 1,000 holds is said before the download. */
  matches?: DownloadMatches;
}

export function DownloadButton({ actor, onDownload, matches }: DownloadButtonProps) {
  const snapshot = useSelector(actor, (s) => s);
  const { fileName, progress, error } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  const limited = matches !== undefined && (matches.total > listLimit || (matches.moreThanTotal ?? false));
  return (
    <div className="DownloadButton">
      <Button variant="secondary" onPress={() => onDownload(listLimit)} isDisabled={busy}>
        <DownloadIcon aria-hidden="true" /> Download {fileName}
      </Button>
      {limited && (
        <>
          <Button variant="secondary" onPress={() => onDownload(downloadMaxRows)} isDisabled={busy}>
            {downloadMessages.more}
          </Button>
          <p className="DownloadButton-limit">{downloadMessages.limited(matches)}</p>
        </>
      )}
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
