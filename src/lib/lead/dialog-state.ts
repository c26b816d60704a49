/**
 * The lead dialog's state machine as a pure reducer: the values of both steps, the errors and when they are
 * re-validated, the step, the submission status and the request in flight, the Idempotency-Key, and where focus
 * goes next. The island (src/islands/lead/LeadDialog.tsx) renders it and performs `submission`; nothing here
 * touches React, the DOM or the network, so every transition is unit-tested (tests/unit/lead-dialog-state.test.ts).
 */
import type { FieldErrors } from '../http/contract';
import { firstInvalid, hasBrandStep, type FailureView, type LeadDialogConfig, type SubmitStatus } from './dialog';
import {
  DETAIL_FIELDS,
  FORM_FIELDS,
  emptyDetails,
  emptyForm,
  validateLaunchpadDetails,
  validateLeadForm,
  type FormField,
  type FormValues,
  type LaunchpadDetails,
} from './schema';

/** The Launchpad details that are lists of checked options; every other detail is text. */
export type DetailList = 'currentMarketingChannels' | 'campaignGoals';
export type DetailText = Exclude<keyof LaunchpadDetails, DetailList>;

/** What one submission sends: a snapshot taken when it starts, so a retry sends exactly the same. */
export interface Submission {
  /** What the opener passed (programme type, pricing tier: the endpoint and payload follow from it). */
  config: LeadDialogConfig;
  values: FormValues;
  /** The brand details ('Submit Application'), or null ('Skip & Submit' and one-step dialogs). */
  details: LaunchpadDetails | null;
  botField: string;
  idempotencyKey: string;
}

export interface LeadDialogState {
  values: FormValues;
  details: LaunchpadDetails;
  /** The honeypot (people leave it empty). */
  botField: string;
  errors: FieldErrors;
  /** Off until the first submit of a step; then every change re-validates that step. */
  validateOnChange: boolean;
  step: 1 | 2;
  status: SubmitStatus;
  /** The request in flight while status is 'submitting', else null. */
  submission: Submission | null;
  /** A server message shown under the error view's text (rate limit, storage down). */
  failureDetail: string | null;
  /** One per opened dialog, kept across retries, renewed after a success. */
  idempotencyKey: string;
  /**
   * Where focus moves after this transition: a field name or 'status' (the result heading). A new object on
   * every request, so asking for the same field twice still moves focus.
   */
  focus: { target: string } | null;
}

export type LeadDialogAction =
  | { type: 'change'; field: FormField; value: string }
  | { type: 'changeDetail'; field: DetailText; value: string }
  | { type: 'toggleDetail'; field: DetailList; option: string }
  | { type: 'changeBotField'; value: string }
  /** The form's submit button: 'Submit', 'Continue' (Launchpad step 1) or 'Submit Application' (step 2). */
  | { type: 'submit'; config: LeadDialogConfig }
  /** 'Skip & Submit' on the brand step: sends the first step alone, without validating the details. */
  | { type: 'skip'; config: LeadDialogConfig }
  | { type: 'back' }
  | { type: 'succeeded'; nextIdempotencyKey: string }
  | { type: 'failed'; failure: FailureView }
  /** 'Try Again' on the error view. */
  | { type: 'retry' }
  /** SUCCESS_CLOSE_MS after a success: the dialog closes and the status returns to idle. */
  | { type: 'closed' };

export function initialLeadDialogState(idempotencyKey: string): LeadDialogState {
  return {
    values: emptyForm(),
    details: emptyDetails(),
    botField: '',
    errors: {},
    validateOnChange: false,
    step: 1,
    status: 'idle',
    submission: null,
    failureDetail: null,
    idempotencyKey,
    focus: null,
  };
}

const focusOn = (target: string | null): LeadDialogState['focus'] => (target ? { target } : null);

function startSubmission(state: LeadDialogState, config: LeadDialogConfig, withDetails: boolean): LeadDialogState {
  return {
    ...state,
    status: 'submitting',
    submission: {
      config,
      values: state.values,
      details: withDetails ? state.details : null,
      botField: state.botField,
      idempotencyKey: state.idempotencyKey,
    },
  };
}

export function leadDialogReducer(state: LeadDialogState, action: LeadDialogAction): LeadDialogState {
  switch (action.type) {
    case 'change': {
      const values = { ...state.values, [action.field]: action.value };
      const revalidate = state.validateOnChange && state.step === 1;
      return { ...state, values, errors: revalidate ? validateLeadForm(values) : state.errors };
    }
    case 'changeDetail': {
      const details = { ...state.details, [action.field]: action.value };
      const revalidate = state.validateOnChange && state.step === 2;
      return { ...state, details, errors: revalidate ? validateLaunchpadDetails(details) : state.errors };
    }
    case 'toggleDetail': {
      const list = state.details[action.field];
      const next = list.includes(action.option) ? list.filter((o) => o !== action.option) : [...list, action.option];
      return { ...state, details: { ...state.details, [action.field]: next } };
    }
    case 'changeBotField':
      return { ...state, botField: action.value };
    case 'submit': {
      if (state.status === 'submitting') return state;
      if (state.step === 2) {
        const errors = validateLaunchpadDetails(state.details);
        const first = firstInvalid(DETAIL_FIELDS, errors);
        if (first) return { ...state, errors, focus: focusOn(first) };
        return startSubmission({ ...state, errors }, action.config, true);
      }
      const errors = validateLeadForm(state.values);
      const first = firstInvalid(FORM_FIELDS, errors);
      if (first) return { ...state, validateOnChange: true, errors, focus: focusOn(first) };
      if (hasBrandStep(action.config.programType))
        return { ...state, errors: {}, validateOnChange: false, step: 2, focus: focusOn('website') };
      return startSubmission({ ...state, validateOnChange: true, errors }, action.config, false);
    }
    case 'skip':
      return state.status === 'submitting' ? state : startSubmission(state, action.config, false);
    case 'back':
      return { ...state, errors: {}, step: 1, focus: focusOn('name') };
    case 'succeeded':
      // A fresh form with the next key (the honeypot kept), showing the thank-you view.
      return {
        ...initialLeadDialogState(action.nextIdempotencyKey),
        botField: state.botField,
        status: 'success',
        focus: focusOn('status'),
      };
    case 'failed': {
      const { fieldErrors, detail } = action.failure;
      if (fieldErrors) {
        const first = firstInvalid(FORM_FIELDS, fieldErrors);
        return {
          ...state,
          errors: fieldErrors,
          validateOnChange: true,
          step: first ? 1 : state.step,
          status: 'idle',
          submission: null,
          focus: focusOn(first ?? firstInvalid(DETAIL_FIELDS, fieldErrors)),
        };
      }
      return { ...state, failureDetail: detail, status: 'error', submission: null, focus: focusOn('status') };
    }
    case 'retry':
      return { ...state, status: 'idle', failureDetail: null, focus: focusOn(state.step === 1 ? 'name' : 'website') };
    case 'closed':
      return { ...state, status: 'idle' };
  }
}

/** Which text the form's submit button shows (a key of the dialog's copy). */
export function submitLabel(
  state: LeadDialogState,
  brandStep: boolean,
): 'submitting' | 'continue' | 'submit' | 'submitApplication' {
  if (state.status === 'submitting' && (state.step === 1 || state.submission?.details)) return 'submitting';
  if (state.step === 2) return 'submitApplication';
  return brandStep ? 'continue' : 'submit';
}

/** Whether 'Skip & Submit' shows 'Submitting...' (it sent the request in flight). */
export const skipIsSubmitting = (state: LeadDialogState): boolean =>
  state.status === 'submitting' && state.step === 2 && !state.submission?.details;

/** Which result view shows instead of the form, if any. */
export const resultView = (state: LeadDialogState): 'success' | 'error' | null =>
  state.status === 'success' || state.status === 'error' ? state.status : null;
