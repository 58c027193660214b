// Comparing a run with a baseline: pixelmatch on each pair (its anti-aliasing detection on, so a glyph's edge is
// not a change), a diff image for each changed screen, and a report page of the changed, new and missing ones.
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import type { Manifest } from './manifest.ts';

export interface Comparison {
  changed: { file: string; pixels: number }[];
  added: string[];
  missing: string[];
  same: number;
}

/** The share of a picture's pixels that may differ before the screen counts as changed. */
const CHANGED_RATIO = 0.0005;

const manifestOf = (folder: string): Manifest => JSON.parse(readFileSync(path.join(folder, 'manifest.json'), 'utf8')) as Manifest;
/** The images a run wrote (a shot that could not be taken has none). */
const imagesOf = (folder: string) =>
  manifestOf(folder)
    .shots.map((shot) => shot.file)
    .filter(Boolean);

/** The pixels of two images that differ beyond anti-aliasing (all of them when the sizes differ), and the picture of where. */
export function differingPixels(current: string, baseline: string): { pixels: number; diff: PNG; total: number } {
  const [a, b] = [PNG.sync.read(readFileSync(current)), PNG.sync.read(readFileSync(baseline))];
  const diff = new PNG({ width: a.width, height: a.height });
  if (a.width !== b.width || a.height !== b.height) return { pixels: a.width * a.height, diff, total: a.width * a.height };
  return { pixels: pixelmatch(a.data, b.data, diff.data, a.width, a.height, { threshold: 0.1, includeAA: false }), diff, total: a.width * a.height };
}

function differ(current: string, baseline: string, diffFile: string): number {
  // the same file byte for byte is the same picture (the browser encodes the same pixels the same way): no decoding
  if (readFileSync(current).equals(readFileSync(baseline))) return 0;
  const { pixels, diff, total } = differingPixels(current, baseline);
  if (pixels > total * CHANGED_RATIO) {
    mkdirSync(path.dirname(diffFile), { recursive: true });
    writeFileSync(diffFile, PNG.sync.write(diff));
  }
  return pixels > total * CHANGED_RATIO ? pixels : 0;
}

export function compare(runFolder: string, baselineFolder: string): Comparison {
  if (!existsSync(path.join(baselineFolder, 'manifest.json')))
    throw new Error(`${baselineFolder} holds no baseline (manifest.json); make one with --compare ${baselineFolder} --update`);
  const current = new Set(imagesOf(runFolder));
  const baseline = new Set(imagesOf(baselineFolder));
  const diffs = path.join(runFolder, 'diff');
  rmSync(diffs, { recursive: true, force: true });
  const result: Comparison = { changed: [], added: [], missing: [...baseline].filter((file) => !current.has(file)), same: 0 };
  for (const file of current) {
    if (!baseline.has(file)) {
      result.added.push(file);
      continue;
    }
    const pixels = differ(path.join(runFolder, file), path.join(baselineFolder, file), path.join(diffs, file));
    if (pixels) result.changed.push({ file, pixels });
    else result.same += 1;
  }
  writeFileSync(path.join(runFolder, 'compare.html'), reportHtml(result, baselineFolder));
  return result;
}

/** Makes this run the baseline: its images and manifest replace the folder's. */
export function updateBaseline(runFolder: string, baselineFolder: string): void {
  rmSync(baselineFolder, { recursive: true, force: true });
  for (const file of imagesOf(runFolder)) {
    mkdirSync(path.dirname(path.join(baselineFolder, file)), { recursive: true });
    copyFileSync(path.join(runFolder, file), path.join(baselineFolder, file));
  }
  copyFileSync(path.join(runFolder, 'manifest.json'), path.join(baselineFolder, 'manifest.json'));
}

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function reportHtml(result: Comparison, baselineFolder: string): string {
  const row = (file: string, note: string) =>
    `<tr><td>${escape(file)}<br>${escape(note)}</td><td><img src="${escape(path.join(baselineFolder, file))}"></td><td><img src="${escape(file)}"></td><td><img src="${escape(`diff/${file}`)}"></td></tr>`;
  return `<!doctype html><html><head><meta charset="utf-8"><title>screenshots compared</title>
<style>body{font:14px system-ui,sans-serif;margin:16px}img{max-width:420px}td{vertical-align:top;padding:4px;border-bottom:1px solid #ddd}</style></head><body>
<h1>${result.changed.length} changed · ${result.added.length} new · ${result.missing.length} missing · ${result.same} the same</h1>
<h2>Changed</h2><table><tr><th>screen</th><th>baseline</th><th>this run</th><th>difference</th></tr>
${result.changed.map((item) => row(item.file, `${item.pixels} pixels differ`)).join('\n')}</table>
<h2>New</h2><ul>${result.added.map((file) => `<li>${escape(file)}</li>`).join('')}</ul>
<h2>Missing</h2><ul>${result.missing.map((file) => `<li>${escape(file)}</li>`).join('')}</ul>
</body></html>`;
}
