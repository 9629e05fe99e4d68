import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

type Manifest = Record<
  string,
  { file: string; css?: string[]; imports?: string[]; isEntry?: boolean; src?: string }
>;

/**
 * What a phone downloads for the home route: the entry chunk and its static imports, the home
 * route's lazy chunk and its imports, and their CSS, gzip-compressed as the server sends them.
 */
export async function pageWeight(dist: string) {
  const manifest: Manifest = JSON.parse(await readFile(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const wanted = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || wanted.has(key)) return;
    wanted.add(key);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry || /features\/catalog\/routes\/Home/.test(chunk.src ?? key)) visit(key);
  }
  const files = new Set<string>();
  for (const key of wanted) {
    files.add(manifest[key]!.file);
    for (const css of manifest[key]!.css ?? []) files.add(css);
  }
  let js = 0;
  let css = 0;
  const sizes: { name: string; gzip: number }[] = [];
  for (const file of files) {
    const gzip = gzipSync(await readFile(path.join(dist, file)), { level: 9 }).length;
    sizes.push({ name: file, gzip });
    if (file.endsWith('.css')) css += gzip;
    else js += gzip;
  }
  return { js, css, files: sizes.sort((a, b) => b.gzip - a.gzip) };
}
