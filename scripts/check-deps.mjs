#!/usr/bin/env node
/**
 * `npm run check:deps`: one dependency-cruiser pass over apps/api/src, apps/web/src, bench and
 * packages/contract/src, then
 * 1. the file-level rules of .dependency-cruiser.cjs (no import cycles; web features do not import
 *    each other; components/ and lib/ do not import features or app/), minus the known violations in
 *    .dependency-cruiser-known-violations.json (what `depcruise --ignore-known` does);
 * 2. module-level cycles in the API against scripts/module-cycles-baseline.txt (module-cycles.mjs),
 *    and the layers of the money modules (checkout -> orders -> payments -> wallet), which no
 *    baseline excuses.
 * Fails on anything new; a baseline entry that no longer happens is reported so the next person
 * removes it. `--prune` removes those entries from both baselines itself (it never adds any).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import {
  checkModuleCycles,
  describeCycle,
  layerViolations,
  moduleEdges,
  parseBaseline,
} from './module-cycles.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const CONFIG = '.dependency-cruiser.cjs';
const KNOWN = '.dependency-cruiser-known-violations.json';
const MODULE_BASELINE = 'scripts/module-cycles-baseline.txt';
const ROOTS = ['apps/api/src', 'apps/web/src', 'bench', 'packages/contract/src'];
const prune = process.argv.includes('--prune');

process.chdir(root);
const started = performance.now();

const options = await extractDepcruiseOptions(`./${CONFIG}`);
const known = JSON.parse(readFileSync(KNOWN, 'utf8'));
options.ruleSet.options = { ...options.ruleSet.options, knownViolations: known };
const tsConfig = extractTSConfig(options.tsConfig.fileName);
const { output: result } = await cruise(ROOTS, options, {}, { tsConfig });

const failures = [];
const shrink = [];

// A path that could not be resolved would hide its edge from every rule below.
for (const file of result.modules) {
  for (const dep of file.dependencies) {
    if (dep.couldNotResolve && dep.module.startsWith('.')) {
      failures.push(`cannot resolve ${dep.module} from ${file.source}`);
    }
  }
}

// 1. File-level rules; known violations come back with severity "ignore".
const sameViolation = (a, b) =>
  a.rule.name === b.rule.name &&
  (a.cycle && b.cycle
    ? a.cycle.length === b.cycle.length && a.cycle.every((m) => b.cycle.some((n) => n.name === m.name))
    : a.from === b.from && a.to === b.to);
const violations = result.summary.violations;
for (const v of violations.filter((v) => v.rule.severity === 'error' || v.rule.severity === 'warn')) {
  const cycle = v.cycle ? ` (cycle: ${[v.from, ...v.cycle.map((m) => m.name)].join(' -> ')})` : '';
  failures.push(`${v.rule.name}: ${v.from} -> ${v.to}${cycle}`);
}
const ignored = violations.filter((v) => v.rule.severity === 'ignore');
const staleKnown = known.filter((k) => !ignored.some((v) => sameViolation(k, v)));
for (const k of staleKnown) {
  shrink.push({ file: KNOWN, entry: `${k.rule.name}: ${k.from} -> ${k.to} no longer happens` });
}

// 2. Module cycles in the API, then the money modules' layers (whatever the baseline holds).
const baselineText = readFileSync(MODULE_BASELINE, 'utf8');
const apiEdges = moduleEdges(result.modules);
const modules = checkModuleCycles(apiEdges, parseBaseline(baselineText));
for (const cycle of modules.cycles) failures.push(describeCycle(cycle));
if (modules.cycles.length > 0) {
  failures.push(
    `  each cycle starts with a module edge that is not in ${MODULE_BASELINE}: move code so that the ` +
      `import is not needed (docs/architecture.md, "Module dependencies"); do not add the edge there`,
  );
}
const upward = layerViolations(apiEdges);
for (const message of upward) failures.push(message);
if (upward.length > 0) {
  failures.push(
    '  a money module imports one above it: move the code down, or have the upper module hand it in ' +
      'from app.ts (docs/architecture.md, "Module dependencies"); the baseline cannot excuse it',
  );
}
for (const edge of modules.stale) {
  shrink.push({ file: MODULE_BASELINE, entry: `module edge ${edge} is no longer on a cycle` });
}

// Each file is written only when it shrinks (JSON.stringify's layout is not the formatter's).
if (prune && staleKnown.length > 0) {
  writeFileSync(
    KNOWN,
    `${JSON.stringify(
      known.filter((k) => !staleKnown.includes(k)),
      null,
      2,
    )}\n`,
  );
}
if (prune && modules.stale.length > 0) {
  const stale = new Set(modules.stale);
  const kept = baselineText.split('\n').filter((line) => {
    const edge = line.replace(/#.*/, '').trim();
    return !edge || !stale.has(parseBaseline(edge)[0]);
  });
  writeFileSync(MODULE_BASELINE, kept.join('\n'));
}

const seconds = ((performance.now() - started) / 1000).toFixed(1);
const counts =
  `${result.summary.totalCruised} files, ${result.summary.totalDependenciesCruised} imports, ` +
  `${modules.cyclic.length} module edges on cycles, ` +
  `${ignored.length} known file-level violations, ${seconds}s`;
for (const { file, entry } of shrink) {
  console.log(
    prune ? `pruned from ${file}: ${entry}` : `baseline can shrink: ${entry}; remove it from ${file}`,
  );
}
if (failures.length > 0) {
  for (const line of failures) console.error(line);
  console.error(`check:deps failed (${counts})`);
  console.error(
    `rules: ${CONFIG}, scripts/module-cycles.mjs (cycles, money layers); baselines: ${KNOWN}, ${MODULE_BASELINE}`,
  );
  process.exit(1);
}
console.log(`check:deps ok: ${counts}`);
