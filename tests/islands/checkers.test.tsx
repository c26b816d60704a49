/** The checker islands with fake timers: disabled states, loading label, result after 1.5 s, calculator. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import EngagementChecker from '~/islands/tools/EngagementChecker';
import EngagementCalculator from '~/islands/tools/EngagementCalculator';
import PostChecker from '~/islands/tools/PostChecker';
import { estimateEngagement, formatRate } from '~/lib/checkers';
import { collectionFiles } from '~/lib/content/files';
import { toolsSchema } from '~/lib/tools/tools.schema';
import { uiCopySchema } from '~/lib/ui/ui-copy.schema';

// The islands' words as the tool pages pass them, read from the content files.
const tool = (id: string) => toolsSchema.parse(collectionFiles('tools').find((f) => f.id === id)!.data);
const { engagementChecker, calculator, benchmarks } = tool('engagement-checker');
const { postChecker } = tool('post-checker');
const { newTab } = uiCopySchema.parse(collectionFiles('ui')[0]!.data);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('EngagementChecker', () => {
  it('is disabled when empty, shows Checking... while loading and the estimate after 1.5 s', async () => {
    render(<EngagementChecker signUpUrl="https://app.example/auth/login" copy={engagementChecker!} newTab={newTab} />);
    const input = screen.getByLabelText('Instagram username or profile URL');
    expect((screen.getByRole('button', { name: 'Check Now' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(input, { target: { value: 'https://instagram.com/Nike/' } });
    const button = screen.getByRole('button', { name: 'Check Now' }) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    fireEvent.click(button);
    expect((screen.getByRole('button', { name: 'Checking...' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1499);
    });
    expect(screen.queryByTestId('engagement-result')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    const result = screen.getByTestId('engagement-result');
    expect(result.querySelector('[data-field="username"]')?.textContent).toBe('@nike');
    expect(result.querySelector('[data-field="engagement-rate"]')?.textContent).toBe(
      formatRate(estimateEngagement('nike')!.engagementRate),
    );
    expect(result.textContent).toContain('Estimate');
    expect(screen.getByRole('button', { name: 'Check Now' })).toBeTruthy();
  });
});

describe('PostChecker', () => {
  it('shows Analyzing... then a Video result with views', async () => {
    render(<PostChecker signUpUrl="https://app.example/auth/login" copy={postChecker!} newTab={newTab} />);
    fireEvent.change(screen.getByLabelText('Instagram post URL'), {
      target: { value: 'https://instagram.com/video/1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Analyze Post' }));
    expect(screen.getByRole('button', { name: 'Analyzing...' })).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1500);
    });
    const result = screen.getByTestId('post-result');
    expect(result.querySelector('[data-field="post-type"]')?.textContent).toContain('Video');
    expect(result.querySelector('[data-field="views"]')).not.toBeNull();
  });
});

describe('EngagementCalculator', () => {
  it('computes the exact rate and band', () => {
    render(<EngagementCalculator copy={calculator!} bands={benchmarks!.bands} />);
    fireEvent.change(screen.getByLabelText('Followers'), { target: { value: '1000' } });
    fireEvent.change(screen.getByLabelText('Average likes'), { target: { value: '55' } });
    fireEvent.change(screen.getByLabelText('Average comments'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(screen.getByTestId('calculator-result').textContent).toBe('Engagement rate: 6.00% (Very high)');
  });
});

describe('EngagementCalculator errors', () => {
  it('names the field to correct with the page words', () => {
    render(<EngagementCalculator copy={calculator!} bands={benchmarks!.bands} />);
    fireEvent.change(screen.getByLabelText('Followers'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(screen.getByText('Enter a follower count greater than 0.')).toBeTruthy();
    expect(screen.getByLabelText('Followers').getAttribute('aria-invalid')).toBe('true');
  });
});
