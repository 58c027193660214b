// The gallery a tester opens from disk: thumbnails grouped by user kind and module, filters, the full image on
// click, and the screens with something not right listed first. One self-contained HTML file beside the PNGs.
import { ordered, type Manifest } from './manifest.ts';

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function galleryHtml(manifest: Manifest): string {
  const shots = ordered(manifest.shots);
  const data = JSON.stringify(shots).replace(/</g, '\\u003c');
  const problems = shots.filter((shot) => shot.problems.length).length;
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>食安云 screenshots</title>
<style>
body{font:14px system-ui,sans-serif;margin:16px;background:#f7f8fa;color:#1d2129}
header{display:flex;gap:12px;flex-wrap:wrap;align-items:center;margin-bottom:12px}
select,input{font:inherit;padding:4px}
h2{font-size:15px;margin:20px 0 8px}
.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(240px,1fr));gap:12px}
figure{margin:0;background:#fff;border:1px solid #e5e6eb;border-radius:4px;padding:6px}
figure.bad{border:2px solid #f53f3f}
figure img{width:100%;cursor:zoom-in;display:block}
figcaption{font-size:12px;margin-top:4px;word-break:break-all}
.problem{color:#f53f3f}
dialog{max-width:95vw;max-height:95vh;padding:0;border:0}
dialog img{max-width:95vw;max-height:90vh;display:block}
</style></head><body>
<header><strong>${shots.length} images · ${problems} with problems · ${manifest.seconds}s · ${escape(manifest.createdAt)}</strong>
<label>user <select id="user"><option value="">all</option></select></label>
<label>language <select id="language"><option value="">all</option></select></label>
<label>theme <select id="theme"><option value="">all</option></select></label>
<label>size <select id="size"><option value="">all</option></select></label>
<label><input type="checkbox" id="bad"> problems only</label>
<input id="text" placeholder="route or title"></header>
<main id="main"></main>
<dialog id="full"><img alt=""><p id="fullText"></p></dialog>
<script>
const shots = ${data};
const $ = (id) => document.getElementById(id);
for (const key of ['user','language','theme','size'])
  for (const value of [...new Set(shots.map((shot) => shot[key]))]) $(key).add(new Option(value, value));
function render() {
  const main = $('main'); main.textContent = '';
  const text = $('text').value.trim();
  const shown = shots.filter((shot) => ['user','language','theme','size'].every((key) => !$(key).value || shot[key] === $(key).value)
    && (!$('bad').checked || shot.problems.length) && (!text || (shot.route + shot.title).includes(text)));
  const groups = new Map();
  for (const shot of shown) {
    const group = shot.problems.length ? '⚠ not right' : shot.kind + ' · ' + (shot.module || '—');
    if (!groups.has(group)) groups.set(group, []);
    groups.get(group).push(shot);
  }
  for (const [group, items] of groups) {
    const h = document.createElement('h2'); h.textContent = group + ' (' + items.length + ')'; main.append(h);
    const grid = document.createElement('div'); grid.className = 'grid'; main.append(grid);
    for (const shot of items) {
      const figure = document.createElement('figure'); if (shot.problems.length) figure.className = 'bad';
      const img = document.createElement(shot.file ? 'img' : 'div'); if (shot.file) { img.loading = 'lazy'; img.src = shot.file; img.alt = shot.route; } else img.textContent = 'not shot';
      if (shot.file) img.onclick = () => { $('full').querySelector('img').src = shot.file; $('fullText').textContent = shot.file + (shot.consoleErrors.length ? ' — ' + shot.consoleErrors.join(' | ') : ''); $('full').showModal(); };
      const caption = document.createElement('figcaption');
      caption.textContent = shot.user + ' · ' + shot.route + (shot.state ? ' · ' + shot.state : '') + ' · ' + shot.title + ' · ' + shot.language + ' ' + shot.theme + ' ' + shot.size;
      if (shot.problems.length) { const p = document.createElement('div'); p.className = 'problem'; p.textContent = shot.problems.join(', '); caption.append(p); }
      figure.append(img, caption); grid.append(figure);
    }
  }
}
for (const id of ['user','language','theme','size','bad','text']) $(id).addEventListener('input', render);
$('full').addEventListener('click', () => $('full').close());
render();
</script></body></html>
`;
}
