import { eq } from 'drizzle-orm';
import { files } from '../db/schema';
import { notFound } from '../errors';
import type { Services } from '../services';
import { readStored } from '../services/storage';
import type { Handlers } from '../contractTypes';

export function fileHandlers(services: Services): Handlers {
  return {
    // Logos and pictures are shown in <img> tags, which send no bearer token: their unguessable id is the key.
    async viewFile(request, reply) {
      const [file] = await services.db.select().from(files).where(eq(files.id, request.params.id));
      if (!file || file.purpose === 'class-note') throw notFound('File');
      // Bytes that are gone from storage (removed by hand, a lost volume) are a missing file, not a server fault.
      const bytes = await readStored(services.storage, file.storageKey);
      if (!bytes) {
        services.log.warn({ fileId: file.id, storageKey: file.storageKey }, 'stored file is missing its bytes');
        throw notFound('File');
      }
      return reply
        .header('Content-Type', file.contentType)
        .header('Cache-Control', 'private, max-age=86400, immutable')
        .header('X-Content-Type-Options', 'nosniff')
        .send(bytes);
    },
  };
}
