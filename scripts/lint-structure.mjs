#!/usr/bin/env node
// `npm run lint`'s structure check (issue 19): no source file over 600 lines and no function over 120 lines in
// api/src, core/src and web/src (generated files and tests aside), and no import circle inside api/src.
// What is over today is listed in scripts/structure-baseline.json with its size then: such a file or function
// may shrink but not grow, and nothing new may go over. `--write-baseline` rewrites the list from the tree
// (only ever to shrink it: it refuses to add an entry). Production code never imports the API's test helpers
// (api/test).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BASELINE = path.join(ROOT, 'scripts/structure-baseline.json');
const MAX_FILE_LINES = 600;
const MAX_FUNCTION_LINES = 120;
const TREES = ['api/src', 'core/src', 'web/src'];
const CIRCLE_FREE = 'api/src';
/** Test helpers live here; production code never imports them. */
const TEST_ONLY = ['api/test/'];

const isSource = (file) =>
  /\.(ts|tsx)$/.test(file) &&
  !/\.(test|spec|d)\.tsx?$/.test(file) &&
  !file.endsWith('.gen.ts') &&
  !file.endsWith('.fixture.ts');

function walk(dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'test') out.push(...walk(full));
    } else if (isSource(entry.name)) out.push(full);
  }
  return out;
}

const rel = (file) => path.relative(ROOT, file).split(path.sep).join('/');

/** Functions (declarations, methods, arrows, function expressions) longer than the limit, by a readable name. */
function longFunctions(file, text) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found = [];
  const nameOf = (node) => {
    if (node.name && ts.isIdentifier(node.name)) return node.name.text;
    if (node.name && ts.isStringLiteral(node.name)) return node.name.text;
    const parent = node.parent;
    if (parent && ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name)) return parent.name.text;
    if (parent && ts.isPropertyAssignment(parent) && ts.isIdentifier(parent.name)) return parent.name.text;
    if (parent && ts.isCallExpression(parent)) {
      const callee = parent.expression.getText(source).slice(0, 40);
      return `callback of ${callee}`;
    }
    return 'anonymous';
  };
  const visit = (node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const end = source.getLineAndCharacterOfPosition(node.end).line;
      const lines = end - start + 1;
      if (lines > MAX_FUNCTION_LINES)
        found.push({ name: `${nameOf(node)}@${start + 1}`, key: nameOf(node), lines });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Relative imports (type-only ones included: they tie the modules together for a reader all the same). */
function importsOf(file, text, known) {
  const out = [];
  const re = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"](\.{1,2}\/[^'"]+)['"]/g;
  for (const match of text.matchAll(re)) {
    const base = path.resolve(path.dirname(file), match[1]);
    const target = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((c) => known.has(c));
    if (target) out.push(target);
  }
  return out;
}

/** Strongly connected components of more than one module (Tarjan), each a circle of imports. */
function circles(graph) {
  let index = 0;
  const stack = [];
  const state = new Map();
  const found = [];
  const strong = (v) => {
    state.set(v, { index, low: index, onStack: true });
    index++;
    stack.push(v);
    for (const w of graph.get(v) ?? []) {
      if (!state.has(w)) {
        strong(w);
        state.get(v).low = Math.min(state.get(v).low, state.get(w).low);
      } else if (state.get(w).onStack) state.get(v).low = Math.min(state.get(v).low, state.get(w).index);
    }
    if (state.get(v).low === state.get(v).index) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        state.get(w).onStack = false;
        component.push(w);
      } while (w !== v);
      if (component.length > 1) found.push(component.map(rel).sort());
    }
  };
  for (const v of graph.keys()) if (!state.has(v)) strong(v);
  return found;
}

function measure() {
  const files = TREES.flatMap((tree) => walk(path.join(ROOT, tree)));
  const known = new Set(files);
  const longFiles = {};
  const longFns = {};
  const graph = new Map();
  const testImports = [];
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
    if (lines > MAX_FILE_LINES) longFiles[rel(file)] = lines;
    for (const fn of longFunctions(file, text)) {
      const key = `${rel(file)}#${fn.key}`;
      longFns[key] = Math.max(longFns[key] ?? 0, fn.lines);
    }
    if (rel(file).startsWith(`${CIRCLE_FREE}/`)) graph.set(file, importsOf(file, text, known));
    for (const match of text.matchAll(/from\s+['"](\.{1,2}\/[^'"]+)['"]/g)) {
      const target = rel(path.resolve(path.dirname(file), match[1]));
      if (TEST_ONLY.some((dir) => target.startsWith(dir))) testImports.push(`${rel(file)} imports ${target}`);
    }
  }
  return { longFiles, longFns, circles: circles(graph), testImports };
}

const now = measure();
const baseline = JSON.parse(readFileSync(BASELINE, 'utf8'));
const problems = [];
const over = (kind, current, allowed, limit) => {
  for (const [key, size] of Object.entries(current)) {
    const before = allowed[key];
    if (before === undefined) problems.push(`${kind} ${key}: ${size} lines (limit ${limit})`);
    else if (size > before)
      problems.push(`${kind} ${key}: ${size} lines, grew from ${before} (limit ${limit})`);
  }
};
over('file', now.longFiles, baseline.files, MAX_FILE_LINES);
over('function', now.longFns, baseline.functions, MAX_FUNCTION_LINES);
for (const line of now.testImports) problems.push(`production code imports a test helper: ${line}`);
const circleModules = new Set(now.circles.flat());
for (const module of circleModules) {
  if (!baseline.circleModules.includes(module))
    problems.push(`import circle in ${CIRCLE_FREE} now includes ${module}`);
}

if (process.argv.includes('--write-baseline')) {
  const shrink = (current, allowed) =>
    Object.fromEntries(
      Object.entries(current).filter(([key, size]) => allowed[key] !== undefined && size <= allowed[key]),
    );
  const next = {
    files: shrink(now.longFiles, baseline.files),
    functions: shrink(now.longFns, baseline.functions),
    circleModules: [...circleModules].filter((m) => baseline.circleModules.includes(m)).sort(),
  };
  writeFileSync(BASELINE, `${JSON.stringify(next, null, 2)}\n`);
}

const count = (o) => Object.keys(o).length;
const stale = [
  ...Object.entries(baseline.files).filter(([key, size]) => (now.longFiles[key] ?? 0) < size),
  ...Object.entries(baseline.functions).filter(([key, size]) => (now.longFns[key] ?? 0) < size),
];
if (stale.length > 0 && !process.argv.includes('--write-baseline')) {
  console.log(
    `structure: ${stale.length} baseline entries shrank; \`node scripts/lint-structure.mjs --write-baseline\` records it`,
  );
}
console.log(
  `structure: ${count(now.longFiles)} files over ${MAX_FILE_LINES} lines, ${count(now.longFns)} functions over ` +
    `${MAX_FUNCTION_LINES} lines, ${circleModules.size} modules in ${now.circles.length} import circle(s) in ${CIRCLE_FREE} ` +
    `(baseline: ${count(baseline.files)} files, ${count(baseline.functions)} functions, ${baseline.circleModules.length} modules)`,
);
if (problems.length > 0) {
  console.error(`structure check failed:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
