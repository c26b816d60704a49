/**
 * In-page layout audit for the route gate (tests/e2e/route-gate.e2e.ts). Plain browser JavaScript, injected into
 * every page with `context.addInitScript` so each check is one `page.evaluate` round trip. It defines
 * `window.__layoutAudit(options)`, which resolves to a list of readable problems (empty when the layout is sound):
 *
 * - overflow: the document is wider than the viewport (names the elements that stick out);
 * - clipped: visible text cut off by an ancestor with overflow hidden/clip or paint containment, or an input whose
 *   content box is lower than its line of text;
 * - covered: visible text whose box is hit-tested to another element (scrolls through the page; a sticky or fixed
 *   bar at the top of the viewport may cover content once the page is scrolled, never at the top of the page);
 * - target: an interactive target under 24×24 px (links inside running text are exempt, WCAG 2.5.8), and below
 *   640 px an input, button or link (again except links inside running text) under 44 px tall;
 * - table: a table wider than its box that is not inside its own labelled scroll region (overflow-x auto/scroll,
 *   role="region" with a name, focusable);
 * - wrap: from 768 px, a wrapping row of three or more buttons or links that leaves one alone on its last line.
 *
 * Options: { scope?: Element | selector (default body), scroll?: boolean (hit-test the whole page by scrolling,
 * default true), overlay?: Element | selector (an open dialog/drawer/dropdown/tooltip: only text inside it is
 * hit-tested, at the current scroll position) }.
 */
(() => {
  const SKIP_TAGS = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'TITLE', 'DESC', 'OPTION']);
  const CONTROL =
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"], [role="link"], [role="checkbox"], [role="switch"], [tabindex]:not([tabindex="-1"])';
  const TALL_CONTROL =
    'button, input:not([type="hidden"]):not([type="checkbox"]):not([type="radio"]):not([type="range"]), select, textarea, [role="button"], [role="tab"]';
  /** Links and disclosure summaries: 44 px tall on phones too, unless inside running text (issue 53). */
  const TALL_LINK = 'a[href], summary, [role="link"]';
  // Two frames, then (up to ten more) until no finite animation or transition is running: with reduced motion the
  // site still runs 0.01 ms transitions. A headless page can stop producing frames for a while (requestAnimationFrame
  // then never calls back, and one CI run's gate hung on it for its whole 120 s timeout), so each wait also ends after
  // FRAME_FALLBACK_MS; the audit's reads lay the page out themselves. Without frames animations do not advance either,
  // so the wait for them stops at the first frame that did not come.
  const FRAME_FALLBACK_MS = 250;
  const raf = () =>
    new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), FRAME_FALLBACK_MS);
      requestAnimationFrame(() => {
        clearTimeout(timer);
        resolve(true);
      });
    });
  const settling = () =>
    document
      .getAnimations()
      .some((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity);
  const frame = async () => {
    if (!(await raf()) || !(await raf())) return;
    for (let i = 0; i < 10 && settling(); i++) if (!(await raf())) return;
  };

  const describe = (el) => {
    if (!el || el.nodeType !== 1) return String(el);
    const parts = [];
    for (let e = el, depth = 0; e && e !== document.body && depth < 3; e = e.parentElement, depth++) {
      let s = e.tagName.toLowerCase();
      if (e.id) {
        parts.unshift(`${s}#${e.id}`);
        break;
      }
      const cls =
        typeof e.className === 'string'
          ? e.className
              .trim()
              .split(/\s+/)
              .filter((c) => c && !c.includes(':') && !c.includes('['))
              .slice(0, 2)
          : [];
      if (cls.length) s += `.${cls.join('.')}`;
      parts.unshift(s);
    }
    return parts.join(' > ');
  };
  const snippet = (text) => JSON.stringify(text.replace(/\s+/g, ' ').trim().slice(0, 50));

  /** Visually hidden (sr-only and the like): a 1 px clipped box anywhere up the chain. */
  const visuallyHidden = (el) => {
    for (let e = el; e && e !== document.documentElement; e = e.parentElement) {
      const s = getComputedStyle(e);
      const clip = s.getPropertyValue('clip');
      if (clip && clip !== 'auto' && s.position === 'absolute') return true;
      if (s.clipPath && /inset\(50%\)/.test(s.clipPath)) return true;
      const r = e.getBoundingClientRect();
      if ((r.width <= 1 || r.height <= 1) && s.overflow !== 'visible') return true;
    }
    return false;
  };
  const visible = (el) =>
    el.checkVisibility({ opacityProperty: true, visibilityProperty: true, contentVisibilityAuto: true }) &&
    !visuallyHidden(el);

  /** Every visible text fragment: { el, text, rects } (rects are line boxes of the text node). */
  function textFragments(scope) {
    const out = [];
    const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT, {
      acceptNode(node) {
        if (!node.nodeValue || !node.nodeValue.trim()) return NodeFilter.FILTER_REJECT;
        const el = node.parentElement;
        if (!el || SKIP_TAGS.has(el.tagName.toUpperCase()) || el.closest('svg title, svg desc, template, [hidden]'))
          return NodeFilter.FILTER_REJECT;
        return NodeFilter.FILTER_ACCEPT;
      },
    });
    const cache = new Map();
    const isVisible = (el) => {
      if (!cache.has(el)) cache.set(el, visible(el));
      return cache.get(el);
    };
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!isVisible(el)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rects = [...range.getClientRects()].filter((r) => r.width > 1 && r.height > 1);
      if (rects.length) out.push({ el, node, text: node.nodeValue, rects });
    }
    return out;
  }

  /** Ancestors that clip their content, with the box they clip to (viewport coordinates). */
  function clippers(el) {
    const list = [];
    for (
      let e = el.parentElement ? el : null;
      e && e !== document.body && e !== document.documentElement;
      e = e.parentElement
    ) {
      const s = getComputedStyle(e);
      if (s.textOverflow === 'ellipsis' || (s.webkitLineClamp && s.webkitLineClamp !== 'none')) return null; // deliberate, visible truncation
      // Text inside a scroll box (a code sample, a wide table) is reached by scrolling it, not clipped.
      if (['auto', 'scroll'].includes(s.overflowX) || ['auto', 'scroll'].includes(s.overflowY)) return list;
      const clipX = ['hidden', 'clip'].includes(s.overflowX) || /paint|strict|content/.test(s.contain);
      const clipY = ['hidden', 'clip'].includes(s.overflowY) || /paint|strict|content/.test(s.contain);
      if (!clipX && !clipY) continue;
      const r = e.getBoundingClientRect();
      const left = r.left + e.clientLeft;
      const top = r.top + e.clientTop;
      list.push({ e, clipX, clipY, left, top, right: left + e.clientWidth, bottom: top + e.clientHeight });
    }
    return list;
  }

  function checkClipped(fragments, problems) {
    const seen = new Set();
    for (const { el, text, rects } of fragments) {
      // SVG text is sized by its viewBox: its line box (ascent + descent) is taller than the glyphs drawn.
      if (el instanceof SVGElement) continue;
      const boxes = clippers(el);
      if (!boxes) continue;
      for (const b of boxes) {
        const cut = rects.some(
          (r) =>
            (b.clipX && (r.left < b.left - 1 || r.right > b.right + 1)) ||
            (b.clipY && (r.top < b.top - 1 || r.bottom > b.bottom + 1)),
        );
        if (cut && !seen.has(b.e)) {
          seen.add(b.e);
          problems.push(`clipped: text ${snippet(text)} in ${describe(el)} is cut off by ${describe(b.e)}`);
        }
      }
    }
  }

  function checkInputs(scope, problems) {
    for (const input of scope.querySelectorAll(
      'input:not([type="hidden"]):not([type="checkbox"]):not([type="radio"]):not([type="range"]), select, textarea',
    )) {
      if (!visible(input)) continue;
      const s = getComputedStyle(input);
      const lineHeight = s.lineHeight === 'normal' ? parseFloat(s.fontSize) * 1.15 : parseFloat(s.lineHeight);
      const inner = input.clientHeight - parseFloat(s.paddingTop) - parseFloat(s.paddingBottom);
      const needed = lineHeight; // the line box of the value or placeholder
      if (inner + 0.5 < needed)
        problems.push(
          `clipped: ${describe(input)} shows ${inner.toFixed(1)} px of its ${needed.toFixed(1)} px line of text`,
        );
    }
  }

  /** The fixed or sticky element (if any) an element belongs to. */
  function pinnedAncestor(el) {
    for (let e = el; e && e !== document.documentElement; e = e.parentElement) {
      const p = getComputedStyle(e).position;
      if (p === 'fixed' || p === 'sticky') return e;
    }
    return null;
  }

  /** The part of the viewport an element's content can be seen through (scroll and clip boxes up the chain). */
  function viewBox(el) {
    const box = { left: 0, top: 0, right: document.documentElement.clientWidth, bottom: window.innerHeight };
    for (let e = el.parentElement; e && e !== document.body && e !== document.documentElement; e = e.parentElement) {
      const s = getComputedStyle(e);
      if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
      const r = e.getBoundingClientRect();
      box.left = Math.max(box.left, r.left + e.clientLeft);
      box.top = Math.max(box.top, r.top + e.clientTop);
      box.right = Math.min(box.right, r.left + e.clientLeft + e.clientWidth);
      box.bottom = Math.min(box.bottom, r.top + e.clientTop + e.clientHeight);
    }
    return box;
  }

  const transparent = (s) =>
    /rgba\(.*,\s*0\)|transparent/.test(s.backgroundColor) &&
    s.backgroundImage === 'none' &&
    !/[1-9]/.test(s.borderWidth ?? '');
  /**
   * A hit outside the element's own box comes from its ::before/::after (a card's "stretched link" makes the whole
   * card clickable with a transparent pseudo-element): a larger click area, not something drawn over the text.
   */
  function transparentHitArea(hit, x, y) {
    const r = hit.getBoundingClientRect();
    if (x >= r.left && x <= r.right && y >= r.top && y <= r.bottom) return false;
    return ['::before', '::after'].some((p) => {
      const s = getComputedStyle(hit, p);
      return s.content !== 'none' && transparent(s);
    });
  }

  function hitTest(fragments, problems, seen, scrolled) {
    for (const f of fragments) {
      if (seen.has(f)) continue;
      const range = document.createRange();
      range.selectNodeContents(f.node);
      const v = viewBox(f.el);
      for (const r of range.getClientRects()) {
        // Only text that is fully in view is hit-tested (text scrolled out of a box is not covered).
        if (
          r.width <= 1 ||
          r.height <= 1 ||
          r.top < v.top - 1 ||
          r.bottom > v.bottom + 1 ||
          r.left < v.left - 1 ||
          r.right > v.right + 1
        )
          continue;
        const y = r.top + r.height / 2;
        for (const x of [r.left + Math.min(3, r.width / 2), r.left + r.width / 2, r.right - Math.min(3, r.width / 2)]) {
          const hit = document.elementFromPoint(x, y);
          if (!hit || hit === f.el || f.el.contains(hit) || hit.contains(f.el)) continue;
          if (transparentHitArea(hit, x, y)) continue;
          const pin = pinnedAncestor(hit);
          // Once scrolled, content passes under the sticky header: that is scrolling, not covering.
          if (scrolled && pin && pin !== pinnedAncestor(f.el) && pin.getBoundingClientRect().top <= 1) continue;
          // Text inside an element that ignores the pointer (a decorative label over an image) is hit through.
          if (getComputedStyle(f.el).pointerEvents === 'none' && hit.contains(f.el.parentElement)) continue;
          seen.add(f);
          problems.push(
            `covered: text ${snippet(f.text)} in ${describe(f.el)} is covered by ${describe(hit)}${pin ? ` (${getComputedStyle(pin).position})` : ''}`,
          );
          break;
        }
        if (seen.has(f)) break;
      }
    }
  }

  async function checkCovered(scope, scroll, problems) {
    const fragments = textFragments(scope);
    const seen = new Set();
    if (!scroll) {
      hitTest(fragments, problems, seen, window.scrollY > 0);
      return;
    }
    const start = window.scrollY;
    const height = document.documentElement.scrollHeight;
    const step = Math.max(200, window.innerHeight - 120);
    for (let y = 0; ; y += step) {
      // elementFromPoint lays out at the new scroll position (sticky boxes included): no frame to wait for.
      window.scrollTo({ top: y, behavior: 'instant' });
      hitTest(fragments, problems, seen, window.scrollY > 0);
      if (y + window.innerHeight >= height) break;
    }
    window.scrollTo({ top: start, behavior: 'instant' });
  }

  function checkOverflow(problems) {
    const vw = window.innerWidth;
    const width = document.documentElement.scrollWidth;
    if (width <= vw) return;
    const culprits = [];
    for (const el of document.body.querySelectorAll('*')) {
      const r = el.getBoundingClientRect();
      if (r.right > vw + 1 && r.width > 0 && el.checkVisibility()) {
        // Report the outermost offender only.
        if (!culprits.some((c) => c.contains(el))) culprits.push(el);
      }
    }
    problems.push(
      `overflow: the page is ${width} px wide in a ${vw} px viewport (${culprits
        .slice(0, 4)
        .map((c) => `${describe(c)} reaches x=${Math.round(c.getBoundingClientRect().right + window.scrollX)}`)
        .join('; ')})`,
    );
  }

  /** A link whose line sits inside running text (WCAG 2.5.8 inline exception). */
  const inlineInText = (el) => {
    if (el.tagName !== 'A' || !getComputedStyle(el).display.startsWith('inline')) return false;
    // Running text: a neighbour on the same line is text or an inline element with text.
    const textual = (n) =>
      n &&
      ((n.nodeType === 3 && n.nodeValue.trim()) ||
        (n.nodeType === 1 && getComputedStyle(n).display === 'inline' && n.textContent.trim()));
    const near = (n, dir) => {
      while (n && n.nodeType === 3 && !n.nodeValue.trim()) n = n[dir];
      return n;
    };
    return !!(textual(near(el.previousSibling, 'previousSibling')) || textual(near(el.nextSibling, 'nextSibling')));
  };

  function checkTargets(scope, problems) {
    const small = window.innerWidth < 640;
    for (const el of scope.querySelectorAll(CONTROL)) {
      if (el.disabled || !visible(el)) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue;
      if (el.matches('input[type="checkbox"], input[type="radio"]') && el.closest('label')) {
        const lr = el.closest('label').getBoundingClientRect();
        if (lr.width >= 24 && lr.height >= 24) continue;
      }
      if ((r.width < 24 || r.height < 24) && !inlineInText(el)) {
        problems.push(
          `target: ${describe(el)} ${snippet(el.getAttribute('aria-label') ?? el.textContent ?? '')} is ${Math.round(r.width)}×${Math.round(r.height)} px (minimum 24×24)`,
        );
      } else if (small && (el.matches(TALL_CONTROL) || (el.matches(TALL_LINK) && !inlineInText(el))) && r.height < 44) {
        problems.push(
          `target: ${describe(el)} ${snippet(el.getAttribute('aria-label') ?? el.textContent ?? el.getAttribute('placeholder') ?? '')} is ${Math.round(r.height)} px tall (minimum 44 px below 640 px)`,
        );
      }
    }
  }

  /** The nearest ancestor of `el` that scrolls sideways (below `scope`'s document body), or null. */
  const sideScroller = (el) => {
    for (let e = el.parentElement; e && e !== document.body; e = e.parentElement) {
      if (['auto', 'scroll'].includes(getComputedStyle(e).overflowX)) return e;
    }
    return null;
  };
  /** A scroll region a keyboard and a screen reader can find: role="region", a name, in the tab order. */
  const labelledRegion = (el) =>
    el.getAttribute('role') === 'region' &&
    !!(el.getAttribute('aria-label')?.trim() || el.getAttribute('aria-labelledby')) &&
    el.tabIndex >= 0;

  function checkTables(scope, problems) {
    for (const table of scope.querySelectorAll('table')) {
      if (!visible(table)) continue;
      const width = table.getBoundingClientRect().width;
      const scroller = sideScroller(table);
      const box = scroller ?? table.parentElement;
      if (width <= box.clientWidth + 1) continue;
      if (scroller && labelledRegion(scroller)) continue;
      problems.push(
        `table: ${describe(table)} is ${Math.round(width)} px wide in a ${box.clientWidth} px box (${describe(box)}) ${
          scroller ? 'whose scroll box is not a labelled, focusable region' : 'without its own scroll region'
        }`,
      );
    }
  }

  /** An item of an action row: a link or button, alone or wrapped in one element (a list item). */
  const action = (el) =>
    el.matches('a[href], button') || (el.children.length === 1 && el.firstElementChild.matches('a[href], button'));

  function checkActionRows(scope, problems) {
    if (window.innerWidth < 768) return;
    for (const row of scope.querySelectorAll('*')) {
      const s = getComputedStyle(row);
      if (!s.display.endsWith('flex') || s.flexWrap !== 'wrap' || s.flexDirection !== 'row' || !visible(row)) continue;
      const items = [...row.children].filter((c) => visible(c) && c.getBoundingClientRect().width > 0);
      if (items.length < 3 || !items.every(action)) continue;
      const tops = items.map((c) => Math.round(c.getBoundingClientRect().top));
      const lines = [...new Set(tops)];
      if (lines.length < 2 || tops.filter((t) => t === lines.at(-1)).length !== 1) continue;
      if (tops.filter((t) => t === lines.at(-2)).length < 2) continue;
      const last = items[tops.lastIndexOf(lines.at(-1))];
      problems.push(
        `wrap: ${describe(last)} ${snippet(last.textContent ?? '')} wraps alone onto line ${lines.length} of a row of ${items.length} in ${describe(row)}`,
      );
    }
  }

  window.__layoutAudit = async (options = {}) => {
    const pick = (v) => (typeof v === 'string' ? document.querySelector(v) : v);
    const scope = pick(options.scope) ?? document.body;
    const overlay = pick(options.overlay);
    const problems = [];
    // Sections with content-visibility: auto are laid out only near the viewport; lay everything out so their text
    // is audited too (it changes rendering work, not what a visitor sees).
    if (!document.getElementById('layout-audit-cv')) {
      const style = document.createElement('style');
      style.id = 'layout-audit-cv';
      style.textContent = '* { content-visibility: visible !important; }';
      document.head.append(style);
    }
    await frame();
    checkOverflow(problems);
    const fragments = textFragments(scope);
    checkClipped(fragments, problems);
    checkInputs(scope, problems);
    checkTargets(scope, problems);
    checkTables(scope, problems);
    checkActionRows(scope, problems);
    if (overlay) await checkCovered(overlay, false, problems);
    else await checkCovered(scope, options.scroll ?? true, problems);
    return problems;
  };

  /** Scrolls through the page once (client:visible islands hydrate), then back to the top. */
  window.__revealAll = async () => {
    const step = Math.max(200, window.innerHeight - 100);
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await frame();
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    await frame();
  };

  /** Tooltips: open each in turn (focus opens at once), and check that its bubble stays in the viewport. */
  window.__auditTooltips = async () => {
    const problems = [];
    for (const root of document.querySelectorAll('[data-tooltip]')) {
      const button = root.querySelector('button');
      if (!button || !visible(button)) continue;
      button.scrollIntoView({ block: 'center', behavior: 'instant' });
      button.focus(); // opens and places the bubble synchronously (reading its box lays it out)
      const bubble = root.querySelector('[role="tooltip"]');
      const r = bubble.getBoundingClientRect();
      const vw = document.documentElement.clientWidth;
      if (!bubble.checkVisibility()) problems.push(`tooltip: ${describe(bubble)} does not open on focus`);
      else if (r.left < 0 || r.right > vw)
        problems.push(
          `overflow: tooltip ${describe(bubble)} spans x=${Math.round(r.left)}…${Math.round(r.right)} in a ${vw} px viewport`,
        );
      if (document.documentElement.scrollWidth > window.innerWidth)
        problems.push(
          `overflow: opening tooltip ${describe(bubble)} widens the page to ${document.documentElement.scrollWidth} px`,
        );
      checkClipped(textFragments(bubble), problems);
      await checkCovered(bubble, false, problems);
      button.blur();
    }
    await frame();
    return problems;
  };
})();
