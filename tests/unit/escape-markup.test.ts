import { describe, expect, it } from 'vitest';
import { escapeAttribute, escapeText } from '~/lib/ui/escape-markup';

describe('markup escaping (SVG and XML written as strings)', () => {
  it('makes text safe as element content, ampersands first so no entity is escaped twice', () => {
    expect(escapeText('R&D <b>"bold"</b> &amp;')).toBe('R&amp;D &lt;b&gt;"bold"&lt;/b&gt; &amp;amp;');
  });
  it('makes text safe inside a double-quoted attribute', () => {
    expect(escapeAttribute('say "hi" & <go>')).toBe('say &quot;hi&quot; &amp; &lt;go&gt;');
  });
});
