/**
 * File-level dependency rules, run by `npm run check:deps` (scripts/check-deps.mjs) over apps/api/src,
 * apps/web/src, bench and packages/contract/src. Known violations (baselined) are in .dependency-cruiser-known-violations.json;
 * module-level cycles in the API are checked by scripts/module-cycles.mjs. Plain CLI, same rules:
 *   npx depcruise apps/api/src apps/web/src bench packages/contract/src --ignore-known
 */
const { join } = require('node:path');

const FEATURES = '^apps/web/src/features/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'A file must not reach itself through its imports (type-only imports count too).',
      severity: 'error',
      from: { path: '^(apps/[^/]+/src|bench|packages/[^/]+/src)/' },
      to: { circular: true },
    },
    {
      name: 'no-cross-feature',
      comment:
        'A web feature does not import another feature: shared code goes to components/ or lib/, ' +
        'and app/ composes features (bulletproof-react).',
      severity: 'error',
      from: { path: `${FEATURES}([^/]+)/` },
      to: { path: FEATURES, pathNot: `${FEATURES}$1/` },
    },
    {
      name: 'shared-not-to-features',
      comment: 'components/ and lib/ are shared by features, so they do not import one.',
      severity: 'error',
      from: { path: '^apps/web/src/(components|lib)/' },
      to: { path: FEATURES },
    },
    {
      name: 'not-to-app',
      comment: 'Code flows one way, components/lib -> features -> app: only app/ imports app/.',
      severity: 'error',
      from: { path: '^apps/web/src/(components|lib|features)/' },
      to: { path: '^apps/web/src/app/' },
    },
  ],
  options: {
    doNotFollow: { path: ['node_modules'] },
    // Parse with TypeScript so that `import type` edges are seen as well.
    tsPreCompilationDeps: true,
    // Neither app has `paths`; the tsconfig is read for its compiler options. It must be an absolute
    // path, or `extends` is looked up from the working folder.
    tsConfig: { fileName: join(__dirname, 'apps/web/tsconfig.json') },
    // Imports carry their `.ts` extension; @oja/contract/<name> resolves through the workspace link in
    // node_modules and the package's `exports` ("./*": "./src/*.ts").
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.json'],
    },
  },
};
