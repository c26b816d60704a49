/**
 * Writes public/sample-influencer-report.pdf: a short sample influencer report (2 pages), built by hand as a
 * PDF 1.4 file with the standard Helvetica fonts, so no dependency and no network are needed.
 * Run: node scripts/generate-sample-report.mjs  (the output is committed; re-run after editing the copy below).
 * The brand name is read from src/config/site.ts so the report follows a rename.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const brand =
  /export const BRAND = '([^']+)'/.exec(readFileSync(join(root, 'src/config/site.ts'), 'utf8'))?.[1] ?? 'Brand';
const apiHost = /apiHost: '([^']+)'/.exec(readFileSync(join(root, 'src/config/site.ts'), 'utf8'))?.[1] ?? '';

const W = 595; // A4 in points
const H = 842;
const esc = (s) => s.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)');
const rgb = (hex) => [1, 3, 5].map((i) => (parseInt(hex.slice(i, i + 2), 16) / 255).toFixed(3)).join(' ');

class Page {
  ops = [];
  text(x, y, str, { size = 10, bold = false, color = '#2f3450' } = {}) {
    this.ops.push(`BT ${rgb(color)} rg /${bold ? 'F2' : 'F1'} ${size} Tf ${x} ${H - y} Td (${esc(str)}) Tj ET`);
    return this;
  }
  rect(x, y, w, h, color) {
    this.ops.push(`${rgb(color)} rg ${x} ${H - y - h} ${w} ${h} re f`);
    return this;
  }
  line(x1, y1, x2, y2, color = '#e6e6ef') {
    this.ops.push(`${rgb(color)} RG 0.8 w ${x1} ${H - y1} m ${x2} ${H - y2} l S`);
    return this;
  }
  stream() {
    return this.ops.join('\n');
  }
}

function header(p, pageNo) {
  p.rect(0, 0, W, 70, '#230a60');
  p.text(40, 30, brand, { size: 18, bold: true, color: '#ffffff' });
  p.text(40, 50, 'Influencer Report - SAMPLE (illustrative data)', { size: 10, color: '#d5ceff' });
  p.text(W - 120, 40, `Page ${pageNo} of 2`, { size: 9, color: '#d5ceff' });
}
function footer(p) {
  p.line(40, H - 50, W - 40, H - 50);
  p.text(
    40,
    H - 34,
    `Sample report. Figures are illustrative, not a real creator. Data via the ${brand} Influencer API (${apiHost}).`,
    { size: 7.5, color: '#5c627e' },
  );
}
function stat(p, x, y, value, label) {
  p.rect(x, y, 120, 56, '#f3f1ff');
  p.text(x + 12, y + 26, value, { size: 16, bold: true, color: '#4616ad' });
  p.text(x + 12, y + 44, label, { size: 8.5, color: '#474d6b' });
}
function bar(p, x, y, label, pct, color = '#6425f0') {
  p.text(x, y + 9, label, { size: 9 });
  p.rect(x + 90, y, 300, 11, '#e9e5ff');
  p.rect(x + 90, y, Math.round(3 * pct), 11, color);
  p.text(x + 400, y + 9, `${pct.toFixed(1)}%`, { size: 9, bold: true });
}

// Page 1: profile, key metrics, audience
const p1 = new Page();
header(p1, 1);
p1.text(40, 110, '@glowwithmeera', { size: 22, bold: true, color: '#0f1222' });
p1.text(40, 130, 'Instagram  |  Skincare, beauty, lifestyle  |  Mumbai, India  |  Last posted 2026-11-18', {
  size: 10,
  color: '#474d6b',
});
stat(p1, 40, 150, '48,250', 'Followers');
stat(p1, 170, 150, '4.70%', 'Engagement rate');
stat(p1, 300, 150, '2,140', 'Average likes');
stat(p1, 430, 150, '128', 'Average comments');
stat(p1, 40, 216, '86 / 100', 'Audience quality score');
stat(p1, 170, 216, '6.2%', 'Fake followers');
stat(p1, 300, 216, 'Increasing', '90-day engagement trend');
stat(p1, 430, 216, 'High', 'vs similar-sized accounts');
p1.text(40, 310, 'Audience age', { size: 13, bold: true, color: '#0f1222' });
[
  ['13-17', 4.1],
  ['18-24', 38.6],
  ['25-34', 41.2],
  ['35-44', 12.3],
  ['45+', 3.8],
].forEach(([l, v], i) => bar(p1, 40, 325 + i * 20, l, v));
p1.text(40, 450, 'Audience gender', { size: 13, bold: true, color: '#0f1222' });
[
  ['Female', 80.1],
  ['Male', 18.4],
  ['Other', 1.5],
].forEach(([l, v], i) => bar(p1, 40, 465 + i * 20, l, v, '#e5500f'));
p1.text(40, 550, 'Top audience countries', { size: 13, bold: true, color: '#0f1222' });
[
  ['India', 71.5],
  ['United Arab Emirates', 6.3],
  ['United States', 4.9],
  ['United Kingdom', 3.1],
].forEach(([l, v], i) => bar(p1, 40, 565 + i * 20, l, v, '#0f8a4f'));
p1.text(40, 670, 'Fake-follower breakdown', { size: 13, bold: true, color: '#0f1222' });
p1.text(40, 690, 'Fake accounts 6.2%   |   Suspicious accounts 3.9%   |   Inactive accounts 2.3%', { size: 10 });
p1.text(40, 708, 'Verdict: a real, engaged audience. Safe to partner with for beauty and skincare campaigns.', {
  size: 10,
  bold: true,
  color: '#0f8a4f',
});
footer(p1);

// Page 2: content performance, brand affinity, recommendation
const p2 = new Page();
header(p2, 2);
p2.text(40, 110, 'Content performance', { size: 16, bold: true, color: '#0f1222' });
p2.text(40, 135, 'Average engagement by format', { size: 11, bold: true });
[
  ['Reels', 6.1],
  ['Carousels', 4.2],
  ['Images', 3.1],
].forEach(([l, v], i) => bar(p2, 40, 148 + i * 20, l, v * 10));
p2.text(40, 225, 'Scale: 10% of the bar = 1% engagement.', { size: 8, color: '#5c627e' });
p2.text(40, 255, 'Best posting times', { size: 11, bold: true });
p2.text(40, 272, 'Tuesday 19:00  |  Thursday 20:00  |  Sunday 11:00 (IST)', { size: 10 });
p2.text(40, 300, 'Top hashtags', { size: 11, bold: true });
p2.text(40, 317, '#skincareroutine 5.8%   |   #glowingskin 4.7%   |   #desiskincare 4.1%', { size: 10 });
p2.text(40, 355, 'Brand affinity', { size: 16, bold: true, color: '#0f1222' });
[
  ['Beauty', 82],
  ['Fashion', 46],
  ['Health & wellness', 39],
  ['Food', 12],
].forEach(([l, v], i) => bar(p2, 40, 370 + i * 20, l, v, '#a93a07'));
p2.text(40, 470, 'Recent sponsored posts', { size: 16, bold: true, color: '#0f1222' });
const rows = [
  ['Date', 'Type', 'Likes', 'Comments', 'Saves', 'Engagement'],
  ['2026-11-12', 'Reel', '3,420', '211', '388', '8.3%'],
  ['2026-10-29', 'Carousel', '2,050', '134', '262', '5.1%'],
  ['2026-10-14', 'Image', '1,610', '97', '121', '3.8%'],
];
rows.forEach((r, i) => {
  if (i === 0) p2.rect(40, 482, W - 80, 20, '#f3f1ff');
  r.forEach((c, j) => p2.text(50 + j * 85, 496 + i * 22, c, { size: 9.5, bold: i === 0 }));
  p2.line(40, 504 + i * 22, W - 40, 504 + i * 22);
});
p2.rect(40, 600, W - 80, 110, '#f3f1ff');
p2.text(56, 625, 'Recommendation', { size: 13, bold: true, color: '#4616ad' });
p2.text(56, 645, 'A micro-influencer (10K-100K followers) with engagement in the 2-6% sweet spot and an', { size: 10 });
p2.text(56, 660, 'audience that matches Indian beauty brands aged 18-34. Prioritise reels, post on Tuesday', {
  size: 10,
});
p2.text(56, 675, 'or Thursday evenings, and track results with a unique discount code.', { size: 10 });
p2.text(56, 698, `Get reports like this for any creator: book a demo with ${brand}.`, {
  size: 10,
  bold: true,
  color: '#4616ad',
});
footer(p2);

// Assemble: catalog, pages, 2 pages, 2 fonts, 2 content streams, info
const objects = [];
const add = (body) => {
  objects.push(body);
  return objects.length;
};
const catalog = add('');
const pagesId = add('');
const font1 = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
const font2 = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
const pageIds = [];
for (const page of [p1, p2]) {
  const content = page.stream();
  const contentId = add(`<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`);
  pageIds.push(
    add(
      `<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 ${W} ${H}] /Resources << /Font << /F1 ${font1} 0 R /F2 ${font2} 0 R >> >> /Contents ${contentId} 0 R >>`,
    ),
  );
}
objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesId} 0 R >>`;
objects[pagesId - 1] =
  `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`;
const info = add(
  `<< /Title (${esc(`${brand} sample influencer report`)}) /Author (${esc(brand)}) /Producer (scripts/generate-sample-report.mjs) /CreationDate (D:20261121000000Z) >>`,
);

let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
const offsets = [];
objects.forEach((body, i) => {
  offsets.push(Buffer.byteLength(out, 'latin1'));
  out += `${i + 1} 0 obj\n${body}\nendobj\n`;
});
const xref = Buffer.byteLength(out, 'latin1');
out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
out += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
const file = join(root, 'public/sample-influencer-report.pdf');
writeFileSync(file, Buffer.from(out, 'latin1'));
console.log(`wrote ${file} (${Buffer.byteLength(out, 'latin1')} bytes)`);
