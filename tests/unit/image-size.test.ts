import { describe, expect, it } from 'vitest';
import { widthAtHeight } from '~/lib/ui/image-size';

describe('widthAtHeight', () => {
  it('keeps the aspect ratio and rounds to whole pixels', () => {
    expect(widthAtHeight({ width: 300, height: 100 }, 40)).toBe(120);
    expect(widthAtHeight({ width: 250, height: 96 }, 32)).toBe(83);
    expect(widthAtHeight({ width: 160, height: 44 }, 40)).toBe(145);
  });
});
