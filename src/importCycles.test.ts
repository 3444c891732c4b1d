// An import cycle makes a module's exports undefined while the cycle loads, in an order the bundler picks. This walks
// every runtime import of the app's sources (type-only imports vanish at build time, so they cannot close a cycle).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const srcDir = path.resolve(import.meta.dirname);
const extensions = ['.ts', '.tsx'];

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourcesUnder(file);
    return extensions.some((extension) => name.endsWith(extension)) && !name.endsWith('.d.ts') ? [file] : [];
  });
}

/** The files a module imports at run time, resolved to sources under src (packages are left out). */
function runtimeImportsOf(file: string, known: Set<string>): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/^\s*(?:import|export)\s+(?!type\s)(?:[^'"]*?\sfrom\s+)?['"](\.[^'"]+)['"]/gm)].map((match) => match[1] as string);
  return specifiers.flatMap((specifier) => {
    const base = path.resolve(path.dirname(file), specifier);
    const candidates = [base, ...extensions.map((extension) => base + extension), ...extensions.map((extension) => path.join(base, `index${extension}`))];
    const found = candidates.find((candidate) => known.has(candidate));
    return found ? [found] : [];
  });
}

/** One cycle per strongly connected group of modules, as the chain of files that closes it. */
function cyclesIn(graph: Map<string, string[]>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const trail: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    trail.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') cycles.push([...trail.slice(trail.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    trail.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return cycles;
}

describe('the app sources', () => {
  it('import one another without a cycle', () => {
    const files = sourcesUnder(srcDir);
    const known = new Set(files);
    const graph = new Map(files.map((file) => [file, runtimeImportsOf(file, known)]));
    const cycles = cyclesIn(graph).map((cycle) => cycle.map((file) => path.relative(srcDir, file)).join(' → '));
    expect(cycles).toEqual([]);
  });

  it('are read by this check (a cycle made on purpose is found)', () => {
    expect(cyclesIn(new Map([['a', ['b']], ['b', ['c']], ['c', ['a']]]))).toEqual([['a', 'b', 'c', 'a']]);
  });
});
