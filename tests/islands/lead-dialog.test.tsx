/** The lead dialog island in happy-dom: messages, 'Submitting...', the 2000 ms close, Try Again keeping values. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import LeadDialog from '~/islands/lead/LeadDialog';
import { leadDialogCopySchema } from '~/lib/lead/lead-dialog.schema';
import { collectionFiles } from '~/lib/content/files';
import { $location } from '~/stores/region';
import type { LeadDialogConfig } from '~/lib/lead/dialog';

const copy = leadDialogCopySchema.parse(collectionFiles('leadDialog')[0].data);

// The invisible proof of work (~/lib/spam/widget: the ALTCHA widget, its worker and its challenge request) stands in
// as solved: the dialog starts it when it opens and sends its payload in the `altcha` field.
const proofStarts = vi.hoisted(() => ({ count: 0 }));
vi.mock('~/lib/spam/widget', () => ({
  startProof: () => {
    proofStarts.count++;
    return { payload: () => Promise.resolve(`solved-${proofStarts.count}`), dispose: () => {} };
  },
}));

const launchpadConfig: LeadDialogConfig = {
  title: 'Apply for Launchpad',
  description: 'Fill out the form below and our team will contact you shortly.',
  programType: 'Launchpad Program',
  pricingTier: { india: '₹39,999/month', global: '$1,500/month' },
  whatsappUrl: 'https://wa.me/919800000000?text=hi',
  contactEmail: 'sales@influencerly.example',
};
const contactConfig: LeadDialogConfig = {
  title: 'Get in touch',
  description: 'Fill out the form below and our team will contact you shortly.',
  programType: 'Managed Services',
};

function mockFetch(impl: (url: string, init: RequestInit) => Promise<Response>) {
  const fn = vi.fn(impl);
  vi.stubGlobal('fetch', fn);
  return fn;
}
const created = () =>
  Promise.resolve(new Response(JSON.stringify({ id: '1700000000000-abcdefabcdef' }), { status: 201 }));

function fill(values: Partial<Record<'Full name' | 'Work email' | 'Phone number' | 'Company' | 'Message', string>>) {
  for (const [label, value] of Object.entries(values))
    fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } });
}
const validValues = {
  'Full name': 'Asha Rao',
  'Work email': 'asha@example.com',
  'Phone number': '+91 98765 43210',
  Company: 'Glow Labs',
  Message: 'Hello',
} as const;
const flush = () => act(() => vi.advanceTimersByTimeAsync(0));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  $location.set({ isIndia: true, isLoading: false, countryCode: 'IN', error: null });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('lead dialog', () => {
  it('is a modal labelled by its title, with the description and the region pricing tier', () => {
    render(<LeadDialog copy={copy} config={launchpadConfig} open onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Apply for Launchpad' });
    expect(dialog).toHaveProperty('open', true);
    expect(dialog.getAttribute('aria-describedby')).toBe(screen.getByText(launchpadConfig.description).id);
    expect(screen.getByTestId('lead-pricing-tier').textContent).toBe('₹39,999/month');
    expect(document.activeElement).toBe(screen.getByLabelText('Full name'));
  });

  it('validates on submit with the exact messages, linked by aria-describedby, focusing the first invalid field; then re-validates on change', async () => {
    const fetchMock = mockFetch(created);
    render(<LeadDialog copy={copy} config={contactConfig} open onClose={() => {}} />);
    const name = screen.getByLabelText('Full name');
    fireEvent.change(name, { target: { value: 'A' } });
    expect(screen.queryByText('Name must be at least 2 characters')).toBeNull(); // no validation before the first submit
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await flush();
    for (const [label, message] of [
      ['Full name', 'Name must be at least 2 characters'],
      ['Work email', 'Please enter a valid email address'],
      ['Phone number', 'Please enter a valid phone number'],
      ['Company', 'Company name is required'],
    ] as const) {
      const input = screen.getByLabelText(label);
      const error = screen.getByText(message);
      expect(input.getAttribute('aria-invalid')).toBe('true');
      expect(input.getAttribute('aria-describedby')).toContain(error.id);
    }
    expect(document.activeElement).toBe(name);
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.change(name, { target: { value: 'Asha' } });
    expect(screen.queryByText('Name must be at least 2 characters')).toBeNull();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    fill({ 'Work email': 'asha@example.com' });
    expect(document.activeElement).toBe(name);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await flush();
    expect(document.activeElement).toBe(screen.getByLabelText('Phone number'));
  });

  it("shows 'Submitting...' on a disabled button while the request runs", async () => {
    let resolve!: (r: Response) => void;
    mockFetch(
      () =>
        new Promise<Response>((r) => {
          resolve = r;
        }),
    );
    render(<LeadDialog copy={copy} config={contactConfig} open onClose={() => {}} />);
    fill(validValues);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await flush();
    const busy = screen.getByRole('button', { name: /Submitting\.\.\./ });
    expect(busy.textContent).toContain('Submitting...');
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    await act(async () => {
      resolve(new Response('{"id":"x"}', { status: 201 }));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByText('Thank You!')).toBeTruthy();
  });

  it('posts the spec payload to /api/contact with an Idempotency-Key; success resets the form, thanks, and closes after 2000 ms', async () => {
    const fetchMock = mockFetch(created);
    const onClose = vi.fn();
    render(<LeadDialog copy={copy} config={contactConfig} open onClose={onClose} />);
    fill(validValues);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await flush();
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/contact');
    expect((init.headers as Record<string, string>)['Idempotency-Key']).toMatch(/^lead-/);
    expect(JSON.parse(init.body as string)).toEqual({
      name: 'Asha Rao',
      email: 'asha@example.com',
      phone: '+91 98765 43210',
      company: 'Glow Labs',
      message: 'Hello',
      programType: 'Managed Services',
      location: 'India',
      pricingTier: '',
      // Where the visit came from (tests/islands/attribution.test.tsx covers it in full).
      attribution: expect.objectContaining({ submittedFrom: location.pathname }),
      // The spam check's solution, started when this dialog opened.
      altcha: `solved-${proofStarts.count}`,
    });
    expect(screen.getByText('Thank You!')).toBeTruthy();
    // A managed-services meeting is thanked as one, not as a Launchpad application.
    expect(screen.getByText(copy.success.programmes.managedServices.text)).toBeTruthy();
    expect(screen.queryByText(/Your application has been received/)).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(onClose).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(onClose).toHaveBeenCalledTimes(1);
    // Status is back to idle with an empty form.
    expect(screen.queryByText('Thank You!')).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('Full name').value).toBe('');
  });

  it("Launchpad: 'Continue' to the optional brand step; 'Skip & Submit' posts to /api/launchpad; WhatsApp opens in a new tab", async () => {
    const fetchMock = mockFetch(created);
    $location.set({ isIndia: false, isLoading: false, countryCode: 'US', error: null });
    render(<LeadDialog copy={copy} config={launchpadConfig} open onClose={() => {}} />);
    fill(validValues);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await flush();
    expect(screen.getByText('Tell us about your brand')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Website'));
    fireEvent.click(screen.getByRole('button', { name: 'Skip & Submit' }));
    await flush();
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/launchpad');
    expect(JSON.parse(init.body as string)).toMatchObject({
      programType: 'Launchpad Program',
      location: 'Global',
      pricingTier: '$1,500/month',
    });
    expect(JSON.parse(init.body as string)).not.toHaveProperty('industry');
    const whatsapp = screen.getByRole('link', { name: /Message us on WhatsApp/ });
    expect(whatsapp.getAttribute('target')).toBe('_blank');
    expect(whatsapp.getAttribute('rel')).toContain('noopener');
    expect(whatsapp.getAttribute('href')).toBe(launchpadConfig.whatsappUrl);
    // The specification's Launchpad thank-you text.
    expect(
      screen.getByText('Your application has been received. Our team will contact you shortly to discuss next steps.'),
    ).toBeTruthy();
  });

  it.each([
    ['Enterprise Plan', 'Your enquiry has been received. Our enterprise team'],
    ['Influencer API', 'Your API access request has been received.'],
    ['Book a Demo', 'Your demo request has been received.'],
  ])('the thank-you view follows the programme type: %s', async (programType, text) => {
    mockFetch(created);
    render(<LeadDialog copy={copy} config={{ ...contactConfig, programType }} open onClose={() => {}} />);
    fill(validValues);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await flush();
    expect(screen.getByText('Thank You!')).toBeTruthy();
    expect(screen.getByText(new RegExp(`^${text.replace(/\./g, '\\.')}`))).toBeTruthy();
    expect(screen.queryByText(/Your application has been received/)).toBeNull();
  });

  it('Launchpad: the brand details are posted when given', async () => {
    const fetchMock = mockFetch(created);
    render(<LeadDialog copy={copy} config={launchpadConfig} open onClose={() => {}} />);
    fill(validValues);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await flush();
    fireEvent.change(screen.getByLabelText('Website'), { target: { value: 'https://glow.example' } });
    fireEvent.change(screen.getByLabelText('Industry'), { target: { value: 'Beauty & Personal Care' } });
    fireEvent.click(screen.getByLabelText('Instagram'));
    fireEvent.click(screen.getByLabelText('Sales'));
    fireEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
    await flush();
    expect(JSON.parse(fetchMock.mock.calls[0][1].body as string)).toMatchObject({
      website: 'https://glow.example',
      industry: 'Beauty & Personal Care',
      currentMarketingChannels: ['Instagram'],
      campaignGoals: ['Sales'],
      location: 'India',
      pricingTier: '₹39,999/month',
    });
  });

  it("failure: the error view, logged to the console; 'Try Again' returns to the form with the values kept", async () => {
    mockFetch(() => Promise.resolve(new Response('', { status: 500, statusText: 'Internal Server Error' })));
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<LeadDialog copy={copy} config={contactConfig} open onClose={() => {}} />);
    fill(validValues);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await flush();
    expect(screen.getByText('Something went wrong')).toBeTruthy();
    expect(
      screen.getByText("We couldn't process your submission. Please try again or contact us directly."),
    ).toBeTruthy();
    expect(consoleError).toHaveBeenCalledWith(
      'Lead submission failed:',
      expect.objectContaining({ message: '500: Internal Server Error' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.queryByText('Something went wrong')).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('Full name').value).toBe('Asha Rao');
    expect(screen.getByLabelText<HTMLInputElement>('Company').value).toBe('Glow Labs');
  });

  it('a network failure and a 429 show the error view; the 429 adds the server message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch(() =>
      Promise.resolve(
        new Response(
          JSON.stringify({ error: 'Too many submissions from your connection. Please wait a minute and try again.' }),
          { status: 429 },
        ),
      ),
    );
    render(<LeadDialog copy={copy} config={contactConfig} open onClose={() => {}} />);
    fill(validValues);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await flush();
    expect(screen.getByTestId('lead-failure-detail').textContent).toMatch(/Too many submissions/);
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await flush();
    expect(screen.getByText('Something went wrong')).toBeTruthy();
  });

  it('retries keep the same Idempotency-Key; a new opening gets a new one', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const keys: string[] = [];
    let fail = true;
    mockFetch((_u, init) => {
      keys.push((init.headers as Record<string, string>)['Idempotency-Key']);
      return fail ? Promise.reject(new TypeError('Failed to fetch')) : created();
    });
    const { unmount } = render(<LeadDialog copy={copy} config={contactConfig} open onClose={() => {}} />);
    fill(validValues);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await flush();
    unmount();
    render(<LeadDialog copy={copy} config={contactConfig} open onClose={() => {}} />);
    fill(validValues);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await flush();
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('Escape and the close button close it', () => {
    const onClose = vi.fn();
    render(<LeadDialog copy={copy} config={contactConfig} open onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    const dialog = screen.getByRole('dialog');
    dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('a server 400 puts the field messages back on the form', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch(() =>
      Promise.resolve(
        new Response(
          JSON.stringify({
            error: 'Please correct the highlighted fields.',
            fieldErrors: { company: 'Company name is required' },
          }),
          { status: 400 },
        ),
      ),
    );
    render(<LeadDialog copy={copy} config={contactConfig} open onClose={() => {}} />);
    fill(validValues);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await flush();
    expect(screen.getByText('Company name is required')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Company'));
  });
});
