import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REACT_DOM_SENTINELS, sentinelsWithoutStacks } from './react-dom-sentinels';

const require = createRequire(import.meta.url);
/** A file of a package's own, past its `exports` map. */
const packageFile = (name: string, file: string) =>
  path.join(path.dirname(require.resolve(`${name}/package.json`)), file);
const productionPath = packageFile('react-dom', 'cjs/react-dom-client.production.js');
const production = readFileSync(productionPath, 'utf8');

type Root = { render(element: unknown): void; unmount(): void };
type ReactProduction = {
  createElement: (...args: unknown[]) => unknown;
  Suspense: unknown;
  use: <T>(promise: Promise<T>) => T;
};

/** React's and React DOM's production builds, React DOM's from `code`, as the client build ships them. */
function productionReact(code: string) {
  const react = require(packageFile('react', 'cjs/react.production.js')) as ReactProduction;
  const modules: Record<string, unknown> = {
    react,
    scheduler: require(packageFile('scheduler', 'cjs/scheduler.production.js')),
    'react-dom': require(packageFile('react-dom', 'cjs/react-dom.production.js')),
  };
  const exports: Record<string, unknown> = {};
  const module = { exports };
  new Function('exports', 'require', 'module', 'process', code)(
    exports,
    (id: string) => modules[id] ?? require(id),
    module,
    { env: { NODE_ENV: 'production' } },
  );
  return { react, dom: module.exports as { createRoot(container: Element): Root } };
}

async function until(check: () => boolean) {
  for (let tries = 0; tries < 100 && !check(); tries++)
    await new Promise((resolve) => setTimeout(resolve, 10));
}

describe('React DOM without stacks on its start-up markers', () => {
  it('makes each of the five markers without a stack, keeping its message', () => {
    const changed = sentinelsWithoutStacks(production);
    for (const name of REACT_DOM_SENTINELS) {
      expect(changed).toMatch(
        new RegExp(
          `${name} = Object\\.assign\\(Object\\.create\\(Error\\.prototype\\), \\{ message: formatProdErrorMessage\\(\\d+\\) \\}\\)`,
        ),
      );
      expect(changed).not.toMatch(new RegExp(`${name} = Error\\(`));
    }
    // Nothing else changed: the original text once the five are put back.
    const undone = changed.replace(
      /Object\.assign\(Object\.create\(Error\.prototype\), \{ message: (formatProdErrorMessage\(\d+\)) \}\)/g,
      'Error($1)',
    );
    expect(undone === production).toBe(true);
  });

  it('still suspends and resumes a component that waits with `use` (React throws and catches its marker)', async () => {
    const { react, dom } = productionReact(sentinelsWithoutStacks(production));
    let arrive: (name: string) => void = () => {};
    const name = new Promise<string>((resolve) => {
      arrive = resolve;
    });
    const Greeting = () => react.createElement('p', null, `Hello ${react.use(name)}`);
    const container = document.createElement('div');
    document.body.append(container);
    const root = dom.createRoot(container);
    root.render(
      react.createElement(
        react.Suspense,
        { fallback: react.createElement('p', null, 'Loading') },
        react.createElement(Greeting),
      ),
    );
    await until(() => container.textContent === 'Loading');
    expect(container.textContent).toBe('Loading');

    arrive('Ada');
    await until(() => container.textContent === 'Hello Ada');
    expect(container.textContent).toBe('Hello Ada');
    root.unmount();
    container.remove();
  });

  it('stops the build when React DOM no longer has the markers it knows', () => {
    expect(() =>
      sentinelsWithoutStacks('var SuspenseException = Error(formatProdErrorMessage(460));'),
    ).toThrow(/expected React DOM's markers .* found SuspenseException/);
  });
});
