// `npm run dev`: the API with reload on :3000 and Vite with hot reload on :5173 (proxying /api, /media, /dev and /sandbox).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
// Shoppers use Vite's address, so return addresses and mailed links must name it: the API builds them
// from PUBLIC_URL alone, never from the Host a request carries (issue 26).
const api = { ...process.env, PUBLIC_URL: process.env.PUBLIC_URL || 'http://localhost:5173' };
const children = [
  spawn('npm', ['run', 'dev', '-w', '@oja/api'], { cwd: root, stdio: 'inherit', env: api }),
  spawn('npm', ['run', 'dev', '-w', '@oja/web'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', (code) => {
    stop();
    process.exit(code ?? 0);
  });
}
