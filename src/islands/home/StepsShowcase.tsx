/**
 * Step showcase of the home page: discovery (click stops the timer) or campaign (click
 * restarts it). The rules live in ~/lib/home/steps (15000 ms per step on elapsed time, the ring redrawn every 50 ms);
 * this island only renders.
 * WAI-ARIA tabs with vertical orientation: arrows, Home and End move between steps. All panes share one grid
 * cell, so an auto-advance never changes the section's height.
 */
import { useEffect, useId, useRef, useState } from 'react';
import IslandIcon, { type IslandIconName } from '~/islands/shared/IslandIcon';
import {
  createStepTimer,
  initialSteps,
  stepProgress,
  timerRunning,
  type StepMode,
  type StepState,
  type StepTimer,
} from '~/lib/home/steps';
import { useInView, usePrefersReducedMotion } from './hooks';
import { fill } from '~/lib/copy/placeholders';
import { useTabs } from '~/islands/shared/useTabs';

export interface StepView {
  id: string;
  title: string;
  description: string;
  icon: string;
  image: string;
  imageAlt: string;
  benefits: string[];
}

interface Props {
  mode: StepMode;
  steps: StepView[];
  /** Accessible name of the step list. */
  label: string;
  /** Small label above each step's title, with `{n}`. */
  stepLabel: string;
}

/** The step icons content may name (anything else shows a check). */
const STEP_ICONS: readonly IslandIconName[] = [
  'search',
  'chart-column',
  'send',
  'clipboard-list',
  'users',
  'package',
  'circle-check',
  'trending-up',
];
const stepIcon = (name: string): IslandIconName => STEP_ICONS.find((known) => known === name) ?? 'check';

const R = 21;
const CIRCUMFERENCE = 2 * Math.PI * R;

function Ring({ progress, visible }: { progress: number; visible: boolean }) {
  return (
    <svg className="absolute inset-0 -rotate-90" width="52" height="52" viewBox="0 0 52 52" aria-hidden="true">
      <circle cx="26" cy="26" r={R} fill="none" stroke="currentColor" strokeWidth="3" className="text-brand-100" />
      {visible && (
        <circle
          cx="26"
          cy="26"
          r={R}
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
          className="text-accent-500"
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - progress)}
          data-progress={progress.toFixed(3)}
        />
      )}
    </svg>
  );
}

export default function StepsShowcase({ mode, steps, label, stepLabel }: Props) {
  const uid = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const inView = useInView(rootRef, 0.25);
  const reduce = usePrefersReducedMotion();
  const [state, setState] = useState<StepState>(() => initialSteps(steps.length));
  const timer = useRef<StepTimer | null>(null);

  useEffect(() => {
    const t = createStepTimer(mode, steps.length, setState, { reducedMotion: reduce });
    timer.current = t;
    // A new timer (mode, step count or motion preference changed) starts from its own state.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setState(t.state);
    return () => t.destroy();
  }, [mode, steps.length, reduce]);

  useEffect(() => {
    timer.current?.dispatch({ type: 'view', inView });
  }, [inView, reduce]);

  const select = (i: number) => timer.current?.dispatch({ type: 'select', index: i });
  const { tabProps } = useTabs({
    count: steps.length,
    selected: state.active,
    onSelect: select,
    orientation: 'vertical',
  });

  const running = timerRunning(state);
  const progress = stepProgress(state);
  const id = (part: string, i?: number) => `${uid}-${part}${i === undefined ? '' : `-${i}`}`;

  return (
    <div
      ref={rootRef}
      className="grid gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:items-center lg:gap-14"
      data-steps={mode}
      data-active-step={steps[state.active]?.id}
      data-timer={running ? 'running' : 'stopped'}
    >
      <div role="tablist" aria-orientation="vertical" aria-label={label} className="flex flex-col gap-3">
        {steps.map((step, i) => {
          const active = i === state.active;
          return (
            <button
              key={step.id}
              {...tabProps(i)}
              type="button"
              role="tab"
              id={id('tab', i)}
              aria-controls={id('panel')}
              onClick={() => select(i)}
              data-step={step.id}
              className={`group flex w-full items-start gap-4 rounded-2xl border p-4 text-left transition-colors duration-200 ${
                active
                  ? 'border-brand-200 bg-white shadow-lift'
                  : 'border-transparent hover:border-line hover:bg-white/70'
              }`}
            >
              <span
                className={`relative flex size-[52px] shrink-0 items-center justify-center rounded-full ${active ? 'text-brand-700' : 'text-ink-500'}`}
              >
                <Ring progress={active && running ? progress : 0} visible={active && running} />
                <IslandIcon
                  name={stepIcon(step.icon)}
                  size={18}
                  badge={`flex size-9 items-center justify-center rounded-full ${active ? 'bg-brand-600 text-white' : 'bg-brand-50 text-brand-700'}`}
                />
              </span>
              <span className="min-w-0">
                <span className="block text-xs font-semibold uppercase tracking-wider text-ink-500">
                  {fill(stepLabel, { n: i + 1 })}
                </span>
                <span
                  id={id('title', i)}
                  className={`mt-0.5 block font-display text-lg font-bold ${active ? 'text-ink-900' : 'text-ink-700'}`}
                >
                  {step.title}
                </span>
                <span id={id('desc', i)} className="mt-1 block text-sm leading-6 text-ink-600">
                  {step.description}
                </span>
              </span>
            </button>
          );
        })}
      </div>

      <div role="tabpanel" id={id('panel')} aria-labelledby={id('tab', state.active)} className="grid">
        {steps.map((step, i) => {
          const active = i === state.active;
          return (
            <div
              key={step.id}
              className={`[grid-area:1/1] transition-opacity duration-300 ${active ? 'opacity-100' : 'invisible opacity-0'}`}
              aria-hidden={!active}
              data-pane={step.id}
            >
              <div className="rounded-[1.4rem] border border-brand-100 bg-white p-2 shadow-lift">
                <img
                  src={step.image}
                  alt={step.imageAlt}
                  width={640}
                  height={440}
                  loading="lazy"
                  decoding="async"
                  className="h-auto w-full rounded-2xl"
                />
              </div>
              <h3 className="mt-6 font-display text-xl font-bold text-ink-900">{step.title}</h3>
              <ul className="mt-3 grid gap-2 sm:grid-cols-2">
                {step.benefits.map((b) => (
                  <li key={b} className="flex items-start gap-2 text-sm font-medium text-ink-700">
                    <IslandIcon name="circle-check" size={18} className="mt-0.5 text-success-600" />
                    {b}
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </div>
    </div>
  );
}
