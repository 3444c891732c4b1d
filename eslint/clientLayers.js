// The client's layout as one lint rule (docs/architecture.md, "Client"). It resolves each relative import to the file
// it names, so it sees a feature boundary however deep the folders are, which a pattern on the import's text cannot.
//
//   src/features/<area>/  one area: its calls (*.calls.ts), form descriptions (*.form.ts), machines (*.machine.ts),
//                         views (*.tsx), styles and stories. It imports no other feature.
//   src/shared/           pieces several features use. It imports no feature.
//   src/machines/, src/services/, src/lib/, src/api/, src/ui/: below the features; they import none.
//   src/routes/, src/app/: glue; they may use several features.
//   src/testing/          fixtures and story actors: glue for tests and stories, which alone may import it.
// Inside a feature or src/shared, as everywhere: calls and forms render nothing (no view), machines hold behaviour,
// not markup (no view), and a view renders what it is given (no *.calls module but its types: routes compose views
// with calls).
import path from 'node:path';

const srcDir = path.resolve(import.meta.dirname, '../src');

/** Where a file sits: its top folder under src, its feature (if any) and its kind. */
function placeOf(file) {
  const relative = path.relative(srcDir, file).split(path.sep);
  const top = relative[0];
  const name = relative[relative.length - 1];
  const kind = /\.calls(\.ts)?$/.test(name)
    ? 'calls'
    : /\.form(\.ts)?$/.test(name)
      ? 'form'
      : /\.machine(\.ts)?$/.test(name)
        ? 'machine'
        : /^[A-Z]/.test(name) && !/\.(test|stories)(\.tsx?)?$/.test(name)
          ? 'view'
          : 'other';
  return { top, feature: top === 'features' ? relative[1] : null, kind, name };
}

/** Whether an import names only types (`import { type A, type B }`), which vanish at build time. */
const allTypes = (node) => node.specifiers?.length > 0 && node.specifiers.every((specifier) => specifier.importKind === 'type');

const below = new Set(['machines', 'services', 'lib', 'api', 'ui']);
const isStoryOrTest = (name) => /\.(test|stories)\.tsx?$/.test(name);

export const clientLayers = {
  meta: { type: 'problem', schema: [], messages: { refused: '{{why}}' } },
  create(context) {
    const file = context.filename;
    if (!file.startsWith(srcDir + path.sep)) return {};
    const from = placeOf(file);
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const target = placeOf(path.resolve(path.dirname(file), specifier));
      const refuse = (why) => context.report({ node: node.source, messageId: 'refused', data: { why } });
      const fromTestSupport = isStoryOrTest(from.name) || from.top === 'testing';
      if (target.top === 'testing' && !fromTestSupport) return refuse('src/testing is for tests and stories only.');
      if (fromTestSupport && from.top !== 'features' && from.top !== 'shared') return;
      if (target.top === 'features') {
        if (from.top === 'features' && from.feature !== target.feature)
          return refuse(`A feature imports no other feature: move what ${from.feature} and ${target.feature} share to src/shared.`);
        if (from.top === 'shared') return refuse('src/shared is what features use: it imports no feature.');
        if (below.has(from.top)) return refuse(`src/${from.top} sits below the features: it imports none.`);
      }
      if (target.top === 'shared' && below.has(from.top)) return refuse(`src/${from.top} sits below src/shared: it imports none of it.`);
      if (isStoryOrTest(from.name) || (from.top !== 'features' && from.top !== 'shared')) return;
      if ((from.kind === 'calls' || from.kind === 'form') && target.kind === 'view')
        return refuse('Calls and form descriptions render nothing: no view.');
      if (from.kind === 'machine' && target.kind === 'view') return refuse('Machines hold behaviour, not markup: no view.');
      if (from.kind === 'view' && target.kind === 'calls' && node.importKind !== 'type' && !allTypes(node))
        return refuse('A view renders what it is given: the route composes it with the calls (a view may use a *.form module).');
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};
