import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { placeTooltip } from '~/lib/ui/tooltip-position';

const anchorAt = (x: number, y = 400) => ({ left: x - 12, right: x + 12, top: y - 12, bottom: y + 12 });

describe('placeTooltip', () => {
  it('centres the bubble over its trigger when it fits', () => {
    expect(
      placeTooltip({
        anchor: anchorAt(200),
        bubble: { width: 240, height: 80 },
        viewport: { width: 1366, height: 900 },
      }),
    ).toEqual({ shift: 0, side: 'top' });
  });

  it('shifts left near the right edge (the 390 px pricing cards) and right near the left edge', () => {
    // Trigger at x = 333 on a 390 px phone: centred, the 240 px bubble would reach x = 453.
    expect(
      placeTooltip({ anchor: anchorAt(333), bubble: { width: 240, height: 80 }, viewport: { width: 390, height: 844 } })
        .shift,
    ).toBe(390 - 8 - 453);
    expect(
      placeTooltip({ anchor: anchorAt(20), bubble: { width: 240, height: 80 }, viewport: { width: 390, height: 844 } })
        .shift,
    ).toBe(8 - (20 - 120));
  });

  it('flips below the trigger when the space above (under the header) is too small', () => {
    const near = placeTooltip({
      anchor: anchorAt(200, 90),
      bubble: { width: 240, height: 80 },
      viewport: { width: 390, height: 844 },
      topInset: 64,
    });
    expect(near.side).toBe('bottom');
  });

  it('keeps any bubble that fits the viewport fully inside it, at every width from 320 px', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 320, max: 1600 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.integer({ min: 80, max: 304 }),
        (vw, at, width) => {
          const x = 12 + at * (vw - 24);
          const { shift } = placeTooltip({
            anchor: anchorAt(x),
            bubble: { width, height: 60 },
            viewport: { width: vw, height: 800 },
          });
          const left = x - width / 2 + shift;
          expect(left).toBeGreaterThanOrEqual(7.5);
          expect(left + width).toBeLessThanOrEqual(vw - 7.5);
        },
      ),
    );
  });
});
