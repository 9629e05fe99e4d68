import { defineConfig, mergeConfig } from 'vite';
import appConfig from '../../apps/web/vite.config.ts';

/**
 * The shop's own Vite config, for the two deploys of tests/deploy.spec.ts. The browser build's entry
 * names its build (OJA_TEST_BUILD, A or B) in `globalThis.ojaTestBuild`: the entry's content hash
 * differs, and with it the code of every page that imports from it and the service worker's precache
 * list, as in a real deploy. The server renderer (`--ssr`) is the shop's own. Nothing the shop does
 * changes.
 */
const mark = process.env.OJA_TEST_BUILD ?? 'A';

const buildMark = {
  name: 'oja-test-build-mark',
  apply: 'build',
  renderChunk(code, chunk) {
    if (!chunk.isEntry) return null;
    return { code: `globalThis.ojaTestBuild = ${JSON.stringify(mark)};\n${code}`, map: null };
  },
};

export default defineConfig((env) => {
  const config = typeof appConfig === 'function' ? appConfig(env) : appConfig;
  return env.isSsrBuild ? config : mergeConfig(config, { plugins: [buildMark] });
});
