// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { materialize } from '~/lib/ui/on-demand';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('materialize (menu panels and the drawer rendered on first need)', () => {
  it('puts the template content in the template’s place, once', () => {
    document.body.innerHTML =
      '<div id="panel"><template data-on-demand><ul><li><a href="/a" aria-current="page">A</a></li></ul></template></div>';
    const panel = document.getElementById('panel')!;
    expect(panel.querySelector('a')).toBeNull();
    materialize(panel);
    expect(panel.querySelector('template')).toBeNull();
    expect(panel.querySelectorAll('a')).toHaveLength(1);
    // Attributes rendered per page (the current-page mark) travel with the content.
    expect(panel.querySelector('a')!.getAttribute('aria-current')).toBe('page');
    materialize(panel);
    expect(panel.querySelectorAll('a')).toHaveLength(1);
  });

  it('leaves a template that is not its own on-demand child alone', () => {
    document.body.innerHTML =
      '<div id="host"><template><p>plain</p></template><div><template data-on-demand><p>nested</p></template></div></div>';
    const host = document.getElementById('host')!;
    materialize(host);
    materialize(null);
    expect(host.querySelectorAll('p')).toHaveLength(0);
    expect(host.querySelectorAll('template')).toHaveLength(2);
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
      '<dialog id="d"><template data-on-demand><on-demand-probe data-id="x"></on-demand-probe></template></dialog>';
    expect(seen).toEqual([]);
    materialize(document.getElementById('d'));
    expect(seen).toEqual(['x']);
    expect(document.querySelector('on-demand-probe')).toBeInstanceOf(customElements.get('on-demand-probe')!);
  });
});
