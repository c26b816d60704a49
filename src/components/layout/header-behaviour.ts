/**
 * `<site-header>`: dropdown disclosure (hover, click, keyboard), the mobile drawer, and anchor items that
 * scroll to their section when it is on the current page (instant with prefers-reduced-motion).
 *
 * The dropdown panels' and the drawer's contents arrive as the text of a `<script type="text/html" data-on-demand>`
 * (issue 32: neither parsed into elements nor in the document at load) and are put in place on first need: a pointer
 * over a menu, a click of its button (Enter or Space), a click of the menu button. A click that comes before this
 * module has run is held by the page's script loader (src/lib/page-scripts/deferred.ts) and replayed here, so an
 * early tap still opens the menu or the drawer.
 * Links cloned in are prefetched on hover by Astro's prefetch, which watches for added links.
 */
import { BehaviourElement, defineElement } from '~/components/ui/behaviour-element';
import { materialize } from '~/lib/ui/on-demand';

/** Each `[data-dropdown]` item holds its button, then its panel. */
function setOpen(li: Element, open: boolean): void {
  if (open) materialize(li.lastElementChild);
  li.toggleAttribute('data-open', open);
  li.firstElementChild!.setAttribute('aria-expanded', String(open));
}

export class SiteHeader extends BehaviourElement {
  #closeAll(except?: Element): void {
    this.querySelectorAll('[data-dropdown]').forEach((li) => li !== except && setOpen(li, false));
  }

  protected connect(signal: AbortSignal): void {
    const hover = matchMedia('(hover: hover)').matches;
    this.querySelectorAll<HTMLElement>('[data-dropdown]').forEach((li) => {
      const button = li.firstElementChild as HTMLButtonElement;
      button.addEventListener(
        'click',
        () => {
          const open = !li.hasAttribute('data-open');
          this.#closeAll(li);
          setOpen(li, open);
        },
        { signal },
      );
      if (hover) {
        // mouseover, not mouseenter: a pointer already over the menu when this ran fills it as it next moves.
        li.addEventListener(
          'mouseover',
          () => {
            materialize(li.lastElementChild);
            button.setAttribute('aria-expanded', 'true');
          },
          { signal },
        );
        li.addEventListener('mouseleave', () => setOpen(li, false), { signal });
      }
      li.addEventListener(
        'keydown',
        (e) => {
          if (e.key === 'Escape' && li.hasAttribute('data-open')) {
            setOpen(li, false);
            button.focus();
          }
        },
        { signal },
      );
      li.addEventListener(
        'focusout',
        (e) => {
          if (!li.contains(e.relatedTarget as Node | null)) setOpen(li, false);
        },
        { signal },
      );
    });
    document.addEventListener(
      'click',
      (e) => {
        if (!(e.target as Element).closest('[data-dropdown]')) this.#closeAll();
      },
      { signal },
    );

    const drawer = this.querySelector<HTMLDialogElement>('#mobile-drawer')!;
    const opener = this.querySelector<HTMLButtonElement>('[data-drawer-open]')!;
    opener.addEventListener(
      'click',
      () => {
        materialize(drawer);
        drawer.showModal();
      },
      { signal },
    );
    drawer.addEventListener('close', () => opener.focus(), { signal });

    // One listener for what is cloned in after this ran: the drawer's backdrop and close button, and anchor items,
    // which smooth-scroll on the page that has the section (otherwise they navigate to /#anchor).
    this.addEventListener(
      'click',
      (e) => {
        const t = e.target as Element;
        if (t === drawer || t.closest('[data-drawer-close]')) drawer.close();
        const a = t.closest<HTMLAnchorElement>('a[data-scroll-anchor]');
        const id = a ? new URL(a.href).hash.slice(1) : '';
        const target = id && document.getElementById(id);
        if (!target) return;
        e.preventDefault();
        drawer.close();
        this.#closeAll();
        // Smooth, or instant with prefers-reduced-motion: html's scroll-behavior (global.css) decides.
        target.scrollIntoView({ block: 'start' });
        history.pushState(null, '', `#${id}`);
      },
      { signal },
    );
  }
}

defineElement('site-header', SiteHeader);
