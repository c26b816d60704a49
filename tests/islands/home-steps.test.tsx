import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import StepsShowcase, { type StepView } from '~/islands/home/StepsShowcase';
import { stubIntersectionObserver, stubReducedMotion } from './home-support';

const step = (id: string, title: string): StepView => ({
  id,
  title,
  description: `${title} description`,
  icon: 'search',
  image: `/home/${id}.svg`,
  imageAlt: `${title} screen`,
  benefits: ['one', 'two'],
});
const discovery = [
  step('search', 'Influencer Search'),
  step('analytics', 'Performance Analytics'),
  step('outreach', 'One-Click Invite'),
];

describe('StepsShowcase', () => {
  let io: ReturnType<typeof stubIntersectionObserver>;
  beforeEach(() => {
    vi.useFakeTimers();
    io = stubIntersectionObserver();
    stubReducedMotion(false);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
  const advance = (ms: number) =>
    act(() => {
      vi.advanceTimersByTime(ms);
    });
  const selected = () =>
    screen
      .getAllByRole('tab')
      .find((t) => t.getAttribute('aria-selected') === 'true')!
      .getAttribute('data-step');

  it('discovery: advances 15 s after it becomes visible, with a 50 ms progress ring', () => {
    const { container } = render(
      <StepsShowcase mode="discovery" steps={discovery} label="Discovery steps" stepLabel="Step {n}" />,
    );
    advance(30_000);
    expect(selected()).toBe('search');
    io.setVisible(true);
    advance(7500);
    expect(Number(container.querySelector('[data-progress]')!.getAttribute('data-progress'))).toBeCloseTo(0.5, 2);
    advance(7500);
    expect(selected()).toBe('analytics');
    advance(15_000);
    expect(selected()).toBe('outreach');
    advance(15_000);
    expect(selected()).toBe('search');
  });

  it('each tab is named by its whole visible label, "Step N" first (WCAG 2.5.3, axe label-content-name-mismatch)', () => {
    render(<StepsShowcase mode="discovery" steps={discovery} label="Discovery steps" stepLabel="Step {n}" />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs).toHaveLength(3);
    discovery.forEach((s, i) => {
      expect(screen.getByRole('tab', { name: `Step ${i + 1} ${s.title} ${s.description}` })).toBe(tabs[i]);
    });
  });

  it('discovery: a click selects the step and stops the timer', () => {
    const { container } = render(
      <StepsShowcase mode="discovery" steps={discovery} label="Discovery steps" stepLabel="Step {n}" />,
    );
    io.setVisible(true);
    fireEvent.click(screen.getByRole('tab', { name: /One-Click Invite/ }));
    advance(60_000);
    expect(selected()).toBe('outreach');
    expect(container.querySelector('[data-timer]')!.getAttribute('data-timer')).toBe('stopped');
  });

  it('discovery: the timer stops when the section leaves the view', () => {
    render(<StepsShowcase mode="discovery" steps={discovery} label="Discovery steps" stepLabel="Step {n}" />);
    io.setVisible(true);
    advance(10_000);
    io.setVisible(false);
    advance(60_000);
    expect(selected()).toBe('search');
  });

  it('campaign: a click selects and restarts the 15 s timer; arrow keys move between steps', () => {
    const steps = ['brief', 'creators', 'shipping', 'content', 'analytics'].map((id) => step(id, id));
    render(<StepsShowcase mode="campaign" steps={steps} label="Campaign steps" stepLabel="Step {n}" />);
    io.setVisible(true);
    advance(10_000);
    fireEvent.click(screen.getByRole('tab', { name: /^Step 3 shipping/ }));
    advance(14_950);
    expect(selected()).toBe('shipping');
    advance(50);
    expect(selected()).toBe('content');
    fireEvent.keyDown(screen.getByRole('tab', { name: /^Step 4 content/ }), { key: 'ArrowDown' });
    expect(selected()).toBe('analytics');
    expect(document.activeElement?.getAttribute('data-step')).toBe('analytics');
    advance(15_000);
    expect(selected()).toBe('brief');
  });
});
