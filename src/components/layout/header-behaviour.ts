/**
 * `<site-header>`: what the platform does not do for the header. The dropdowns are popovers their buttons open
 * (`popovertarget`: click, Enter, Space; Escape and a click elsewhere close them, focus returns to the button) and the
 * drawer is a modal `<dialog>` opened and closed by invoker commands, all without script. This adds:
 * - hover (on devices that hover): a menu opens as the pointer enters it and closes as it leaves; a click on the
 *   button of a menu hover opened keeps it open instead of closing it;
 * - a menu closes when focus leaves it (Tab past its last link), and Escape inside it always returns focus to its
 *   button (the platform returns it to what had focus when the menu opened, which after a hover may be elsewhere);
 * - anchor items scroll to their section when it is on this page (smooth, or instant with prefers-reduced-motion:
 *   html's scroll-behavior decides) and close the menu or drawer; elsewhere they navigate to /#anchor.
 */
import { BehaviourElement, defineElement } from '~/components/ui/behaviour-element';

const close = (panel: HTMLElement) => panel.matches(':popover-open') && panel.hidePopover();

export class SiteHeader extends BehaviourElement {
  protected connect(signal: AbortSignal): void {
    const hover = matchMedia('(hover: hover)').matches;
    this.querySelectorAll<HTMLElement>('[data-dropdown]').forEach((li) => {
      const button = li.querySelector<HTMLButtonElement>(':scope > button[popovertarget]')!;
      const panel = button.popoverTargetElement as HTMLElement;
      li.addEventListener(
        'keydown',
        (e) => {
          if (e.key !== 'Escape' || !panel.matches(':popover-open')) return;
          e.preventDefault();
          panel.hidePopover();
          button.focus();
        },
        { signal },
      );
      li.addEventListener(
        'focusout',
        (e) => {
          if (!li.contains(e.relatedTarget as Node | null)) close(panel);
        },
        { signal },
      );
      if (!hover) return;
      let openedByHover = false;
      li.addEventListener(
        'mouseenter',
        () => {
          if (panel.matches(':popover-open')) return;
          panel.showPopover();
          openedByHover = true;
        },
        { signal },
      );
      li.addEventListener('mouseleave', () => close(panel), { signal });
      panel.addEventListener('toggle', (e) => e.newState === 'closed' && (openedByHover = false), {
        signal,
      });
      button.addEventListener(
        'click',
        (e) => {
          // The click that follows the pointer's arrival keeps the menu open (the popover would toggle it closed).
          if (openedByHover) e.preventDefault();
          openedByHover = false;
        },
        { signal },
      );
    });

    const drawer = this.querySelector<HTMLDialogElement>('#mobile-drawer')!;
    this.addEventListener(
      'click',
      (e) => {
        const a = (e.target as Element).closest<HTMLAnchorElement>('a[data-scroll-anchor]');
        const id = a ? new URL(a.href).hash.slice(1) : '';
        const target = id && document.getElementById(id);
        if (!target) return;
        e.preventDefault();
        drawer.close();
        this.querySelectorAll<HTMLElement>('[popover]').forEach(close);
        target.scrollIntoView({ block: 'start' });
        history.pushState(null, '', `#${id}`);
      },
      { signal },
    );
  }
}

defineElement('site-header', SiteHeader);
