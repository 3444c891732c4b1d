import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, minifySync, type IndexHtmlTransformResult, type Plugin, type Rolldown } from 'vite';
import { appLocale } from './src/lib/locale.js';

/**
 * The app's own code (its start-up and the sign-in page, grouped below as `boot`), which the entry imports only once the
 * framework has been evaluated, so that the two evaluations are tasks of their own: index.html asks for it at once,
 * beside the entry, rather than when the entry gets to it.
 */
function preloadAppCode(): Plugin {
  return editIndexHtml('portal:preload-app-code', (_html, chunks) => {
    const start = chunks.find((chunk) => /src\/app\/start\.tsx$/.test(chunk.facadeModuleId ?? ''));
    const boot = chunks.find((chunk) => chunk.name === 'boot');
    if (!start || !boot) throw new Error('The build has no start-up chunk or no boot chunk to name in index.html');
    return [
      ...[...new Set([start.fileName, boot.fileName])].map((file) => ({
        tag: 'link',
        attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
        injectTo: 'head' as const,
      })),
      ...[...(boot.viteMetadata?.importedCss ?? [])].map((file) => ({
        tag: 'link',
        attrs: { rel: 'stylesheet', crossorigin: true, href: `/${file}` },
        injectTo: 'head' as const,
      })),
    ];
  });
}

type Chunk = Rolldown.OutputChunk;

/** A build step that edits index.html once the build's chunks are known (after the other plugins' edits). */
function editIndexHtml(name: string, edit: (html: string, chunks: Chunk[]) => IndexHtmlTransformResult): Plugin {
  return {
    name,
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle }) => edit(html, Object.values(bundle ?? {}).filter((file): file is Chunk => file.type === 'chunk')),
    },
  };
}

/** public/'s script that runs before the first paint, as every first visit downloads it: without its comments and spaces (1.8 -> 0.8 KB gzip). */
const firstPaintScript = 'first-paint.js';

function minifyFirstPaintScript(): Plugin {
  return {
    name: 'portal:minify-first-paint-script',
    apply: 'build',
    writeBundle: {
      // public/ is copied into the output before the bundle is written; precompress, after this, compresses the result.
      order: 'post',
      handler({ dir }) {
        if (!dir) return;
        const file = path.join(dir, firstPaintScript);
        // A classic script, not a module: its top-level names are the page's, and are kept.
        const { code, errors } = minifySync(firstPaintScript, readFileSync(file, 'utf8'), { module: false });
        if (errors.length > 0) throw new Error(`${firstPaintScript} does not minify: ${errors.map((error) => error.message).join('; ')}`);
        writeFileSync(file, code);
      },
    },
  };
}

/**
 * Leaves a brotli (.br) and a gzip (.gz) copy beside every text file of the build, made once at the strongest
 * settings, for the server to send as they are (@fastify/static's preCompressed) instead of compressing per request.
 */
function precompress(): Plugin {
  const compressible = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
  return {
    name: 'portal:precompress',
    apply: 'build',
    writeBundle: {
      // After every other plugin has written its files; public/ is copied into the output before the bundle.
      order: 'post',
      handler({ dir }) {
        if (!dir) return;
        const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) => compressible.test(name));
        for (const name of files) {
          const file = path.join(dir, name);
          const content = readFileSync(file);
          writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }));
          writeFileSync(`${file}.gz`, gzipSync(content, { level: constants.Z_BEST_COMPRESSION }));
        }
      },
    },
  };
}

/** The chunk of the signed-in frame (the layouts and what they import), as the build groups it and index.html names it. */
const signedInFrameChunk = 'shell';

/**
 * The home page's own chunks (its layout's component, and its own at / and at /dashboard), where a sign-in lands and a
 * reload most often is.
 */
const homePageModules =
  /src\/routes\/_alt\.tsx\?tsr-split=component|src\/routes\/_alt\/index\.tsx\?tsr-split=component|src\/routes\/_alt\/dashboard\/index\.tsx\?tsr-split=component/;

/**
 * Names in index.html the files a browser holding a sign-in needs as soon as its session is restored, for
 * public/first-paint.js to fetch beside the first visit's own, instead of once the app's first chunk has arrived and
 * run: the signed-in frame's (its chunk, grouped below, and its stylesheet), and on the home page that page's too.
 */
function nameSignedInFiles(): Plugin {
  return editIndexHtml('portal:signed-in-files', (html, chunks) => {
    const shell = chunks.find((chunk) => chunk.name === signedInFrameChunk);
    if (!shell) throw new Error(`The build has no ${signedInFrameChunk} chunk to name in index.html`);
    const filesOf = (chunk: Chunk) => [chunk.fileName, ...(chunk.viteMetadata?.importedCss ?? [])];
    // A page's chunks and the chunks they import, less those the first visit or the frame already brings.
    const home = new Set<string>();
    const addWithImports = (chunk: Chunk | undefined) => {
      if (!chunk || chunk.isEntry || chunk === shell || home.has(chunk.fileName) || ['boot', 'framework'].includes(chunk.name)) return;
      for (const file of filesOf(chunk)) home.add(file);
      for (const imported of chunk.imports) addWithImports(chunks.find((other) => other.fileName === imported));
    };
    const homeChunks = chunks.filter((chunk) => homePageModules.test(chunk.facadeModuleId ?? ''));
    if (homeChunks.length !== 3) throw new Error(`The build has ${homeChunks.length} of the home page's 3 chunks to name in index.html`);
    homeChunks.forEach(addWithImports);
    const content = (files: Iterable<string>) => [...files].map((file) => `/${file}`).join(' ');
    // Before first-paint.js, which reads them as it runs; after the character set, which comes first.
    const charset = '<meta charset="UTF-8" />';
    if (!html.includes(charset)) throw new Error(`index.html has no ${charset} to put the signed-in files after`);
    return html.replace(
      charset,
      `${charset}\n    <meta name="portal-signed-in-files" content="${content(filesOf(shell))}" />` +
        `\n    <meta name="portal-home-page-files" content="${content(home)}" />`,
    );
  });
}

export default defineConfig({
  plugins: [
    // File routes in src/routes → src/routeTree.gen.ts (committed); each route's component and loader in its own chunk.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      codeSplittingOptions: { defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']] },
      routeTreeFileHeader: [
        '// Generated by @tanstack/router-plugin from the files in src/routes: do not edit by hand.',
        '/* eslint-disable */',
        '// @ts-nocheck',
      ],
    }),
    react(),
    // React Aria ships its controls' strings ("Close", "Next month", …) in 34 languages; the portal speaks one, and
    // the others were a fifth of the signed-in frame's script.
    optimizeLocales.vite({ locales: [new Intl.Locale(appLocale).language] }),
    nameSignedInFiles(),
    preloadAppCode(),
    minifyFirstPaintScript(),
    precompress(),
  ],
  server: {
    proxy: { '/api': 'http://localhost:3000', '/billing-api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    // No source maps: production does not publish its sources (the server refuses *.map besides).
    sourcemap: false,
    rolldownOptions: {
      treeshake: {
        // The design system's modules do nothing when imported but load their own CSS (a module of its own, kept
        // wherever the component is used). Saying so lets each page's chunk take only the components it uses from
        // the src/ui index, instead of all of them (the sign-in page does not need the calendar).
        moduleSideEffects: (id) => !/\/src\/ui\/(?!theme\.css)[^/]+\.tsx?$/.test(id),
      },
      output: {
        // Everything the first visit needs in two chunks: the framework (React, the router and XState, which the entry
        // imports and evaluates first), and the app's start-up with the sign-in page in its layout (`boot`, which the
        // entry imports in a later task, so that the two evaluations are not one long task; index.html asks for both
        // at once, see preloadAppCode). Two requests, and two gzip streams instead of thirty small ones, whose
        // repeated headers and import lists cost more than 10 KB. Every other page stays in chunks of its own.
        codeSplitting: {
          groups: [
            // With Vite's preload helper and nextTask, which the entry uses: in `boot`, they would have the entry
            // evaluate it at once.
            {
              name: 'framework',
              test: /node_modules\/(react|react-dom|scheduler|@tanstack|xstate|@xstate|use-sync-external-store)\/|vite\/preload-helper|src\/lib\/nextTask\.ts$/,
              priority: 2,
            },
            {
              name: 'boot',
              test: /src\/app\/start\.tsx$|src\/routes\/_auth\/login\.tsx\?tsr-split|src\/routes\/_auth\.tsx\?tsr-split/,
              priority: 1,
            },
            // The signed-in pages' frame (the two layouts, their menu, role switcher and dialogs, and what those import) in
            // one chunk too: split by module it was about 35 files, which a phone on HTTP/1.1 (six connections) fetches
            // in several round trips before any signed-in page can show.
            {
              name: signedInFrameChunk,
              test: /src\/routes\/_main\.tsx\?tsr-split|src\/routes\/_alt\.tsx\?tsr-split/,
            },
          ],
        },
      },
    },
  },
});
