/**
 * Issue 54, the pure parts: the manage-my-data token (signed kind, id and expiry; constant-time check), the notice as
 * built from the collection (both languages, the retention period in each), the receipt's and the sales copy's text,
 * and the page fill (every value escaped, the view shown).
 */
import { describe, expect, it } from 'vitest';
import { manageToken, verifyManageToken } from '../../netlify/lib/data-rights/token';
import { fillPage, pageCsp } from '../../netlify/lib/data-rights/my-data';
import { filledNotices, retentionPeriodTextHi } from '~/lib/data-rights/notice';
import { privacyNoticeSchema } from '~/lib/data-rights/notice.schema';
import { receiptMessage, salesMessage } from '~/lib/data-rights/receipt';
import { retentionPeriodText } from '~/lib/lead/retention';
import { collectionFiles } from '~/lib/content/files';

const SECRET = 'a-secret-of-at-least-32-characters!!';
const ID = '1764000000000-0123456789ab';
const NOW = Date.UTC(2026, 11, 1);

describe('manage token', () => {
  it('names the lead it was signed for until it expires', () => {
    const token = manageToken('launchpad', ID, SECRET, NOW, 30);
    expect(verifyManageToken(token, SECRET, NOW + 29 * 86_400_000)).toEqual({ ok: true, kind: 'launchpad', id: ID });
    expect(verifyManageToken(token, SECRET, NOW + 30 * 86_400_000 + 1000)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses another secret, another kind, another id and a moved expiry', () => {
    const token = manageToken('contact', ID, SECRET, NOW);
    const [kind, id, expiry, sig] = token.split('.');
    for (const forged of [
      manageToken('contact', ID, `${SECRET}x`, NOW),
      `launchpad.${id}.${expiry}.${sig}`,
      `${kind}.${id.replace('0123', '0124')}.${expiry}.${sig}`,
      `${kind}.${id}.${Number(expiry) + 1}.${sig}`,
      42,
      null,
    ])
      expect(verifyManageToken(forged, SECRET, NOW)).toEqual({ ok: false, reason: 'invalid' });
  });
});

describe('notice', () => {
  const notices = collectionFiles('privacyNotice').map((f) => privacyNoticeSchema.parse(f.data));

  it('fills the period in each language and links each to its section of /privacy', () => {
    const { en, hi } = filledNotices(notices, 90, 'privacy@example.com', retentionPeriodText);
    expect(en.paragraphs.join(' ')).toContain('90 days (about 3 months)');
    expect(hi.paragraphs.join(' ')).toContain('90 दिन (लगभग 3 महीने)');
    expect(en.paragraphs.join(' ')).toContain('privacy@example.com');
    expect(hi.paragraphs.join(' ')).toContain('privacy@example.com');
    expect([en.privacyHref, hi.privacyHref]).toEqual(['/privacy#your-data', '/privacy#your-data-hi']);
    expect(hi.paragraphs.join(' ')).not.toMatch(/\{\w+\}/);
  });

  it('writes the Hindi period in words a reader expects', () => {
    expect(retentionPeriodTextHi(730)).toBe('730 दिन (लगभग 2 वर्ष)');
    expect(retentionPeriodTextHi(1)).toBe('1 दिन');
  });
});

describe('e-mails', () => {
  const lead = {
    id: ID,
    name: 'Asha',
    email: 'asha@example.com',
    company: 'A & <B>',
    message: 'one\ntwo',
    createdAt: '2026-12-01T00:00:00.000Z',
  };
  it('the receipt lists what was sent, the link, the period and the grievance contact', () => {
    const { text, subject } = receiptMessage(lead, {
      brand: 'Brand',
      manageUrl: 'https://x.example/my-data?token=t',
      retention: '730 days',
      grievanceEmail: 'g@example.com',
      privacyUrl: 'https://x.example/privacy#your-data',
    });
    expect(subject).toBe('We received your request – Brand');
    expect(subject).not.toContain('Asha');
    expect(text).toContain('Company: A & <B>');
    expect(text).toContain('Message: one\n  two');
    expect(text).toContain('https://x.example/my-data?token=t');
    expect(text).toContain('730 days');
    expect(text).toContain('g@example.com');
  });
  it('the sales copy is the webhook line, escaped alike', () => {
    expect(salesMessage('contact', lead).text).toBe('New contact request: Asha (A &amp; &lt;B&gt;) · asha@example.com');
  });
});

describe('the page fill', () => {
  const page = '<div data-my-data-ask><p data-my-data-view hidden><i>__MY_DATA_name__</i><b>__MY_DATA_ERROR_name__</b>';
  it('escapes each value and shows the view instead of the first step', () => {
    const html = fillPage(page, { name: '"><script>x</script>' }, { name: 'Too short' });
    expect(html).toBe(
      '<div data-my-data-ask hidden><p data-my-data-view><i>&quot;&gt;&lt;script&gt;x&lt;/script&gt;</i><b>Too short</b>',
    );
  });
  it("reads the page's CSP from _headers", () => {
    const headers =
      "/blog\n  Content-Security-Policy: a\n/my-data\n  X-Other: 1\n  Content-Security-Policy: b 'sha256-x'\n";
    expect(pageCsp(headers)).toBe("b 'sha256-x'");
    expect(pageCsp('/other\n  Content-Security-Policy: a\n')).toBeNull();
  });
});
