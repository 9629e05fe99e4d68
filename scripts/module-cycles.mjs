/**
 * Module-level dependency cycles in the API. A module is a folder apps/api/src/modules/<domain>/;
 * module A depends on module B when a non-test file of A imports any file of B. Every edge that lies
 * on a cycle today is listed in a baseline; an edge on a cycle that the baseline does not hold fails
 * the check, and a baseline edge that no longer lies on a cycle is reported so the baseline shrinks.
 * The money modules also keep a fixed order (MONEY_LAYERS): an edge up that order fails whatever the
 * baseline says.
 * Pure functions: check-deps.mjs feeds them dependency-cruiser's modules, the test feeds small graphs.
 */

export const MODULES_DIR = 'apps/api/src/modules/';

/** The domain of a file under apps/api/src/modules/<domain>/, or null. */
export function moduleOf(path) {
  if (!path.startsWith(MODULES_DIR)) return null;
  const rest = path.slice(MODULES_DIR.length);
  const slash = rest.indexOf('/');
  return slash > 0 ? rest.slice(0, slash) : null;
}

/** Tests and their helpers (`*.test.ts`, `test-helpers.ts`, `test-*.ts`) do not make module edges. */
export function isTestFile(path) {
  const name = path.slice(path.lastIndexOf('/') + 1);
  return /\.test\.tsx?$/.test(name) || /^test-[^/]*\.tsx?$/.test(name);
}

/** `a -> b` */
export const edgeKey = (from, to) => `${from} -> ${to}`;

const short = (path) => path.slice(MODULES_DIR.length);

/**
 * Module edges from file-level dependencies shaped like dependency-cruiser's `modules`
 * ({ source, dependencies: [{ resolved }] }). Each edge keeps one importing file as its example,
 * the first in path order so the message is stable.
 * @returns {Map<string, { from: string, to: string, example: string }>} keyed by `a -> b`
 */
export function moduleEdges(files) {
  const edges = new Map();
  const sorted = [...files].sort((a, b) => (a.source < b.source ? -1 : a.source > b.source ? 1 : 0));
  for (const file of sorted) {
    const from = moduleOf(file.source);
    if (!from || isTestFile(file.source)) continue;
    const targets = file.dependencies.map((d) => d.resolved).sort();
    for (const target of targets) {
      const to = moduleOf(target);
      if (!to || to === from) continue;
      const key = edgeKey(from, to);
      if (!edges.has(key)) {
        edges.set(key, { from, to, example: `${short(file.source)} imports ${short(target)}` });
      }
    }
  }
  return edges;
}

/** Strongly connected components (Tarjan), as a map from node to its component's id. */
function components(nodes, successors) {
  const index = new Map();
  const low = new Map();
  const component = new Map();
  const stack = [];
  const onStack = new Set();
  let next = 0;
  const visit = (v) => {
    index.set(v, next);
    low.set(v, next);
    next += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of successors(v)) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v), index.get(w)));
      }
    }
    if (low.get(v) === index.get(v)) {
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        component.set(w, v);
      } while (w !== v);
    }
  };
  for (const v of nodes) if (!index.has(v)) visit(v);
  return component;
}

/** Shortest path of modules from `start` to `goal` (breadth first, successors in name order). */
function shortestPath(start, goal, successors) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const v = queue.shift();
    if (v === goal) break;
    for (const w of successors(v)) {
      if (!previous.has(w)) {
        previous.set(w, v);
        queue.push(w);
      }
    }
  }
  const path = [];
  for (let v = goal; v !== null; v = previous.get(v)) path.unshift(v);
  return path;
}

/**
 * The edges that lie on a cycle (both ends in one strongly connected component).
 * @param {Map<string, { from: string, to: string }>} edges
 */
export function cyclicEdges(edges) {
  const out = new Map();
  for (const { from, to } of edges.values()) {
    if (!out.has(from)) out.set(from, []);
    if (!out.has(to)) out.set(to, []);
    out.get(from).push(to);
  }
  for (const list of out.values()) list.sort();
  const successors = (v) => out.get(v) ?? [];
  const component = components([...out.keys()].sort(), successors);
  const cyclic = [...edges.keys()].filter((key) => {
    const { from, to } = edges.get(key);
    return component.get(from) === component.get(to);
  });
  return { cyclic: new Set(cyclic), successors };
}

/**
 * Compares today's cyclic edges with the baseline.
 * @param {Map<string, { from: string, to: string, example: string }>} edges from moduleEdges
 * @param {Iterable<string>} baseline edges as `a -> b`
 * @returns {{ cycles: { modules: string[], imports: string[] }[], stale: string[], cyclic: string[] }}
 *   cycles: one shortest cycle for each group of new cyclic edges, starting with a new edge;
 *   stale: baseline edges no longer on a cycle (gone, or no longer closing one);
 *   cyclic: every edge on a cycle today, sorted.
 */
export function checkModuleCycles(edges, baseline) {
  const known = new Set(baseline);
  const { cyclic, successors } = cyclicEdges(edges);
  const fresh = [...cyclic].filter((key) => !known.has(key)).sort();
  const reported = new Set();
  const cycles = [];
  for (const key of fresh) {
    if (reported.has(key)) continue;
    const { from, to } = edges.get(key);
    const modules = [from, ...shortestPath(to, from, successors)];
    const imports = [];
    for (let i = 0; i + 1 < modules.length; i += 1) {
      const hop = edgeKey(modules[i], modules[i + 1]);
      reported.add(hop);
      imports.push(edges.get(hop).example);
    }
    cycles.push({ modules, imports });
  }
  const stale = [...known].filter((key) => !cyclic.has(key)).sort();
  return { cycles, stale, cyclic: [...cyclic].sort() };
}

/** `module cycle: a -> b -> a (a/x.ts imports b/y.ts; b/z.ts imports a/w.ts)` */
export function describeCycle({ modules, imports }) {
  return `module cycle: ${modules.join(' -> ')} (${imports.join('; ')})`;
}

/** Baseline text: one `a -> b` a line; `#` starts a comment; blank lines are skipped. */
export function parseBaseline(text) {
  const edges = [];
  for (const raw of text.split('\n')) {
    const line = raw.replace(/#.*/, '').trim();
    if (!line) continue;
    const match = /^([\w-]+)\s*->\s*([\w-]+)$/.exec(line);
    if (!match) throw new Error(`module cycle baseline: cannot read "${raw.trim()}" (want "a -> b")`);
    edges.push(edgeKey(match[1], match[2]));
  }
  return edges;
}

/**
 * The money modules, top first: each may import the ones below it and never one above, so
 * `checkout -> orders -> payments -> wallet` (docs/architecture.md, "Module dependencies"). Where the
 * lower one needs the higher one's work (payments settling an order payment), the higher one hands
 * it in from the composition root (app.ts) instead.
 */
export const MONEY_LAYERS = ['checkout', 'orders', 'payments', 'wallet'];

/**
 * Module edges that go up the layers, each as a message naming one import that makes it, such as
 * `payments may not import orders: payments/x.ts imports orders/y.ts (...)`. The baseline plays no
 * part: an upward edge fails even if it is listed there.
 * @param {Map<string, { from: string, to: string, example: string }>} edges from moduleEdges
 * @param {readonly string[]} layers top first
 * @returns {string[]} sorted
 */
export function layerViolations(edges, layers = MONEY_LAYERS) {
  const rank = new Map(layers.map((name, index) => [name, index]));
  const messages = [];
  for (const { from, to, example } of edges.values()) {
    if (rank.has(from) && rank.has(to) && rank.get(to) < rank.get(from)) {
      messages.push(
        `${from} may not import ${to}: ${example} (money layers, top first: ${layers.join(' -> ')})`,
      );
    }
  }
  return messages.sort();
}
