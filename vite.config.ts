import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, minifySync, type IndexHtmlTransformResult, type Plugin, type Rolldown } from 'vite';
import { appLocale } from './src/lib/locale.js';

/** The entry's two start-ups (src/main.tsx picks one): the first visit's sign-in page alone, and the app with its router. */
const signInStart = /src\/app\/startSignIn\.tsx$/;
const appStart = /src\/app\/start\.tsx$/;

/** The chunk of the framework: what the entry imports and evaluates first. */
const frameworkChunk = 'framework';

/**
 * The code both start-ups need (the sign-in page's start and what it imports, grouped below as `signIn`), which the
 * entry imports only once the framework has been evaluated, so that the two evaluations are tasks of their own:
 * index.html asks for it at once, beside the entry, rather than when the entry gets to it. The app's start-up (the
 * router, the route tree) is named for src/first-paint.js instead (see nameFirstPaintFiles): a first visit to
 * /login does without it.
 */
function preloadSignInCode(): Plugin {
  return editIndexHtml('portal:preload-sign-in-code', (html, chunks) => {
    const files = filesWithImports(chunkOf(chunks, signInStart), chunks, new Set());
    // Less what index.html already names (the runtime, which the entry imports too).
    return [...files].filter((file) => !html.includes(`/${file}`)).map((file) =>
      file.endsWith('.css')
        ? { tag: 'link', attrs: { rel: 'stylesheet', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const }
        : { tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const },
    );
  });
}

type Chunk = Rolldown.OutputChunk;

/** The chunk a dynamic import of `module` loads. */
function chunkOf(chunks: Chunk[], module: RegExp): Chunk {
  const chunk = chunks.find((candidate) => module.test(candidate.facadeModuleId ?? ''));
  if (!chunk) throw new Error(`The build has no chunk for ${module}`);
  return chunk;
}

/**
 * A chunk's files (its script and stylesheets) and those of the chunks it imports, less the framework's (which the entry
 * imports itself) and less `known` (files already named).
 */
function filesWithImports(chunk: Chunk, chunks: Chunk[], known: ReadonlySet<string>): Set<string> {
  const files = new Set<string>();
  const add = (next: Chunk | undefined) => {
    if (!next || next.isEntry || next.name === frameworkChunk || files.has(next.fileName) || known.has(next.fileName)) return;
    for (const file of [next.fileName, ...(next.viteMetadata?.importedCss ?? [])]) if (!known.has(file)) files.add(file);
    for (const imported of next.imports) add(chunks.find((other) => other.fileName === imported));
  };
  add(chunk);
  return files;
}

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

/** The script that runs before the first paint, as index.html names it in the source. */
const firstPaintScriptTag = '<script src="/src/first-paint.js"></script>';
/** The id it has once put into index.html, where the map of the pages' files goes before it (routeFiles). */
const firstPaintScriptId = 'portal-first-paint';

/**
 * Puts src/first-paint.js into index.html itself, in the build without its comments and spaces: as a file of its own it
 * cost a request, which on a phone's network is a round trip before it could ask for the session's restore and the
 * page's code. The server allows it by its hash (inlineScriptHashes in server/src/plugins/securityHeaders.ts).
 */
function inlineFirstPaintScript(): Plugin {
  return {
    name: 'portal:inline-first-paint-script',
    transformIndexHtml: {
      // Before Vite reads index.html's scripts: a classic script's src it would warn about and leave.
      order: 'pre',
      handler(html, { server }) {
        if (!html.includes(firstPaintScriptTag)) throw new Error(`index.html has no ${firstPaintScriptTag} to put the script in place of`);
        const source = readFileSync(path.resolve(import.meta.dirname, 'src/first-paint.js'), 'utf8');
        // A classic script, not a module: its top-level names are the page's, and are kept.
        const { code, errors } = server ? { code: source, errors: [] } : minifySync('first-paint.js', source, { module: false });
        if (errors.length > 0) throw new Error(`src/first-paint.js does not minify: ${errors.map((error) => error.message).join('; ')}`);
        if (/<\/script/i.test(code)) throw new Error('src/first-paint.js holds "</script", which would end it inside index.html');
        // A function, not a string: a replacement string would read the script's own `$'` as one of its patterns.
        return html.replace(firstPaintScriptTag, () => `<script id="${firstPaintScriptId}">${code.trim()}</script>`);
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
      // After every other plugin has written its files.
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

/**
 * Modules every kind of page may use: the design system, the shared pieces and services, and React Aria under them;
 * less the theme, which the entry imports itself (here, it would make the entry import the whole group).
 */
const sharedPageModules = (id: string) =>
  /src\/(ui|shared|machines|lib|services|api|app)\/|node_modules\/(react-aria-components|react-aria|@react-aria|@react-stately|react-stately|@internationalized|@react-types)\//.test(id) &&
  !/src\/ui\/theme\.css$/.test(id);

/**
 * The two families of controls only some pages draw, each in a chunk of its own beside `pages`, so that a page drawing
 * neither (grading, the configuration, the dashboards) does not download them: together they come to about 56 KB of
 * brotli, more than `pages` holds without them. Tables are React Aria's grid collections (Table, GridList, TagGroup and
 * the drop zone, with the virtualizer and drag and drop under them); dates are the date pickers and the calendar with
 * @internationalized/date. Each group takes only the modules it names, not what they import (that stays in `pages`),
 * so it names the shared pieces that draw its controls too: one left in `pages` would make `pages` import the family's
 * chunk, and every page download it. The build fails if it does (keepPagesApart).
 */
const tableModules =
  /node_modules\/react-aria-components\/dist\/private\/(Table|TableLayout|GridList|Virtualizer|DragAndDrop|useDragAndDrop|DropZone|TagGroup)\.mjs$|node_modules\/react-aria\/dist\/private\/(table|grid|gridlist|dnd|virtualizer|tag)\/|node_modules\/react-stately\/dist\/private\/(table|grid|virtualizer|layout|dnd)\/|src\/ui\/(Table|GridList|FileDropZone|TagGroup)\.tsx$|src\/shared\/(ResultsGrid|EntityCardList|EntityListPage)\.tsx$/;
const dateModules =
  /node_modules\/react-aria-components\/dist\/private\/(Calendar|DatePicker|DateField|HiddenDateInput)\.mjs$|node_modules\/react-aria\/dist\/private\/(calendar|datepicker)\/|node_modules\/react-aria\/dist\/private\/i18n\/useDateFormatter\.mjs$|node_modules\/react-stately\/dist\/private\/(calendar|datepicker)\/|node_modules\/@internationalized\/date\/|src\/ui\/(DatePicker|Calendar)\.tsx$|src\/shared\/(IsoDatePickerLoaded|ProfileView)\.tsx$/;
const familyChunks = { tables: tableModules, dates: dateModules };

/** Fails the build when the pages' shared chunk imports a family's chunk (see tableModules). */
function keepPagesApart(): Plugin {
  return {
    name: 'portal:keep-pages-apart',
    apply: 'build',
    generateBundle(_options, bundle) {
      const pages = Object.values(bundle).find((file): file is Chunk => file.type === 'chunk' && file.name === 'pages');
      if (!pages) throw new Error('The build has no pages chunk');
      const families = pages.imports.filter((file) => Object.keys(familyChunks).some((name) => bundle[file]?.name === name));
      if (families.length > 0) {
        throw new Error(
          `The pages chunk imports ${families.join(', ')}: a shared module draws one of those controls. Name it in tableModules or dateModules (vite.config.ts).`,
        );
      }
    },
  };
}

/** Views a page loads when it shows them (React.lazy), which stay in chunks of their own. */
const lazyViews = /src\/features\/academic\/calendar\/ScheduleXView\.tsx$/;

/** The feature a module of src/features belongs to, or null. */
const featureOf = (id: string) => /src\/features\/([^/]+)\//.exec(id)?.[1] ?? null;

/** The chunk of the signed-in frame (the layouts and what they import), as the build groups it and index.html names it. */
const signedInFrameChunk = 'shell';

/**
 * The home page's own chunks (its layout's component, and its own at / and at /dashboard), where a sign-in lands and a
 * reload most often is.
 */
const homePageModules =
  /src\/routes\/_alt\.tsx\?tsr-split=component|src\/routes\/_alt\/index\.tsx\?tsr-split=component|src\/routes\/_alt\/dashboard\/index\.tsx\?tsr-split=component/;

/**
 * Names in index.html the files src/first-paint.js fetches beside the first visit's own, instead of once the app's
 * first chunk has arrived and run: the app's start-up (the router and the route tree) on any page but a first visit's
 * /login; for a browser holding a sign-in, the signed-in frame's (its chunk, grouped below, and its stylesheet), and on
 * the home page that page's too. The sign-in page asks for the first two when its visitor starts to use it
 * (src/app/startSignIn.tsx).
 */
function nameFirstPaintFiles(): Plugin {
  return editIndexHtml('portal:first-paint-files', (html, chunks) => {
    const shell = chunks.find((chunk) => chunk.name === signedInFrameChunk);
    if (!shell) throw new Error(`The build has no ${signedInFrameChunk} chunk to name in index.html`);
    const signIn = filesWithImports(chunkOf(chunks, signInStart), chunks, new Set());
    const app = filesWithImports(chunkOf(chunks, appStart), chunks, signIn);
    const frame = filesWithImports(shell, chunks, new Set([...signIn, ...app]));
    // A page's chunks and the chunks they import, less those the first visit or the frame already brings.
    const homeChunks = chunks.filter((chunk) => homePageModules.test(chunk.facadeModuleId ?? ''));
    if (homeChunks.length !== 3) throw new Error(`The build has ${homeChunks.length} of the home page's 3 chunks to name in index.html`);
    const home = new Set<string>();
    for (const chunk of homeChunks) for (const file of filesWithImports(chunk, chunks, new Set([...signIn, ...app, ...frame, ...home]))) home.add(file);
    const content = (files: Iterable<string>) => [...files].map((file) => `/${file}`).join(' ');
    // Before first-paint.js, which reads them as it runs; after the character set, which comes first.
    const charset = '<meta charset="UTF-8" />';
    if (!html.includes(charset)) throw new Error(`index.html has no ${charset} to put the first paint's files after`);
    return html.replace(
      charset,
      `${charset}\n    <meta name="portal-app-files" content="${content(app)}" />` +
        `\n    <meta name="portal-signed-in-files" content="${content(frame)}" />` +
        `\n    <meta name="portal-home-page-files" content="${content(home)}" />`,
    );
  });
}

/** The id of index.html's map of every page's own files, which src/first-paint.js reads (see routeFiles). */
const routeFilesId = 'portal-route-files';

/** A route of src/routeTree.gen.ts: its file under src/routes, its full path (empty for a layout), and its parent's variable. */
type TreeRoute = { file: string; path: string | null; parent: string };

/**
 * The routes of the router plugin's generated tree, by the variable it gives each: the file each imports, the path it
 * adds to its parent's, and its parent. Read from the generated file, which is what the router builds its tree from.
 */
function routeTree(): Map<string, TreeRoute> {
  const source = readFileSync(path.resolve(import.meta.dirname, 'src/routeTree.gen.ts'), 'utf8');
  const files = new Map([...source.matchAll(/import \{ Route as (\w+)Import \} from '\.\/routes\/([^']+)'/g)].map(([, name = '', file = '']) => [name, file]));
  const routes = new Map<string, TreeRoute>();
  for (const [, name = '', imported = '', body = ''] of source.matchAll(/const (\w+) =\s*(\w+)Import\.update\(\{([^}]*)\}/g)) {
    const file = files.get(imported);
    const parent = /getParentRoute: \(\) => (\w+)/.exec(body)?.[1];
    if (!file || !parent) throw new Error(`src/routeTree.gen.ts: the route ${name} has no file or parent this build can read`);
    routes.set(name, { file, path: /\bpath: '([^']*)'/.exec(body)?.[1] ?? null, parent });
  }
  if (routes.size === 0) throw new Error('src/routeTree.gen.ts has no route this build can read');
  return routes;
}

/**
 * Puts into index.html, as JSON, for every page's path (its dynamic segments as the router spells them,
 * /staff-management/$id) the files of its own route chunks and of its layouts' (what the router code-splits from each
 * route file, and what those import), less the files index.html already names. src/first-paint.js reads it on a
 * reload of a signed-in page other than the home page (which index.html names itself) and asks for that page's files
 * at once, instead of once the router has started and matched the address: a slow phone's round trips later. In
 * index.html rather than a file of its own, which would cost a round trip before them (the map is about 1.5 KB
 * compressed); a JSON block, not a script, so the Content-Security-Policy has nothing to allow.
 */
function routeFiles(): Plugin {
  return {
    name: 'portal:route-files',
    apply: 'build',
    // After Vite's own steps, which remove the chunks that held only CSS (their stylesheets go to the chunks that
    // imported them): named here, such a chunk would be asked for, and answered 404, on each reload of its pages.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((file): file is Chunk => file.type === 'chunk');
        const signIn = filesWithImports(chunkOf(chunks, signInStart), chunks, new Set());
        const app = filesWithImports(chunkOf(chunks, appStart), chunks, signIn);
        const shell = chunks.find((chunk) => chunk.name === signedInFrameChunk);
        if (!shell) throw new Error(`The build has no ${signedInFrameChunk} chunk`);
        const known = new Set([...signIn, ...app, ...filesWithImports(shell, chunks, new Set([...signIn, ...app]))]);
        // A route file's chunks: its component and loader (an error or not-found component loads only when shown).
        const splitOf = (file: string) =>
          chunks.filter((chunk) => {
            const [module = '', split = ''] = (chunk.facadeModuleId ?? '').split('?tsr-split=');
            return module.endsWith(`/src/routes/${file}.tsx`) && /component|loader/.test(split.replace(/errorComponent|notFoundComponent/g, ''));
          });
        const routes = routeTree();
        const pages: Record<string, string[]> = {};
        for (const route of routes.values()) {
          if (route.path === null) continue;
          let fullPath = '';
          const routeFiles: string[] = [];
          for (let at: TreeRoute | undefined = route; at; at = routes.get(at.parent)) {
            fullPath = (at.path ?? '') + fullPath;
            routeFiles.unshift(at.file);
          }
          const files = new Set<string>();
          for (const file of routeFiles) for (const chunk of splitOf(file)) for (const name of filesWithImports(chunk, chunks, new Set([...known, ...files]))) files.add(name);
          const page = fullPath.replace(/(.)\/$/, '$1');
          if (files.size > 0) pages[page] = [...files].map((file) => `/${file}`);
        }
        if (!pages['/staff-management/$id']) throw new Error(`${routeFilesId}: the build found no files for /staff-management/$id`);
        const html = bundle['index.html'];
        const firstPaint = `<script id="${firstPaintScriptId}">`;
        if (html?.type !== 'asset' || typeof html.source !== 'string' || !html.source.includes(firstPaint)) {
          throw new Error(`index.html has no ${firstPaint} to put the page files' map before`);
        }
        // Before the script that reads it; no "<" in it, so nothing in it can end the element.
        const map = JSON.stringify(pages).replaceAll('<', '\\u003c');
        html.source = html.source.replace(firstPaint, () => `<script type="application/json" id="${routeFilesId}">${map}</script>\n    ${firstPaint}`);
      },
    },
  };
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
    // the others would make a large part of the signed-in frame's script.
    optimizeLocales.vite({ locales: [new Intl.Locale(appLocale).language] }),
    // The app build's own steps, each named `portal:…`: Storybook, which loads this config too, leaves out the plugins
    // of that name (.storybook/main.ts), as its build has neither the app's chunks nor its index.html.
    inlineFirstPaintScript(),
    nameFirstPaintFiles(),
    preloadSignInCode(),
    routeFiles(),
    keepPagesApart(),
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
        // Everything a first visit to /login needs in two chunks: the framework (React and XState, which the entry
        // imports and evaluates first), and the sign-in page with the app-wide actors and the API client (`signIn`,
        // which the entry imports in a later task, so that the two evaluations are not one long task; index.html asks
        // for both at once, see preloadSignInCode). Two requests, and two gzip streams instead of thirty small ones,
        // whose repeated headers and import lists cost more than 10 KB. The router and the app's start-up (`router`
        // and `boot`) come next, on any other page at once and on /login when the visitor leaves it. The pages' code
        // follows in a few larger chunks (below).
        // A feature's chunks (below) are named by the group and the pages that load each, joined by "~": the files
        // keep the group's name alone.
        chunkFileNames: (chunk) => `assets/${chunk.name.split('~')[0]}-[hash].js`,
        assetFileNames: (asset) => `assets/${path.parse(asset.names[0] ?? 'asset').name.split('~')[0]}-[hash][extname]`,
        codeSplitting: {
          groups: [
            // With Vite's preload helper and nextTask, which the entry uses: in `signIn`, they would have the entry
            // evaluate it at once.
            {
              name: frameworkChunk,
              test: /node_modules\/(react|react-dom|scheduler|xstate|@xstate|use-sync-external-store)\/|vite\/preload-helper|src\/lib\/nextTask\.ts$/,
              priority: 9,
            },
            { name: 'router', test: /node_modules\/@tanstack\//, priority: 8 },
            // A group takes the modules its test names and what they import, unless a group before it took them.
            { name: 'signIn', test: signInStart, priority: 7 },
            {
              name: 'boot',
              test: new RegExp(`${appStart.source}|src/routes/_auth/login\\.tsx\\?tsr-split|src/routes/_auth\\.tsx\\?tsr-split`),
              priority: 6,
            },
            // The signed-in pages' frame (the two layouts, their menu, role switcher and dialogs, and what those import) in
            // one chunk too: split by module it would be dozens of files, which a phone on HTTP/1.1 (six connections)
            // fetches in several round trips before any signed-in page can show.
            {
              name: signedInFrameChunk,
              test: /src\/routes\/_main\.tsx\?tsr-split|src\/routes\/_alt\.tsx\?tsr-split/,
              priority: 5,
            },
            // What the pages share beyond the frame (the design system's other controls, the shared pieces, the app's
            // machines and React Aria's code under them) in one chunk less the tables and the dates (familyChunks),
            // and each feature's own modules in a few chunks per feature: split by module, a page was thirty to forty
            // files, fetched six at a time over HTTP/1.1, a round trip of a phone's network each. A feature's modules
            // are grouped by the pages that use them (entriesAware), so that, say, the class configuration does not
            // download the class list's table; groups under 1.5 KB join their nearest. The calendar's view stays on its
            // own: only /calendar loads it. The home page, where a sign-in lands, takes only what it uses.
            { name: 'home', test: /src\/features\/dashboard\/GeneralDashboard\.tsx$/, priority: 4 },
            ...Object.entries(familyChunks).map(([name, test]) => ({ name, test, priority: 3, includeDependenciesRecursively: false })),
            { name: 'pages', test: sharedPageModules, priority: 2 },
            {
              name: (id) => `feature-${featureOf(id)}`,
              debugName: 'feature',
              test: (id) => featureOf(id) !== null && !lazyViews.test(id),
              priority: 1,
              entriesAware: true,
              entriesAwareMergeThreshold: 1500,
            },
          ],
        },
      },
    },
  },
});
