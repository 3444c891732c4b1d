// The spreadsheet downloads of SPEC section 7 (staffs.xlsx, students.xlsx, schools.xlsx): each feature's calls name its
// request with the filters on screen; this reads the answer through the generated client (so the token flow applies)
// as a stream, chunk by chunk, so the page shows how far it has come. The spreadsheetDownload machine runs the read and
// hands the file to the browser.
import { dataOf } from '../api/errors';
import type { DownloadProgress, SpreadsheetRead } from '../machines/spreadsheetDownload.machine';
import { shownRead, type CallOptions } from './calls';

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

/** A download's request, made with the options that read its answer as a stream. */
export type StreamedRequest = (call: CallOptions & { parseAs: 'stream' }) => Promise<StreamAnswer>;

/** The read the spreadsheetDownload machine runs: the request, its bytes as they come, then the file. */
export const spreadsheetReadOf =
  (request: StreamedRequest): SpreadsheetRead =>
  async (signal, onProgress) =>
    bytesOf(await request(streamed(signal)), onProgress);
