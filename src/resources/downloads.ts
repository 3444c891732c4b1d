// The spreadsheet downloads of SPEC section 7 (staffs.xlsx, students.xlsx, schools.xlsx), each with the filters on
// screen, through the generated client (so the token flow applies) as a stream read chunk by chunk: the page shows how
// far it has come. The spreadsheetDownload machine runs them and hands the file to the browser.
import { portalClient } from '../api/client';
import { listLimit } from '../lib/constants';
import { dataOf } from '../api/errors';
import type { DownloadProgress, SpreadsheetRead } from '../machines/spreadsheetDownload.machine';
import { shownRead } from './calls';
import { schoolSearchQueryOf, type SchoolSearch } from './schools.form';
import { staffSearchQueryOf, type StaffSearch } from './staffSearch.form';
import { studentSearchQueryOf, type StudentSearch } from './studentSearch.form';

const spreadsheetType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type StreamAnswer = { data?: ReadableStream<Uint8Array> | null; error?: unknown; response: Response };

/** The answer's bytes, read as they come, with how many of how many (when the server says) have arrived. */
async function bytesOf(answer: StreamAnswer, onProgress: (progress: DownloadProgress) => void): Promise<Blob> {
  const stream = dataOf(answer);
  if (!stream) throw new Error('The server sent no file');
  const total = Number(answer.response.headers.get('Content-Length')) || null;
  const chunks: Uint8Array[] = [];
  let loaded = 0;
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    loaded += value.byteLength;
    onProgress({ loaded, total });
  }
  return new Blob(chunks as BlobPart[], { type: spreadsheetType });
}

/** The download's failure is shown by its button, so no notification repeats it. */
const streamed = (signal: AbortSignal) => ({ ...shownRead(signal), parseAs: 'stream' as const });

export const spreadsheetFiles = { staff: 'staffs.xlsx', students: 'students.xlsx', schools: 'schools.xlsx' } as const;

/** Each read takes the filters on screen and how many rows to write: SPEC section 9's 1,000 unless more are asked for. */
export const downloads = {
  /** GET /staff/download with the staff search's filters and sort. */
  staff:
    (search: StaffSearch, limit = listLimit): SpreadsheetRead =>
    async (signal, onProgress) =>
      bytesOf(await portalClient.GET('/staff/download', { params: { query: { ...staffSearchQueryOf(search), limit } }, ...streamed(signal) }), onProgress),

  /** GET /student/download with the student search's filters and sort. */
  students:
    (search: StudentSearch, limit = listLimit): SpreadsheetRead =>
    async (signal, onProgress) =>
      bytesOf(
        await portalClient.GET('/student/download', { params: { query: { ...studentSearchQueryOf(search), limit } }, ...streamed(signal) }),
        onProgress,
      ),

  /** GET /school/download with the school list's filters. */
  schools:
    (search: SchoolSearch, limit = listLimit): SpreadsheetRead =>
    async (signal, onProgress) =>
      bytesOf(
        await portalClient.GET('/school/download', {
          params: { query: { ...schoolSearchQueryOf(search), limit } },
          ...streamed(signal),
        }),
        onProgress,
      ),
};
