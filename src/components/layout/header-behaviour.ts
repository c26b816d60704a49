/**
 * `<site-header>`: what the platform does not do for the header. The dropdowns are popovers their buttons open
 * (`popovertarget`: click, Enter, Space; Escape and a click elsewhere close them, focus returns to the button) and the
 * drawer is a popover dialog (role="dialog", aria-modal) its menu button opens, all without script. This adds:
 * - hover (on devices that hover): a menu opens as the pointer enters it and closes as it leaves; a click on the
 *   button of a menu hover opened keeps it open instead of closing it;
 * - a menu closes when focus leaves it (Tab past its last link), and Escape inside it always returns focus to its
 *   button (the platform returns it to what had focus when the menu opened, which after a hover may be elsewhere);
 * - Tab and Shift+Tab stay inside the open drawer, from its last control to its first and back (a modal `<dialog>`
 *   would make the page inert instead, which restyles every element of the page as it opens);
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

    const drawer = this.querySelector<HTMLElement>('#mobile-drawer')!;
    document.addEventListener(
      'keydown',
      (e) => {
        if (e.key !== 'Tab' || !drawer.matches(':popover-open')) return;
        const controls = [...drawer.querySelectorAll<HTMLElement>('a[href], button:not([tabindex="-1"])')].filter((c) =>
          c.checkVisibility(),
        );
        const [first, last] = [controls[0], controls[controls.length - 1]];
        const at = document.activeElement;
        // From outside the drawer (focus fell to the page's body after a click on its text), Tab enters it.
        const wrapTo = !drawer.contains(at)
          ? e.shiftKey
            ? last
            : first
          : (e.shiftKey ? at === first && last : at === last && first) || null;
        if (!wrapTo) return;
        e.preventDefault();
        wrapTo.focus();
      },
      { signal },
    );
    this.addEventListener(
      'click',
      (e) => {
        const a = (e.target as Element).closest<HTMLAnchorElement>('a[data-scroll-anchor]');
        const id = a ? new URL(a.href).hash.slice(1) : '';
        const target = id && document.getElementById(id);
        if (!target) return;
        e.preventDefault();
        this.querySelectorAll<HTMLElement>('[popover]').forEach(close);
        target.scrollIntoView({ block: 'start' });
        history.pushState(null, '', `#${id}`);
      },
      { signal },
    );
  }
}

defineElement('site-header', SiteHeader);
