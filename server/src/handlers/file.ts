import { eq } from 'drizzle-orm';
import { files } from '../db/schema';
import { notFound } from '../errors';
import type { Services } from '../services';
import type { Handlers } from './types';

export function fileHandlers(services: Services): Handlers {
  return {
    // Logos and pictures are shown in <img> tags, which send no bearer token: their unguessable id is the key.
    async viewFile(request, reply) {
      const [file] = await services.db.select().from(files).where(eq(files.id, request.params.id));
      if (!file || file.purpose === 'class-note') throw notFound('File');
      const bytes = await services.storage.get(file.storageKey);
      return reply
        .header('Content-Type', file.contentType)
        .header('Cache-Control', 'private, max-age=86400, immutable')
        .header('X-Content-Type-Options', 'nosniff')
        .send(bytes);
    },
  };
}
