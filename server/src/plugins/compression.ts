// The API's JSON answers, compressed for a browser that takes brotli or gzip: a 1,000-row search is about 145 KB, a
// sixth of that compressed, which a phone's network feels. Compressed in memory and at once, as each answer is already
// whole when it is sent, at a brotli quality quick enough to spend on every answer. Files (the SPA's come precompressed from the build, spa.ts) and
// spreadsheets (zips, streamed) go as they are, and request bodies are read as sent.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

/** Below this an answer is sent as it is: compressing it would save less than its headers. */
const smallest = 1024;
const compressible = /^(application\/([\w.-]+\+)?json|text\/)/;

/** The encoding to answer in for an Accept-Encoding header: brotli, else gzip, unless refused with q=0. */
function encodingFor(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const weights = new Map(
    (acceptEncoding ?? '').split(',').map((offer) => {
      const [name = '', ...parameters] = offer.trim().toLowerCase().split(';');
      const quality = parameters.map((parameter) => parameter.trim()).find((parameter) => parameter.startsWith('q='));
      return [name.trim(), quality ? Number(quality.slice(2)) : 1] as const;
    }),
  );
  if ((weights.get('br') ?? 0) > 0) return 'br';
  if ((weights.get('gzip') ?? 0) > 0) return 'gzip';
  return null;
}

function varyOnEncoding(reply: FastifyReply) {
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/\baccept-encoding\b/i.test(vary)) reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

export default fp(async (app) => {
  app.addHook('onSend', async (request, reply, payload) => {
    if ((typeof payload !== 'string' && !Buffer.isBuffer(payload)) || reply.hasHeader('content-encoding')) return payload;
    if (!compressible.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    varyOnEncoding(reply);
    const encoding = encodingFor(request.headers['accept-encoding']);
    if (!encoding || Buffer.byteLength(payload) < smallest) return payload;
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return encoding === 'br'
      ? brotliCompressSync(payload, { params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 4 } })
      : gzipSync(payload, { level: 6 });
  });
});
