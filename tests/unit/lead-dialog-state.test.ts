/** The lead dialog's state machine (src/lib/lead/dialog-state.ts): every transition, without React or the DOM. */
import { describe, expect, it } from 'vitest';
import {
  initialLeadDialogState,
  leadDialogReducer as reduce,
  resultView,
  skipIsSubmitting,
  submitLabel,
  type LeadDialogAction,
  type LeadDialogState,
} from '~/lib/lead/dialog-state';
import { LEAD_MESSAGES } from '~/lib/lead/schema';
import type { LeadDialogConfig } from '~/lib/lead/dialog';

const contact: LeadDialogConfig = { title: '', description: '', programType: 'Managed Services' };
const launchpad: LeadDialogConfig = { title: '', description: '', programType: 'Launchpad Program' };

const valid = { name: 'Asha Rao', email: 'asha@example.com', phone: '+91 98765 43210', company: 'Glow Labs' };
const run = (state: LeadDialogState, ...actions: LeadDialogAction[]) => actions.reduce(reduce, state);
const start = () => initialLeadDialogState('key-1');
const typed = (state = start()) =>
  run(state, ...Object.entries(valid).map(([field, value]) => ({ type: 'change', field, value }) as LeadDialogAction));

describe('lead dialog state', () => {
  it('starts idle on an empty first step with the given Idempotency-Key', () => {
    const s = start();
    expect(s).toMatchObject({ step: 1, status: 'idle', errors: {}, submission: null, idempotencyKey: 'key-1' });
    expect(s.values).toEqual({ name: '', email: '', phone: '', company: '', message: '' });
    expect(s.details.currentMarketingChannels).toEqual([]);
    expect(resultView(s)).toBeNull();
  });

  it('validates on submit first (focusing the first invalid field), then re-validates on change', () => {
    let s = run(start(), { type: 'change', field: 'name', value: 'A' });
    expect(s.errors).toEqual({});
    s = reduce(s, { type: 'submit', config: contact });
    expect(s.errors).toEqual({
      name: LEAD_MESSAGES.name,
      email: LEAD_MESSAGES.email,
      phone: LEAD_MESSAGES.phone,
      company: LEAD_MESSAGES.company,
    });
    expect(s.focus).toEqual({ target: 'name' });
    expect(s.status).toBe('idle');
    s = reduce(s, { type: 'change', field: 'name', value: 'Asha' });
    expect(s.errors.name).toBeUndefined();
    expect(s.errors.email).toBe(LEAD_MESSAGES.email);
  });

  it('asking for the same field twice is a new focus request', () => {
    const once = reduce(start(), { type: 'submit', config: contact });
    const twice = reduce(once, { type: 'submit', config: contact });
    expect(twice.focus).toEqual(once.focus);
    expect(twice.focus).not.toBe(once.focus);
  });

  it('a valid one-step form starts a submission: a snapshot of the values, the honeypot and the key', () => {
    const s = run(typed(), { type: 'changeBotField', value: '' }, { type: 'submit', config: contact });
    expect(s.status).toBe('submitting');
    expect(s.submission).toEqual({
      config: contact,
      values: { ...valid, message: '' },
      details: null,
      botField: '',
      idempotencyKey: 'key-1',
    });
    expect(submitLabel(s, false)).toBe('submitting');
    // A second submit while one is in flight changes nothing.
    expect(reduce(s, { type: 'submit', config: contact })).toBe(s);
    expect(reduce(s, { type: 'skip', config: contact })).toBe(s);
  });

  it("Launchpad: 'Continue' moves to the brand step (errors cleared, focus on Website)", () => {
    const s = reduce(typed(), { type: 'submit', config: launchpad });
    expect(s).toMatchObject({ step: 2, status: 'idle', errors: {}, validateOnChange: false, submission: null });
    expect(s.focus).toEqual({ target: 'website' });
    expect(submitLabel(typed(), true)).toBe('continue');
    expect(submitLabel(typed(), false)).toBe('submit');
    expect(submitLabel(s, true)).toBe('submitApplication');
  });

  it("Launchpad: 'Submit Application' sends the details; 'Skip & Submit' sends none", () => {
    const step2 = run(
      typed(),
      { type: 'submit', config: launchpad },
      { type: 'changeDetail', field: 'industry', value: 'Beauty & Personal Care' },
      { type: 'toggleDetail', field: 'campaignGoals', option: 'Sales' },
      { type: 'toggleDetail', field: 'campaignGoals', option: 'Awareness' },
      { type: 'toggleDetail', field: 'campaignGoals', option: 'Sales' },
    );
    expect(step2.details.campaignGoals).toEqual(['Awareness']);
    const full = reduce(step2, { type: 'submit', config: launchpad });
    expect(full.submission?.details).toMatchObject({
      industry: 'Beauty & Personal Care',
      campaignGoals: ['Awareness'],
    });
    expect(submitLabel(full, true)).toBe('submitting');
    expect(skipIsSubmitting(full)).toBe(false);
    const skip = reduce(step2, { type: 'skip', config: launchpad });
    expect(skip.status).toBe('submitting');
    expect(skip.submission?.details).toBeNull();
    expect(submitLabel(skip, true)).toBe('submitApplication');
    expect(skipIsSubmitting(skip)).toBe(true);
  });

  it('invalid brand details stay on the step with the first one focused', () => {
    const s = run(
      typed(),
      { type: 'submit', config: launchpad },
      { type: 'changeDetail', field: 'industry', value: 'x'.repeat(201) },
      { type: 'submit', config: launchpad },
    );
    expect(s.status).toBe('idle');
    expect(s.errors.industry).toBe('Industry must be at most 200 characters');
    expect(s.focus).toEqual({ target: 'industry' });
  });

  it("'Back' returns to the first step with the errors cleared and focus on the name", () => {
    const s = run(typed(), { type: 'submit', config: launchpad }, { type: 'back' });
    expect(s).toMatchObject({ step: 1, errors: {}, values: { ...valid, message: '' } });
    expect(s.focus).toEqual({ target: 'name' });
  });

  it('success resets the form, renews the key, shows the thank-you view and focuses it; closing returns to idle', () => {
    const s = run(
      typed(),
      { type: 'submit', config: launchpad },
      { type: 'skip', config: launchpad },
      { type: 'succeeded', nextIdempotencyKey: 'key-2' },
    );
    expect(s).toMatchObject({ status: 'success', step: 1, errors: {}, submission: null, idempotencyKey: 'key-2' });
    expect(s.values.name).toBe('');
    expect(s.focus).toEqual({ target: 'status' });
    expect(resultView(s)).toBe('success');
    expect(reduce(s, { type: 'closed' }).status).toBe('idle');
  });

  it("failure shows the error view with the server detail; 'Try Again' keeps the values and the key", () => {
    const failed = run(
      typed(),
      { type: 'submit', config: contact },
      { type: 'failed', failure: { detail: 'Too many submissions', fieldErrors: null } },
    );
    expect(failed).toMatchObject({ status: 'error', failureDetail: 'Too many submissions', submission: null });
    expect(failed.focus).toEqual({ target: 'status' });
    expect(resultView(failed)).toBe('error');
    const retried = reduce(failed, { type: 'retry' });
    expect(retried).toMatchObject({ status: 'idle', failureDetail: null, idempotencyKey: 'key-1' });
    expect(retried.values).toEqual({ ...valid, message: '' });
    expect(retried.focus).toEqual({ target: 'name' });
    expect(reduce(retried, { type: 'submit', config: contact }).submission?.idempotencyKey).toBe('key-1');
    const onStep2 = run(typed(), { type: 'submit', config: launchpad }, { type: 'skip', config: launchpad });
    const retried2 = run(onStep2, { type: 'failed', failure: { detail: null, fieldErrors: null } }, { type: 'retry' });
    expect(retried2.focus).toEqual({ target: 'website' });
  });

  it('a server 400 puts the field messages back: a first-step field returns to step 1, a detail stays', () => {
    const onStep2 = run(typed(), { type: 'submit', config: launchpad }, { type: 'submit', config: launchpad });
    const company = reduce(onStep2, {
      type: 'failed',
      failure: { detail: null, fieldErrors: { company: LEAD_MESSAGES.company } },
    });
    expect(company).toMatchObject({ status: 'idle', step: 1, validateOnChange: true, submission: null });
    expect(company.errors).toEqual({ company: LEAD_MESSAGES.company });
    expect(company.focus).toEqual({ target: 'company' });
    const website = reduce(onStep2, {
      type: 'failed',
      failure: { detail: null, fieldErrors: { website: 'Website must be at most 500 characters' } },
    });
    expect(website.step).toBe(2);
    expect(website.focus).toEqual({ target: 'website' });
    const unknown = reduce(onStep2, { type: 'failed', failure: { detail: null, fieldErrors: { other: 'x' } } });
    expect(unknown.focus).toBeNull();
  });
});
