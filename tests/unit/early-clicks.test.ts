// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { earlyClickQueueSource, holdEarlyClicks, type EarlyClicks } from '~/lib/ui/early-clicks';

const click = (el: Element) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  el.dispatchEvent(event);
  return event;
};
const $ = (id: string) => document.getElementById(id)!;

describe('holdEarlyClicks', () => {
  let hold: EarlyClicks | null = null;
  beforeEach(() => {
    document.body.innerHTML = `<div id="zone"><button id="a" type="button">A</button><button id="b" type="button"><span id="b-inner">B</span></button></div>
      <button id="other" type="button">Other</button>`;
  });
  afterEach(() => {
    hold?.release();
    hold = null;
  });

  it('holds the clicks `pick` maps to a control, in order, and lets the others through', () => {
    const onHold = vi.fn();
    const reached = vi.fn();
    $('a').addEventListener('click', reached);
    hold = holdEarlyClicks(document, (t) => t.closest('#zone button'), onHold);
    expect(click($('a')).defaultPrevented).toBe(true);
    expect(click($('b-inner')).defaultPrevented).toBe(true);
    expect(click($('a')).defaultPrevented).toBe(true);
    expect(click($('other')).defaultPrevented).toBe(false);
    expect(reached).not.toHaveBeenCalled();
    expect(onHold).toHaveBeenCalledTimes(3);
    expect(hold.release()).toEqual([$('a'), $('b'), $('a')]);
  });

  it('stops holding once released, and gives each click back once', () => {
    hold = holdEarlyClicks(document, (t) => t.closest('button'));
    click($('a'));
    expect(hold.release()).toEqual([$('a')]);
    expect(click($('a')).defaultPrevented).toBe(false);
    expect(hold.release()).toEqual([]);
  });

  it('leaves alone a click something else already prevented', () => {
    const prevent = (e: Event) => e.preventDefault();
    window.addEventListener('click', prevent, { capture: true });
    hold = holdEarlyClicks(document, (t) => t.closest('button'));
    click($('a'));
    window.removeEventListener('click', prevent, { capture: true });
    expect(hold.release()).toEqual([]);
  });
});

describe('earlyClickQueueSource', () => {
  afterEach(() => {
    delete (window as { __testQ?: EarlyClicks }).__testQ;
  });

  it('is inline script text that puts one hold on the selector in window[name], whatever the copies on the page', () => {
    document.body.innerHTML = `<p><button id="t" data-t type="button">T</button><button id="u" type="button">U</button></p>`;
    const source = earlyClickQueueSource('__testQ', '[data-t]');
    new Function(source)();
    const first = (window as { __testQ?: EarlyClicks }).__testQ!;
    new Function(source)();
    expect((window as { __testQ?: EarlyClicks }).__testQ).toBe(first);
    expect(click($('t')).defaultPrevented).toBe(true);
    expect(click($('u')).defaultPrevented).toBe(false);
    expect(first.release()).toEqual([$('t')]);
    expect(click($('t')).defaultPrevented).toBe(false);
  });
});
