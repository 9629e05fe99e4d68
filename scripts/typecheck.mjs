// Type-checks every TypeScript project of the repository, as many at once as the machine has cores
// (tsc uses one core each). Each project's errors are printed together once it ends; the exit code
// is 1 if any project has errors.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const projects = ['apps/web', 'apps/api', 'e2e', 'bench', 'packages/contract'];
const tsc = path.join(root, 'node_modules/typescript/bin/tsc');

function check(project) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '-p', project], { cwd: root });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => {
      console.log(`tsc -p ${project}: ${code === 0 ? 'ok' : 'errors'}`);
      if (output) process.stdout.write(output);
      resolve(code === 0);
    });
  });
}

const queue = [...projects];
const results = await Promise.all(
  Array.from({ length: Math.min(availableParallelism(), queue.length) }, async () => {
    let ok = true;
    for (let project = queue.shift(); project; project = queue.shift()) ok = (await check(project)) && ok;
    return ok;
  }),
);
process.exit(results.every(Boolean) ? 0 : 1);
