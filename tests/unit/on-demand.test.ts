// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { materialize, onDemandText } from '~/lib/ui/on-demand';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('materialize (menu panels and the drawer rendered on first need)', () => {
  it('parses the held markup and puts it in the holder’s place, once', () => {
    document.body.innerHTML =
      '<div id="panel"><script type="text/html" data-on-demand><ul><li><a href="/a" aria-current="page">A</a></li></ul></script></div>';
    const panel = document.getElementById('panel')!;
    // Held as text: no element of it is in the page until it is needed.
    expect(panel.querySelector('a, ul')).toBeNull();
    materialize(panel);
    expect(panel.querySelector('script')).toBeNull();
    expect(panel.querySelectorAll('a')).toHaveLength(1);
    // Attributes rendered per page (the current-page mark) travel with the content.
    expect(panel.querySelector('a')!.getAttribute('aria-current')).toBe('page');
    materialize(panel);
    expect(panel.querySelectorAll('a')).toHaveLength(1);
  });

  it('leaves a holder that is not its own on-demand child alone, and any other data block', () => {
    document.body.innerHTML =
      '<div id="host"><script type="text/html"><p>plain</p></script><div><script type="text/html" data-on-demand><p>nested</p></script></div></div>';
    const host = document.getElementById('host')!;
    materialize(host);
    materialize(null);
    expect(host.querySelectorAll('p')).toHaveLength(0);
    expect(host.querySelectorAll('script')).toHaveLength(2);
  });

  it('upgrades custom elements in the content as they join the page', () => {
    const seen: string[] = [];
    customElements.define(
      'on-demand-probe',
      class extends HTMLElement {
        connectedCallback() {
          seen.push(this.dataset.id ?? '');
        }
      },
    );
    document.body.innerHTML =
      '<dialog id="d"><script type="text/html" data-on-demand><on-demand-probe data-id="x"></on-demand-probe></script></dialog>';
    expect(seen).toEqual([]);
    materialize(document.getElementById('d'));
    expect(seen).toEqual(['x']);
    expect(document.querySelector('on-demand-probe')).toBeInstanceOf(customElements.get('on-demand-probe')!);
  });
});

describe('onDemandText (the held markup, at build time)', () => {
  it('takes external script tags out, to be written after the block, and keeps the rest as is', () => {
    const { text, scripts } = onDemandText(
      '<button>Search</button><script type="module" src="/_astro/SearchButton.js"></script><a href="/b">B</a>',
    );
    expect(text).toBe('<button>Search</button><a href="/b">B</a>');
    expect(scripts).toEqual(['<script type="module" src="/_astro/SearchButton.js"></script>']);
  });

  it.each(['<script>alert(1)</script>', 'a</script>b', '<!-- note -->', '<SCRIPT type="module">x</SCRIPT>'])(
    'refuses markup that would end or change its data block: %s',
    (html) => {
      expect(() => onDemandText(`<p>x</p>${html}`)).toThrow(/cannot hold/);
    },
  );
});
