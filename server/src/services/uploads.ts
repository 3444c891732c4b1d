// Reading an uploaded file: one `file` part, its size limited while it streams, and its type decided by its first
// bytes rather than by what the browser claims; an image is then decoded and encoded again (services/images.ts).
import type { FastifyRequest } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { files } from '../db/schema';
import type { Scope } from '../db/scoped';
import type { Caller } from '../plugins/access';
import { HttpError, badRequest } from '../errors';
import { reencodedImage, type ImageType } from './images';
import type { Services } from './index';

export type FileKind = 'image' | 'document' | 'spreadsheet';

const signatures: { contentType: string; kind: FileKind; matches: (b: Buffer) => boolean }[] = [
  { contentType: 'image/png', kind: 'image', matches: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { contentType: 'image/jpeg', kind: 'image', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { contentType: 'image/webp', kind: 'image', matches: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP' },
  { contentType: 'application/pdf', kind: 'document', matches: (b) => b.subarray(0, 5).toString('latin1') === '%PDF-' },
  // .docx, .pptx and .xlsx are zip files; the name's extension says which.
  { contentType: 'application/zip', kind: 'document', matches: (b) => b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04 },
];

const officeTypes: Record<string, { contentType: string; kind: FileKind }> = {
  docx: { contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', kind: 'document' },
  pptx: { contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', kind: 'document' },
  xlsx: { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', kind: 'spreadsheet' },
};

const kindNames: Record<FileKind, string> = {
  image: 'a PNG, JPEG or WebP image',
  document: 'a PDF, Word or PowerPoint file',
  spreadsheet: 'an Excel (.xlsx) spreadsheet',
};

export type Upload = { bytes: Buffer; fileName: string; contentType: string; fields: Record<string, string> };

export async function readUpload(request: FastifyRequest, kinds: FileKind[], maxBytes: number): Promise<Upload> {
  if (!request.isMultipart()) throw badRequest('Send the file as multipart/form-data', 'file');
  const tooLarge = () => {
    const limit = maxBytes >= 1024 * 1024 ? `${Math.round(maxBytes / 1024 / 1024)} MB` : `${Math.max(1, Math.round(maxBytes / 1024))} KB`;
    const message = `The file is larger than ${limit}`;
    return new HttpError(413, message, 'FILE_TOO_LARGE', [{ field: 'file', message }]);
  };
  // The multipart parser throws its own errors: the size limit (answered with ours, which names the field), its part
  // limits (413s that stand), and plain errors for a body that is not well-formed multipart, which is the sender's fault.
  const uploadError = (error: unknown) => {
    if (error instanceof HttpError) return error;
    const { code, statusCode } = error as { code?: string; statusCode?: number };
    if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
    if (statusCode && statusCode >= 400 && statusCode < 500) return error;
    return badRequest('The upload is not a complete multipart/form-data body', 'file');
  };
  const part = await request.file({ limits: { fileSize: maxBytes } }).catch((error: unknown) => {
    throw uploadError(error);
  });
  if (!part || part.fieldname !== 'file') throw badRequest('This Field is required', 'file');
  const bytes = await part.toBuffer().catch((error: unknown) => {
    throw uploadError(error);
  });
  if (part.file.truncated) throw tooLarge();
  if (bytes.length === 0) throw badRequest('The file is empty', 'file', 'EMPTY_FILE');
  const sniffed = signatures.find((signature) => signature.matches(bytes));
  const extension = part.filename.split('.').pop()?.toLowerCase() ?? '';
  const type = sniffed?.contentType === 'application/zip' ? officeTypes[extension] : sniffed;
  if (!type || !kinds.includes(type.kind)) {
    throw badRequest(`The file must be ${kinds.map((kind) => kindNames[kind]).join(' or ')}`, 'file', 'WRONG_FILE_TYPE');
  }
  const stored = type.kind === 'image' ? await reencodedImage(bytes, type.contentType as ImageType) : bytes;
  const fields: Record<string, string> = {};
  for (const [name, field] of Object.entries(part.fields)) {
    const value = Array.isArray(field) ? field[0] : field;
    if (value && 'value' in value && typeof value.value === 'string') fields[name] = value.value;
  }
  return { bytes: stored, fileName: part.filename.replace(/[^\w.\- ()]/g, '_').slice(0, 200) || 'file', contentType: type.contentType, fields };
}

export type StoredFile = typeof files.$inferSelect & { location: string };

/**
 * Until a state is verified, its accounts (in practice its registrant, who can only change their own picture) may
 * keep this much in storage: enough for a profile picture, not a free file host.
 */
export const unverifiedStateStorageBytes = 4 * 1024 * 1024;

const fileLocation = (id: string) => `/api/files/${id}`;
const fileIdAt = (location: string | null) => location?.match(/^\/api\/files\/([0-9a-f-]{36})$/)?.[1];

async function checkQuota(scope: Scope, caller: Caller, upload: Upload) {
  if (caller.isSuperAdmin || caller.stateAccountStatus === 'Active') return;
  const [row] = await scope.db
    .select({ stored: sql<number>`coalesce(sum(${files.size}), 0)::int` })
    .from(files)
    .where(eq(files.stateId, scope.stateId));
  if ((row?.stored ?? 0) + upload.bytes.length > unverifiedStateStorageBytes) {
    const message = `Until your state is verified it can keep at most ${unverifiedStateStorageBytes / 1024 / 1024} MB of files`;
    throw new HttpError(413, message, 'STORAGE_QUOTA', [{ field: 'file', message }]);
  }
}

/**
 * Stores an upload and runs `work` with it in one transaction: the bytes are written first, and removed again when
 * the transaction fails, so no stored file outlives its record. `work` answers the location of a file it replaced
 * (a previous picture or logo), if any, whose record goes in the same transaction and whose bytes go after it commits.
 */
export async function withStoredFile(
  services: Services,
  scope: Scope,
  caller: Caller,
  purpose: string,
  upload: Upload,
  work: (tx: Scope, file: StoredFile) => Promise<string | null | undefined | void>,
): Promise<StoredFile> {
  await checkQuota(scope, caller, upload);
  const storageKey = await services.storage.put(upload.bytes);
  const removeBytes = (key: string) =>
    services.storage.remove(key).catch((error: unknown) => services.log.warn({ err: error, storageKey: key }, 'could not remove stored bytes'));
  try {
    const { file, removedKey } = await scope.transaction(async (tx) => {
      const [row] = await tx.db
        .insert(files)
        .values({ stateId: tx.stateId, purpose, fileName: upload.fileName, contentType: upload.contentType, size: upload.bytes.length, storageKey })
        .returning();
      if (!row) throw new Error('File not recorded');
      const stored = { ...row, location: fileLocation(row.id) };
      const replacedId = fileIdAt((await work(tx, stored)) ?? null);
      const [removed] = replacedId ? await tx.db.delete(files).where(eq(files.id, replacedId)).returning({ storageKey: files.storageKey }) : [];
      return { file: stored, removedKey: removed?.storageKey };
    });
    if (removedKey) await removeBytes(removedKey);
    return file;
  } catch (error) {
    await removeBytes(storageKey);
    throw error;
  }
}
