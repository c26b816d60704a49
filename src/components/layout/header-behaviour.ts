/**
 * Header behaviour: dropdown disclosure (hover, click, Escape), the mobile drawer, and anchor items that
 * smooth-scroll when their section is on the current page. Plain DOM, no framework.
 */
function setOpen(li: HTMLElement, open: boolean): void {
  const button = li.querySelector<HTMLButtonElement>(':scope > button');
  if (open) li.dataset.open = '';
  else delete li.dataset.open;
  button?.setAttribute('aria-expanded', String(open));
}

function closeAll(except?: HTMLElement): void {
  document.querySelectorAll<HTMLElement>('[data-dropdown]').forEach((li) => li !== except && setOpen(li, false));
}

export function initHeader(): void {
  document.querySelectorAll<HTMLElement>('[data-dropdown]').forEach((li) => {
    const button = li.querySelector<HTMLButtonElement>(':scope > button')!;
    button.addEventListener('click', () => {
      const open = !('open' in li.dataset);
      closeAll(li);
      setOpen(li, open);
    });
    if (matchMedia('(hover: hover)').matches) {
      li.addEventListener('mouseenter', () => button.setAttribute('aria-expanded', 'true'));
      li.addEventListener('mouseleave', () => setOpen(li, false));
    }
    li.addEventListener('keydown', (e) => {
      if (e.key === 'Escape' && 'open' in li.dataset) {
        setOpen(li, false);
        button.focus();
      }
    });
    li.addEventListener('focusout', (e) => {
      if (!li.contains(e.relatedTarget as Node | null)) setOpen(li, false);
    });
  });
  document.addEventListener('click', (e) => {
    if (!(e.target as Element).closest('[data-dropdown]')) closeAll();
  });

  const drawer = document.getElementById('mobile-drawer') as HTMLDialogElement | null;
  const opener = document.querySelector<HTMLButtonElement>('[data-drawer-open]');
  opener?.addEventListener('click', () => drawer?.showModal());
  drawer?.querySelector('[data-drawer-close]')?.addEventListener('click', () => drawer.close());
  drawer?.addEventListener('click', (e) => {
    if (e.target === drawer) drawer.close(); // backdrop click
  });
  drawer?.addEventListener('close', () => opener?.focus());

  // Anchor items: smooth-scroll on the page that has the section, otherwise navigate to /#anchor.
  document.querySelectorAll<HTMLAnchorElement>('a[data-scroll-anchor]').forEach((a) => {
    a.addEventListener('click', (e) => {
      const id = new URL(a.href).hash.slice(1);
      const target = id ? document.getElementById(id) : null;
      if (!target) return;
      e.preventDefault();
      drawer?.open && drawer.close();
      closeAll();
      const reduce = matchMedia('(prefers-reduced-motion: reduce)').matches;
      target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
      history.pushState(null, '', `#${id}`);
    });
  });
}
