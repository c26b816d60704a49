/**
 * One real navigation (issue 51): every menu item of the header's dropdowns and of the drawer is a link in the page's
 * HTML, the menus' headings are text in it, and the dropdowns and the drawer open and close without JavaScript. With
 * it: hover, focus leaving a menu, anchor items scrolling on /, and the keyboard (Escape, focus return, Tab order).
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect, VIEWPORTS } from './support/browser';
import { menus } from './support/content';

const menuButton = (page: Page, label: string) => page.locator('nav[aria-label="Main"] button', { hasText: label });
const drawer = (page: Page) => page.locator('#mobile-drawer');

/** A boolean state in Chromium's accessibility tree of the node with `role` and `name` (e.g. a button's "expanded":
 * a popover's invoker has no aria-expanded attribute; a dialog's "modal"). */
async function axState(page: Page, role: string, name: string, state: string): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = await cdp.send('Accessibility.getFullAXTree');
    const node = nodes.find((n) => !n.ignored && n.role?.value === role && n.name?.value === name);
    const found = node?.properties?.find((p) => p.name === state);
    return found ? Boolean(found.value.value) : undefined;
  } finally {
    await cdp.detach();
  }
}
const expanded = (page: Page, name: string) => axState(page, 'button', name, 'expanded');

/** Every item of `group` is in `scope`: a link to its href named by its title, or its title as text. */
async function expectGroupItems(scope: Locator, group: (typeof menus.groups)[number]): Promise<void> {
  for (const item of group.items) {
    if (!item.href) {
      // A placeholder ('More Tools Launching Soon'): its text, with its badge, and no link.
      const entry = scope.locator('li', { hasText: item.title });
      await expect(entry).toHaveCount(1);
      await expect(entry.locator('a')).toHaveCount(0);
      if (item.badgeText) await expect(entry).toContainText(item.badgeText);
      continue;
    }
    const link = scope.locator(`a[href="${item.href}"]`);
    await expect(link, item.href).toHaveCount(1);
    await expect(link).toContainText(item.title);
    if (item.badgeText) await expect(link).toContainText(item.badgeText);
    if (item.newTab) await expect(link).toHaveAttribute('target', '_blank');
  }
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the menus name what the specification lists', () => {
    const hrefs = menus.groups.flatMap((g) => g.items.map((i) => i.href));
    for (const path of [
      '/#influencer-discovery',
      '/#campaign-management',
      '/managed-services',
      '/influencer-api',
      '/launchpad',
      '/blog',
      '/customer-stories',
      '/integrations',
      '/tools/engagement-checker',
      '/tools/post-checker',
    ])
      expect(hrefs).toContain(path);
    expect(menus.groups.map((g) => g.heading)).toEqual(['How We Help You', 'Learning Resources', 'Free AI Tools']);
  });

  for (const path of ['/pricing', '/blog']) {
    test(`${path}: every menu item is a link and every heading is text, in the dropdowns and in the drawer`, async ({
      page,
    }) => {
      await page.goto(path);
      const main = page.locator('nav[aria-label="Main"]');
      for (const top of menus.top) {
        if (top.kind === 'link') {
          await expect(main.locator(`> ul > li > a[href="${top.href}"]`)).toHaveText(top.label);
          await expect(drawer(page).locator(`nav > ul > li > a[href="${top.href}"]`)).toHaveText(top.label);
          continue;
        }
        const { group } = top;
        const panel = page.locator(`#menu-${group.id}`);
        await expect(menuButton(page, group.label)).toHaveAttribute('popovertarget', `menu-${group.id}`);
        await expect(panel.getByText(group.heading, { exact: true })).toHaveCount(1);
        await expectGroupItems(panel, group);
        const drawerGroup = drawer(page).locator('section', {
          has: page.locator('h2', { hasText: group.heading }),
        });
        await expect(drawerGroup.locator('h2')).toHaveText(`${group.label} · ${group.heading}`);
        await expectGroupItems(drawerGroup, group);
      }
    });
  }

  test('a dropdown opens on click and on Enter, Tab enters it, Escape closes it and returns focus', async ({
    page,
  }) => {
    await page.goto('/pricing?country=US');
    const button = menuButton(page, 'Resources');
    const blog = page.locator('#menu-resources a[href="/blog"]');
    await expect(blog).toBeHidden();
    expect(await expanded(page, 'Resources')).toBe(false);
    await button.click();
    await expect(blog).toBeVisible();
    expect(await expanded(page, 'Resources')).toBe(true);
    // A click elsewhere closes it.
    await page.mouse.click(5, 600);
    await expect(blog).toBeHidden();

    await button.focus();
    await page.keyboard.press('Enter');
    await expect(blog).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(blog).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(blog).toBeHidden();
    await expect(button).toBeFocused();
    expect(await expanded(page, 'Resources')).toBe(false);
  });

  test('a dropdown opens on hover', async ({ page }) => {
    await page.goto('/pricing?country=US');
    const checker = page.locator('#menu-tools a[href="/tools/engagement-checker"]');
    await expect(checker).toBeHidden();
    await menuButton(page, 'Free Tools').hover();
    await expect(checker).toBeVisible();
    // The pointer can move down into the panel and follow a link.
    await checker.click();
    await page.waitForURL((u) => u.pathname === '/tools/engagement-checker');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: VIEWPORTS.mobile });

    test('the drawer opens as a modal dialog and closes by its button, Escape and the backdrop, focus back on the menu button', async ({
      page,
    }) => {
      await page.goto('/pricing?country=IN');
      const opener = page.getByRole('button', { name: 'Open menu' });
      const dialog = page.getByRole('dialog', { name: 'Menu' });
      await expect(dialog).toBeHidden();
      await opener.click();
      await expect(dialog).toBeVisible();
      expect(await axState(page, 'dialog', 'Menu', 'modal')).toBe(true);
      await expect(page.getByRole('button', { name: 'Close menu' })).toBeFocused();
      await expect(drawer(page).locator('a[href="/launchpad"]')).toBeVisible();
      await page.getByRole('button', { name: 'Close menu' }).click();
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();

      await opener.click();
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();

      await opener.click();
      await expect(dialog).toBeVisible();
      // Left of the 300 px panel the page is dimmed: a click there closes the drawer and reaches nothing behind it.
      const behind = await page.evaluate(() => document.elementFromPoint(20, 400)?.closest('#mobile-drawer') === null);
      await page.mouse.click(20, 400);
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
      expect(behind).toBe(false);
    });

    test('a drawer link navigates', async ({ page }) => {
      await page.goto('/pricing');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await drawer(page).locator('a[href="/customer-stories"]').click();
      await page.waitForURL((u) => u.pathname === '/customer-stories');
    });
  });
});

test.describe('with JavaScript', () => {
  test('Tab order: logo, the top items in order, a menu entered only when open and left to the next item', async ({
    page,
  }) => {
    await page.goto('/pricing?country=US');
    const order = menus.top.map((t) => (t.kind === 'link' ? t.label : t.group.label));
    await page.locator('header a[href="/"]').first().focus();
    const names: string[] = [];
    for (let i = 0; i < order.length; i++) {
      await page.keyboard.press('Tab');
      names.push(await page.evaluate(() => document.activeElement!.textContent.trim()));
    }
    expect(names).toEqual(order);

    // Opened, a menu comes next in the order; Tab past its last link closes it and moves on.
    const solutions = menus.groups.find((g) => g.id === 'solutions')!;
    const links = page.locator('#menu-solutions a');
    await menuButton(page, solutions.label).focus();
    await page.keyboard.press('Enter');
    await expect(links.first()).toBeVisible();
    // India-only items are hidden for a global visitor: they take no place in the order.
    const visible = await links.evaluateAll((as) => as.filter((a) => a.checkVisibility()).length);
    expect(visible).toBeGreaterThan(2);
    for (let i = 0; i < visible; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement!.closest('#menu-solutions'))).toBe(true);
    }
    await page.keyboard.press('Tab');
    await expect(menuButton(page, 'Resources')).toBeFocused();
    await expect(links.first()).toBeHidden();
    expect(await expanded(page, solutions.label)).toBe(false);
  });

  test('Escape from a link inside a menu closes it and returns focus to its button; one menu open at a time', async ({
    page,
  }) => {
    await page.goto('/?country=US');
    const tools = menuButton(page, 'Free Tools');
    await tools.click();
    await expect(page.locator('#menu-tools a[href="/tools/post-checker"]')).toBeVisible();
    await menuButton(page, 'Resources').click();
    await expect(page.locator('#menu-resources a[href="/blog"]')).toBeVisible();
    await expect(page.locator('#menu-tools a[href="/tools/post-checker"]')).toBeHidden();
    await page.locator('#menu-resources a[href="/customer-stories"]').focus();
    await page.keyboard.press('Escape');
    await expect(page.locator('#menu-resources a[href="/blog"]')).toBeHidden();
    await expect(menuButton(page, 'Resources')).toBeFocused();
  });

  test('hover opens a menu, a click then keeps it open, leaving closes it', async ({ page }) => {
    await page.goto('/?country=US');
    const resources = menuButton(page, 'Resources');
    const blog = page.locator('#menu-resources a[href="/blog"]');
    await resources.hover();
    await expect(blog).toBeVisible();
    expect(await expanded(page, 'Resources')).toBe(true);
    await resources.click();
    await expect(blog).toBeVisible();
    await blog.hover();
    await expect(blog).toBeVisible();
    await page.mouse.move(5, 600);
    await expect(blog).toBeHidden();
    expect(await expanded(page, 'Resources')).toBe(false);
  });

  for (const viewport of ['mobile', 'desktop'] as const)
    test(`nothing in the header moves while the page loads and its menus open and close (${viewport})`, async ({
      page,
    }) => {
      await page.setViewportSize(VIEWPORTS[viewport]);
      await page.addInitScript(() => {
        const shifts: string[] = [];
        (window as unknown as { __shifts: string[] }).__shifts = shifts;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & {
            value: number;
            sources: { node?: Node }[];
          })[])
            for (const s of e.sources)
              if (s.node && document.querySelector('header')?.contains(s.node))
                shifts.push(`${e.value} ${(s.node as Element).outerHTML?.slice(0, 80) ?? s.node.nodeName}`);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto('/pricing?country=IN');
      if (viewport === 'desktop') {
        for (const label of ['Solutions', 'Resources', 'Free Tools']) {
          await menuButton(page, label).click();
          await expect(page.locator('[popover]:popover-open')).toHaveCount(1);
          await page.keyboard.press('Escape');
        }
      } else {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await expect(drawer(page)).toBeVisible();
        await page.getByRole('button', { name: 'Close menu' }).click();
        await expect(drawer(page)).toBeHidden();
      }
      // Let the observer see the last frames.
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      expect(await page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts)).toEqual([]);
    });

  test.describe('on /', () => {
    const clickAndRead = (page: Page, selector: string) =>
      page.evaluate((sel) => {
        const before = scrollY;
        document.querySelector<HTMLElement>(sel)!.click();
        // Read in the same task: an instant scroll has happened, a smooth one has not started.
        return { before, after: scrollY };
      }, selector);
    const sectionTop = (page: Page) =>
      page.locator('#influencer-discovery').evaluate((el) => Math.round(el.getBoundingClientRect().top));

    test('an anchor item scrolls smoothly to its section, closes the menu and keeps the page', async ({ page }) => {
      await page.goto('/?country=US');
      await menuButton(page, 'Solutions').click();
      const item = '#menu-solutions a[href="/#influencer-discovery"]';
      await expect(page.locator(item)).toBeVisible();
      await page.evaluate(() => ((window as unknown as { __same: boolean }).__same = true));
      const { before, after } = await clickAndRead(page, item);
      expect(after).toBe(before);
      await expect(page.locator(item)).toBeHidden();
      await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(before + 200);
      await expect.poll(() => sectionTop(page)).toBeLessThan(120);
      expect(new URL(page.url()).hash).toBe('#influencer-discovery');
      expect(await page.evaluate(() => (window as unknown as { __same?: boolean }).__same)).toBe(true);
    });

    test.describe('with reduced motion', () => {
      test.use({ contextOptions: { reducedMotion: 'reduce' } });
      test('the scroll is instant, from the drawer too, which closes', async ({ page }) => {
        await page.setViewportSize(VIEWPORTS.mobile);
        await page.goto('/?country=US');
        await page.getByRole('button', { name: 'Open menu' }).click();
        const item = '#mobile-drawer a[href="/#influencer-discovery"]';
        await expect(page.locator(item)).toBeVisible();
        const { before, after } = await clickAndRead(page, item);
        expect(after).toBeGreaterThan(before + 200);
        await expect(drawer(page)).toBeHidden();
        expect(await sectionTop(page)).toBeLessThan(120);
      });
    });
  });
});
