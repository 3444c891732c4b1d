import { and, eq } from 'drizzle-orm';
import { callerOf } from '../plugins/access';
import { classNotes, files, schemes } from '../db/schema';
import { badRequest, conflict, notFound } from '../errors';
import { readStored } from '../services/storage';
import { readUpload, storeFile } from '../services/uploads';
import type { Services } from '../services';
import type { Executor } from '../db/client';
import { classNotesOf, findSubject, resolveCombination, sameCombination, schemeOf, weeksOf, type Combination } from './academic';
import type { Handlers } from './types';

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
  const { db } = services;

  const schemeById = async (executor: Executor, stateId: string, id: string) => {
    const scheme = await schemeOf(executor, stateId, eq(schemes.id, id));
    if (!scheme) throw notFound('Scheme of work');
    return scheme;
  };

  return {
    async createScheme(request, reply) {
      const { stateId } = callerOf(request);
      const { weeks, ...ids } = request.body;
      const ordered = weeksOf(weeks);
      const id = await db.transaction(async (tx) => {
        const found = await resolveCombination(tx, stateId, ids);
        const [existing] = await tx.select({ id: schemes.id }).from(schemes).where(and(eq(schemes.stateId, stateId), sameCombination(schemes, ids)));
        if (existing) {
          throw conflict(`${found.class.name} ${found.subject.name} already has a scheme of work for the ${found.term.name} of ${found.session.name}`);
        }
        const [row] = await tx.insert(schemes).values({ stateId, ...ids, weeks: ordered }).returning({ id: schemes.id });
        if (!row) throw new Error('Scheme not created');
        // Notes uploaded before the scheme existed belong to it now.
        await tx.update(classNotes).set({ schemeId: row.id }).where(and(eq(classNotes.stateId, stateId), sameCombination(classNotes, ids)));
        return row.id;
      });
      reply.status(201);
      return schemeById(db, stateId, id);
    },

    async updateScheme(request) {
      const { stateId } = callerOf(request);
      const weeks = weeksOf(request.body.weeks);
      const [row] = await db
        .update(schemes)
        .set({ weeks, updatedAt: new Date() })
        .where(and(eq(schemes.id, request.params.id), eq(schemes.stateId, stateId)))
        .returning({ id: schemes.id });
      if (!row) throw notFound('Scheme of work');
      return schemeById(db, stateId, row.id);
    },

    async checkSchemeOfWorkExists(request) {
      const { stateId } = callerOf(request);
      const ids = request.params;
      await resolveCombination(db, stateId, ids);
      const scheme = await schemeOf(db, stateId, sameCombination(schemes, ids));
      return { exists: scheme !== null, scheme, classNotes: await classNotesOf(db, stateId, ids) };
    },

    async listClassNotes(request) {
      const { stateId } = callerOf(request);
      const ids = { ...request.query, subjectId: request.params.subjectId };
      await resolveCombination(db, stateId, ids);
      return { classNotes: await classNotesOf(db, stateId, ids) };
    },

    async uploadClassNotes(request) {
      const { stateId } = callerOf(request);
      await findSubject(db, stateId, request.params.subjectId);
      const upload = await readUpload(request, ['document'], services.config.documentMaxBytes);
      const ids: Combination = {
        sessionId: idField(upload.fields, 'sessionId'),
        termId: idField(upload.fields, 'termId'),
        classId: idField(upload.fields, 'classId'),
        subjectId: request.params.subjectId,
      };
      await db.transaction(async (tx) => {
        await resolveCombination(tx, stateId, ids);
        const [scheme] = await tx.select({ id: schemes.id }).from(schemes).where(and(eq(schemes.stateId, stateId), sameCombination(schemes, ids)));
        const file = await storeFile(services, tx, stateId, 'class-note', upload);
        await tx.insert(classNotes).values({ stateId, schemeId: scheme?.id ?? null, ...ids, fileId: file.id });
      });
      return { classNotes: await classNotesOf(db, stateId, ids) };
    },

    async downloadClassNote(request, reply) {
      const { stateId } = callerOf(request);
      const [note] = await db
        .select({ fileId: files.id, fileName: files.fileName, contentType: files.contentType, storageKey: files.storageKey })
        .from(classNotes)
        .innerJoin(files, eq(files.id, classNotes.fileId))
        .where(and(eq(classNotes.id, request.params.classNote), eq(classNotes.stateId, stateId)));
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
      const { stateId } = callerOf(request);
      const removed = await db.transaction(async (tx) => {
        const [note] = await tx
          .delete(classNotes)
          .where(and(eq(classNotes.id, request.params.classNote), eq(classNotes.stateId, stateId)))
          .returning({ fileId: classNotes.fileId });
        if (!note) throw notFound('Class note');
        const [file] = await tx.delete(files).where(eq(files.id, note.fileId)).returning({ storageKey: files.storageKey });
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
