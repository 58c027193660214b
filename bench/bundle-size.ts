// Gzip size of what a route downloads, from Vite's build manifest: the entry's static import closure
// plus the closure of the route's lazy chunk (what the browser fetches before the page can render).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export interface Download {
  js: string[];
  css: string[];
  jsGzip: number;
  cssGzip: number;
}

export function readManifest(dist: string): Record<string, Chunk> {
  return JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;
}

function closure(manifest: Record<string, Chunk>, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  roots.forEach(visit);
  return seen;
}

const gzipOf = (dist: string, file: string) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;

/** `sources`: the lazy modules the route loads, by source path (e.g. `src/domains/auth/index.ts`). */
export function downloadFor(dist: string, sources: string[]): Download {
  const manifest = readManifest(dist);
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('no entry in the build manifest: run `npm run build` first');
  const missing = sources.filter((source) => !manifest[source]);
  if (missing.length) throw new Error(`not a lazy chunk in the manifest: ${missing.join(', ')}`);
  const keys = closure(manifest, [entry, ...sources]);
  const js = [...keys].map((key) => manifest[key]!.file);
  const css = [...new Set([...keys].flatMap((key) => manifest[key]!.css ?? []))];
  return {
    js,
    css,
    jsGzip: js.reduce((sum, file) => sum + gzipOf(dist, file), 0),
    cssGzip: css.reduce((sum, file) => sum + gzipOf(dist, file), 0),
  };
}

/** Every chunk, to prove what a route does NOT load (e.g. no chart library in the shell). */
export function chunkFiles(dist: string): Chunk[] {
  return Object.values(readManifest(dist));
}
