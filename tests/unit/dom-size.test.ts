import { describe, expect, it } from 'vitest';
import { countElements, ELEMENT_LIMIT } from '../../scripts/dom-size.mjs';

const page = (body: string) =>
  `<!doctype html><html lang="en"><head><title>t</title></head><body>${body}</body></html>`;

describe('countElements (the element budget of npm run budgets)', () => {
  it('counts every element of the document: html, head, its children, body and what it holds', () => {
    // html, head, title, body, nav, ul, 2 li, 2 a
    expect(countElements(page('<nav><ul><li><a href="/">a</a></li><li><a href="/b">b</a></li></ul></nav>'))).toBe(10);
  });

  it('counts SVG children and elements the parser adds (a table body) like the browser does', () => {
    // html, head, title, body, svg, path, table, tbody, tr, td
    expect(countElements(page('<svg viewBox="0 0 1 1"><path d="M0 0"/></svg><table><tr><td>1</td></tr></table>'))).toBe(
      10,
    );
  });

  it('counts a <template> as one element and nothing of its content', () => {
    const menu = '<ul>' + '<li><a href="/x"><svg><path d="M0 0"/></svg>x</a></li>'.repeat(50) + '</ul>';
    const inTemplate = countElements(page(`<div id="menu"><template>${menu}</template></div>`));
    // html, head, title, body, div, template
    expect(inTemplate).toBe(6);
    // The same markup outside a template: 1 ul + 50 × (li, a, svg, path).
    expect(countElements(page(`<div id="menu">${menu}</div>`))).toBe(5 + 1 + 50 * 4);
  });

  it('does not count a nested template’s content either', () => {
    expect(countElements(page('<template><p>a</p><template><p>b</p><p>c</p></template></template>'))).toBe(5);
  });

  it('has the limit issue 32 sets', () => {
    expect(ELEMENT_LIMIT).toBe(800);
  });
});
