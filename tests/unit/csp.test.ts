import { describe, expect, it } from 'vitest';
import { buildCsp, inlineScripts, scriptHash } from '~/lib/csp';

describe('Content-Security-Policy', () => {
  it('collects inline executable scripts only', () => {
    const html = `<script>a()</script><script type="module">b()</script><script src="/x.js"></script><script type="application/ld+json">{"a":1}</script>`;
    expect(inlineScripts(html)).toEqual(['a()', 'b()']);
  });

  it('hashes with sha256 in CSP syntax', () => {
    expect(scriptHash('a()')).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
  });

  it('allows only self plus the hashes, and forbids framing', () => {
    const csp = buildCsp([scriptHash('a()'), scriptHash('a()')]);
    expect(csp).toContain("default-src 'self'");
    expect(csp.match(/sha256-/g)).toHaveLength(1);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/https?:\/\//);
  });
});
