/**
 * `<site-header>`: dropdown disclosure (hover, click, keyboard), the mobile drawer, and anchor items that
 * smooth-scroll when their section is on the current page (instant with prefers-reduced-motion).
 *
 * The dropdown panels' and the drawer's contents arrive as `<template data-on-demand>` (issue 32: not in the
 * document at load) and are put in place on first need: a pointer entering a menu, focus on or a click of its
 * button, a click of the menu button. A click that comes before this module has run is held by the page's script
 * loader (src/lib/scripts/deferred.ts) and replayed here, so an early tap still opens the menu or the drawer.
 */
import { prefetch } from 'astro:prefetch';
import { BehaviourElement, defineElement } from '~/components/ui/behaviour-element';
import { materialize } from '~/lib/ui/on-demand';

const panelOf = (li: HTMLElement) => li.querySelector<HTMLElement>(':scope > .dropdown-panel');
const buttonOf = (li: HTMLElement) => li.querySelector<HTMLButtonElement>(':scope > button')!;
const itemsOf = (li: HTMLElement) => [...li.querySelectorAll<HTMLAnchorElement>(':scope > .dropdown-panel a[href]')];

function setOpen(li: HTMLElement, open: boolean): void {
  if (open) {
    materialize(panelOf(li));
    li.dataset.open = '';
  } else delete li.dataset.open;
  buttonOf(li).setAttribute('aria-expanded', String(open));
}

export class SiteHeader extends BehaviourElement {
  #closeAll(except?: HTMLElement): void {
    this.querySelectorAll<HTMLElement>('[data-dropdown]').forEach((li) => li !== except && setOpen(li, false));
  }

  protected connect(signal: AbortSignal): void {
    const hover = matchMedia('(hover: hover)').matches;
    this.querySelectorAll<HTMLElement>('[data-dropdown]').forEach((li) => {
      const button = buttonOf(li);
      const ready = () => materialize(panelOf(li));
      button.addEventListener('focus', ready, { signal });
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
        // A pointer already over the menu when this runs sees the panel CSS shows on hover: fill it now.
        if (li.matches(':hover')) ready();
        li.addEventListener(
          'mouseenter',
          () => {
            ready();
            button.setAttribute('aria-expanded', 'true');
          },
          { signal },
        );
        li.addEventListener('mouseleave', () => setOpen(li, false), { signal });
      }
      li.addEventListener(
        'keydown',
        (e) => {
          if (e.key === 'Escape' && 'open' in li.dataset) {
            setOpen(li, false);
            button.focus();
            return;
          }
          // Arrow keys: down/up from the button opens the panel at its first/last link; inside, they move between
          // its links (Home/End to the ends).
          if (!['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(e.key)) return;
          const onButton = e.target === button;
          if (onButton && (e.key === 'Home' || e.key === 'End')) return;
          if (onButton) {
            this.#closeAll(li);
            setOpen(li, true);
          }
          const items = itemsOf(li);
          if (!items.length) return;
          const at = items.indexOf(document.activeElement as HTMLAnchorElement);
          const next =
            e.key === 'Home' || (onButton && e.key === 'ArrowDown')
              ? 0
              : e.key === 'End' || (onButton && e.key === 'ArrowUp')
                ? items.length - 1
                : (at + (e.key === 'ArrowDown' ? 1 : -1) + items.length) % items.length;
          e.preventDefault();
          items[next]!.focus();
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
    opener?.addEventListener(
      'click',
      () => {
        materialize(drawer);
        drawer?.showModal();
      },
      { signal },
    );
    drawer?.addEventListener(
      'click',
      (e) => {
        // The backdrop (a click on the dialog itself) or the close button.
        if (e.target === drawer || (e.target as Element).closest('[data-drawer-close]')) drawer.close();
      },
      { signal },
    );
    drawer?.addEventListener('close', () => opener?.focus(), { signal });

    // Anchor items (in content cloned after this ran, so delegated): smooth-scroll on the page that has the
    // section, otherwise navigate to /#anchor.
    this.addEventListener(
      'click',
      (e) => {
        const a = (e.target as Element).closest<HTMLAnchorElement>('a[data-scroll-anchor]');
        if (!a) return;
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

    // Astro's hover prefetch listens to the links that exist when it starts; the cloned ones are prefetched here
    // the same way (after 80 ms over the link; focus is already handled by Astro's own delegated listener).
    let timer = 0;
    this.addEventListener(
      'pointerover',
      (e) => {
        const a = (e.target as Element).closest<HTMLAnchorElement>('a[data-astro-prefetch="hover"]');
        clearTimeout(timer);
        if (a) timer = window.setTimeout(() => prefetch(a.href), 80);
      },
      { signal },
    );
  }
}

defineElement('site-header', SiteHeader);
