import { defineConfig, mergeConfig } from 'vite';
import appConfig from '../../apps/web/vite.config.ts';

/**
 * The shop's own Vite config, for the second deploy (B) of tests/deploy.spec.ts; the first (A) is the
 * shop's own build. Every chunk of this browser build names its build (OJA_TEST_BUILD), the entry in
 * `globalThis.ojaTestBuild`: every content hash differs from A's, and with them the service worker's
 * precache list, as in a deploy that changed shared code. Nothing the shop does changes.
 */
const mark = process.env.OJA_TEST_BUILD ?? 'B';

const buildMark = {
  name: 'oja-test-build-mark',
  apply: 'build',
  renderChunk(code, chunk) {
    // A statement, not a comment: the minifier keeps it, so the chunk's content hash differs.
    if (!chunk.isEntry)
      return { code: `globalThis.ojaTestChunkBuild = ${JSON.stringify(mark)};\n${code}`, map: null };
    return { code: `globalThis.ojaTestBuild = ${JSON.stringify(mark)};\n${code}`, map: null };
  },
};

export default defineConfig((env) => {
  const config = typeof appConfig === 'function' ? appConfig(env) : appConfig;
  return env.isSsrBuild ? config : mergeConfig(config, { plugins: [buildMark] });
});
