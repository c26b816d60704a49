/**
 * Issue 54: the lead dialog shows the notice at collection from the texts it is given (both languages, the Hindi one
 * lang="hi", each linking to its section of /privacy), and nothing without them.
 */
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import LeadDialog from '~/islands/lead/LeadDialog';
import { leadDialogCopySchema } from '~/lib/lead/lead-dialog.schema';
import { collectionFiles } from '~/lib/content/files';
import { filledNotices } from '~/lib/data-rights/notice';
import { privacyNoticeSchema } from '~/lib/data-rights/notice.schema';
import { retentionPeriodText } from '~/lib/lead/retention';

const copy = leadDialogCopySchema.parse(collectionFiles('leadDialog')[0].data);
const notices = filledNotices(
  collectionFiles('privacyNotice').map((f) => privacyNoticeSchema.parse(f.data)),
  730,
  'support@influencerly.example',
  retentionPeriodText,
);
const config = { title: 'Get in touch', description: 'Write to us.', programType: 'Managed Services' };

describe('notice in the lead dialog', () => {
  it('renders nothing without the notice texts', () => {
    const { container } = render(<LeadDialog copy={copy} config={config} open onClose={() => {}} />);
    expect(container.ownerDocument.querySelector('[data-privacy-notice]')).toBeNull();
  });

  it('shows the English notice and the Hindi one a click away, each with its privacy link', () => {
    render(<LeadDialog copy={copy} notices={notices} config={config} open onClose={() => {}} />);
    const en = screen.getByText('How we use your details').closest('details')!;
    const hi = screen.getByText('हिंदी में पढ़ें').closest('details')!;
    expect(en.getAttribute('lang')).toBe('en');
    expect(hi.getAttribute('lang')).toBe('hi');
    expect(en.textContent).toContain('730 days (about 2 years)');
    expect(hi.textContent).toContain('730 दिन (लगभग 2 वर्ष)');
    expect(en.textContent).toContain('support@influencerly.example');
    expect(en.querySelector('a')!.getAttribute('href')).toBe('/privacy#your-data');
    expect(hi.querySelector('a')!.getAttribute('href')).toBe('/privacy#your-data-hi');
    expect(en.closest('form')).not.toBeNull();
  });
});
