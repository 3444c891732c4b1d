import { eq } from 'drizzle-orm';
import { callerOf, scopeOf } from '../plugins/access';
import { classNotes, files, schemes } from '../db/schema';
import { badRequest, conflict, notFound } from '../errors';
import { readStored } from '../services/storage';
import { readUpload, withStoredFile } from '../services/uploads';
import type { Services } from '../services';
import type { Scope } from '../db/scoped';
import { classNotesOf, resolveCombination, sameCombination, schemeOf, weeksOf, type Combination } from '../data/schemes';
import { findSubject } from '../data/subjects';
import type { Handlers } from '../contractTypes';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id sent as a multipart field, where the contract's validation does not reach. */
function idField(fields: Record<string, string>, name: keyof Combination): string {
  const value = fields[name]?.trim();
  if (!value) throw badRequest('This Field is required', name);
  if (!uuid.test(value)) throw badRequest('must be a valid uuid', name);
  return value.toLowerCase();
}

/** The file name as a Content-Disposition can carry it: uploads are already named with safe characters only. */
const attachment = (fileName: string) => `attachment; filename="${fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')}"`;

export function schemeHandlers(services: Services): Handlers {
  const schemeById = async (scope: Scope, id: string) => {
    const scheme = await schemeOf(scope, eq(schemes.id, id));
    if (!scheme) throw notFound('Scheme of work');
    return scheme;
  };

  return {
    async createScheme(request, reply) {
      const scope = scopeOf(request);
      const { weeks, ...ids } = request.body;
      const ordered = weeksOf(weeks);
      const id = await scope.transaction(async (tx) => {
        const found = await resolveCombination(tx, ids);
        const existing = await tx.findOwnedWhere(schemes, sameCombination(schemes, ids));
        if (existing) {
          throw conflict(`${found.class.name} ${found.subject.name} already has a scheme of work for the ${found.term.name} of ${found.session.name}`);
        }
        const [row] = await tx.insertOwned(schemes, { ...ids, weeks: ordered });
        if (!row) throw new Error('Scheme not created');
        // Notes uploaded before the scheme existed belong to it now.
        await tx.updateOwnedWhere(classNotes, sameCombination(classNotes, ids), { schemeId: row.id });
        return row.id;
      });
      reply.status(201);
      return schemeById(scope, id);
    },

    async updateScheme(request) {
      const scope = scopeOf(request);
      const weeks = weeksOf(request.body.weeks);
      const row = await scope.updateOwned(schemes, request.params.id, { weeks, updatedAt: new Date() }, 'Scheme of work');
      return schemeById(scope, row.id);
    },

    async checkSchemeOfWorkExists(request) {
      const scope = scopeOf(request);
      const ids = request.params;
      await resolveCombination(scope, ids);
      const scheme = await schemeOf(scope, sameCombination(schemes, ids));
      return { exists: scheme !== null, scheme, classNotes: await classNotesOf(scope, ids) };
    },

    async listClassNotes(request) {
      const scope = scopeOf(request);
      const ids = { ...request.query, subjectId: request.params.subjectId };
      await resolveCombination(scope, ids);
      return { classNotes: await classNotesOf(scope, ids) };
    },

    async uploadClassNotes(request) {
      const scope = scopeOf(request);
      await findSubject(scope, request.params.subjectId);
      const upload = await readUpload(request, ['document'], services.config.documentMaxBytes);
      const ids: Combination = {
        sessionId: idField(upload.fields, 'sessionId'),
        termId: idField(upload.fields, 'termId'),
        classId: idField(upload.fields, 'classId'),
        subjectId: request.params.subjectId,
      };
      await withStoredFile(services, scope, callerOf(request), 'class-note', upload, async (tx, file) => {
        await resolveCombination(tx, ids);
        const scheme = await tx.findOwnedWhere(schemes, sameCombination(schemes, ids));
        await tx.insertOwned(classNotes, { schemeId: scheme?.id ?? null, ...ids, fileId: file.id });
      });
      return { classNotes: await classNotesOf(scope, ids) };
    },

    async downloadClassNote(request, reply) {
      const scope = scopeOf(request);
      const [note] = await scope.db
        .select({ fileId: files.id, fileName: files.fileName, contentType: files.contentType, storageKey: files.storageKey })
        .from(classNotes)
        .innerJoin(files, eq(files.id, classNotes.fileId))
        .where(scope.owns(classNotes, eq(classNotes.id, request.params.classNote)));
      if (!note) throw notFound('Class note');
      const bytes = await readStored(services.storage, note.storageKey);
      if (!bytes) {
        services.log.warn({ fileId: note.fileId, storageKey: note.storageKey }, 'stored class note is missing its bytes');
        throw notFound('Class note');
      }
      return reply
        .header('Content-Type', note.contentType)
        .header('Content-Disposition', attachment(note.fileName))
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .send(bytes);
    },

    async deleteClassNote(request, reply) {
      const scope = scopeOf(request);
      const removed = await scope.transaction(async (tx) => {
        const note = await tx.deleteOwned(classNotes, request.params.classNote, 'Class note');
        const [file] = await tx.db.delete(files).where(eq(files.id, note.fileId)).returning({ storageKey: files.storageKey });
        return file;
      });
      // The bytes go once the records are gone; bytes left behind by a failure here are unreachable, never served.
      if (removed) {
        await services.storage.remove(removed.storageKey).catch((error: unknown) => services.log.warn({ err: error }, 'could not remove a class note file'));
      }
      return reply.status(204).send();
    },
  };
}
