import { describe, expect, it, vi } from 'vitest';
import { voidAsync } from '~/lib/ui/void-async';

describe('voidAsync', () => {
  it('runs the async function with the arguments it is called with and returns nothing', async () => {
    const fn = vi.fn((a: number, b: string) => Promise.resolve(`${a}${b}`));
    const handler = voidAsync(fn);
    expect(handler(1, 'x')).toBeUndefined();
    expect(fn).toHaveBeenCalledWith(1, 'x');
    await expect(fn.mock.results[0].value).resolves.toBe('1x');
  });
});
