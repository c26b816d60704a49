/**
 * `<site-header>`: dropdown disclosure (hover, click, Escape), the mobile drawer, and anchor items that
 * smooth-scroll when their section is on the current page (instant with prefers-reduced-motion).
 */
import { BehaviourElement, defineElement } from '~/components/ui/behaviour-element';

function setOpen(li: HTMLElement, open: boolean): void {
  const button = li.querySelector<HTMLButtonElement>(':scope > button');
  if (open) li.dataset.open = '';
  else delete li.dataset.open;
  button?.setAttribute('aria-expanded', String(open));
}

export class SiteHeader extends BehaviourElement {
  #closeAll(except?: HTMLElement): void {
    this.querySelectorAll<HTMLElement>('[data-dropdown]').forEach((li) => li !== except && setOpen(li, false));
  }

  protected connect(signal: AbortSignal): void {
    const hover = matchMedia('(hover: hover)').matches;
    this.querySelectorAll<HTMLElement>('[data-dropdown]').forEach((li) => {
      const button = li.querySelector<HTMLButtonElement>(':scope > button')!;
      button.addEventListener(
        'click',
        () => {
          const open = !('open' in li.dataset);
          this.#closeAll(li);
          setOpen(li, open);
        },
        { signal },
      );
      if (hover) {
        li.addEventListener('mouseenter', () => button.setAttribute('aria-expanded', 'true'), { signal });
        li.addEventListener('mouseleave', () => setOpen(li, false), { signal });
      }
      li.addEventListener(
        'keydown',
        (e) => {
          if (e.key === 'Escape' && 'open' in li.dataset) {
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

    const drawer = this.querySelector<HTMLDialogElement>('#mobile-drawer');
    const opener = this.querySelector<HTMLButtonElement>('[data-drawer-open]');
    opener?.addEventListener('click', () => drawer?.showModal(), { signal });
    drawer?.querySelector('[data-drawer-close]')?.addEventListener('click', () => drawer.close(), { signal });
    drawer?.addEventListener(
      'click',
      (e) => {
        if (e.target === drawer) drawer.close(); // backdrop click
      },
      { signal },
    );
    drawer?.addEventListener('close', () => opener?.focus(), { signal });

    // Anchor items: smooth-scroll on the page that has the section, otherwise navigate to /#anchor.
    this.querySelectorAll<HTMLAnchorElement>('a[data-scroll-anchor]').forEach((a) => {
      a.addEventListener(
        'click',
        (e) => {
          const id = new URL(a.href).hash.slice(1);
          const target = id ? document.getElementById(id) : null;
          if (!target) return;
          e.preventDefault();
          if (drawer?.open) drawer.close();
          this.#closeAll();
          const reduce = matchMedia('(prefers-reduced-motion: reduce)').matches;
          target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
          history.pushState(null, '', `#${id}`);
        },
        { signal },
      );
    });
  }
}

defineElement('site-header', SiteHeader);
