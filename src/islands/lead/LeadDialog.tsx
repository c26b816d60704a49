/**
 * The lead-capture dialog: a thin shell over the pure state machine in ~/lib/lead/dialog-state (rules in
 * ~/lib/lead/dialog). A native modal <dialog> (the rest of the page is inert, so focus stays inside), labelled by
 * its title; Escape and the close button close it and focus returns to the trigger. The steps are ContactStep and
 * BrandStep, built from the field components in ./fields; FormActions holds the buttons, ./send the request.
 */
import { useCallback, useEffect, useId, useReducer, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { X } from 'lucide-react';
import { $location } from '~/stores/region';
import {
  resolvePricingTier,
  type LeadDialogConfig,
  SUCCESS_CLOSE_MS,
  hasBrandStep,
  newIdempotencyKey,
} from '~/lib/lead/dialog';
import { initialLeadDialogState, leadDialogReducer, resultView } from '~/lib/lead/dialog-state';
import type { LeadDialogCopy } from '~/lib/lead/lead-dialog.schema';
import { fill } from '~/lib/copy/placeholders';
import type { FieldWiring } from './fields/Field';
import { Honeypot } from './fields/Honeypot';
import { ContactStep } from './ContactStep';
import { DataNotice } from './DataNotice';
import type { LeadTexts } from '~/lib/lead/texts';
import { BrandStep } from './BrandStep';
import { FormActions } from './FormActions';
import { ErrorView, SuccessView } from './StatusView';
import { successFor } from '~/lib/lead/success';
import { sendLead, type SentAttribution } from './send';
import { useModalDialog } from './useModalDialog';
import { ProofOfWork } from './ProofOfWork';
import type { Proof } from '~/lib/spam/widget';

export interface LeadDialogProps {
  /** The dialog's texts (content-collections/lead/dialog.yaml). */
  copy: LeadDialogCopy;
  /** The notice at collection in both languages (src/lib/lead/texts.ts); none, none shown. */
  notices?: LeadTexts['notices'];
  config: LeadDialogConfig;
  open: boolean;
  onClose: () => void;
  /** Where focus returns when the dialog closes (the trigger). */
  returnFocusTo?: HTMLElement | null;
}

export default function LeadDialog({ copy: C, notices, config, open, onClose, returnFocusTo }: LeadDialogProps) {
  const uid = useId();
  const ids = (name: string) => `${uid}-${name}`;
  const fieldRefs = useRef<Partial<Record<string, HTMLElement | null>>>({});
  const statusHeadingRef = useRef<HTMLHeadingElement>(null);
  const mounted = useRef(true);
  // Where the visit came from, read once per Idempotency-Key (sendLead).
  const sentAttribution = useRef<SentAttribution>(null);
  // The invisible proof of work, solved while the visitor types (ProofOfWork).
  const proofRef = useRef<Proof>(null);
  const location = useStore($location);
  const brandStep = hasBrandStep(config.programType);
  const [state, dispatch] = useReducer(leadDialogReducer, undefined, () => initialLeadDialogState(newIdempotencyKey()));
  const { errors, step, status, submission } = state;
  const focusName = useCallback(() => fieldRefs.current.name?.focus(), []);
  const dialogRef = useModalDialog(open, onClose, returnFocusTo, focusName);

  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  // Success: after 2000 ms the dialog closes and the status returns to idle.
  useEffect(() => {
    if (status !== 'success') return;
    const timer = setTimeout(() => {
      dispatch({ type: 'closed' });
      onClose();
    }, SUCCESS_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [status, onClose]);

  // Move focus after a view change: to the first invalid field, or to the result heading.
  useEffect(() => {
    if (!state.focus) return;
    if (state.focus.target === 'status') statusHeadingRef.current?.focus();
    else fieldRefs.current[state.focus.target]?.focus();
  }, [state.focus]);

  // Send the submission the reducer started, once per submission; the outcome goes back to the reducer.
  useEffect(() => {
    if (!submission) return;
    void sendLead(submission, sentAttribution, proofRef.current).then((outcome) => {
      if (mounted.current) dispatch(outcome);
    });
  }, [submission]);

  const wire = (name: string): FieldWiring => {
    const error = errors[name];
    const errorId = ids(`${name}-error`);
    return {
      control: {
        id: ids(name),
        name,
        ref: (el) => {
          fieldRefs.current[name] = el;
        },
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
      },
      error,
      errorId,
    };
  };

  const submitting = status === 'submitting';
  const view = resultView(state);
  const tier = !location.isLoading ? resolvePricingTier(config.pricingTier, location.isIndia) : '';

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={ids('title')}
      aria-describedby={ids('description')}
      className="fixed inset-0 m-auto max-h-[calc(100dvh-1.5rem)] w-[calc(100%-1.5rem)] max-w-lg overflow-y-auto overscroll-contain rounded-card border-0 bg-white p-0 text-ink-700 shadow-lift backdrop:bg-ink-900/60 backdrop:backdrop-blur-sm transition-[opacity,translate] duration-200 starting:open:translate-y-3 starting:open:opacity-0 motion-reduce:transition-none"
      data-lead-dialog
    >
      <div className="h-1.5 bg-gradient-to-r from-brand-600 via-brand-500 to-accent-500" aria-hidden="true" />
      <div className="relative p-6 sm:p-8">
        <button
          type="button"
          onClick={onClose}
          aria-label={C.close}
          className="absolute right-2 top-2 inline-flex size-11 items-center justify-center rounded-full text-ink-500 transition-colors hover:bg-surface-muted hover:text-ink-900"
        >
          <X size={20} aria-hidden="true" />
        </button>
        <header className="pr-10">
          {tier && (
            <p className="mb-3 inline-flex items-center gap-1.5 rounded-pill bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800">
              {C.pricing}: <span data-testid="lead-pricing-tier">{tier}</span>
            </p>
          )}
          <h2 id={ids('title')} className="font-display text-2xl font-bold leading-tight text-ink-900">
            {config.title || C.defaults.title}
          </h2>
          <p id={ids('description')} className="mt-2 text-sm leading-6 text-ink-600">
            {config.description || C.defaults.description}
          </p>
        </header>

        <div aria-live="polite" className="mt-6">
          {view === 'success' ? (
            <SuccessView
              copy={successFor(config.programType, C.success)}
              whatsappUrl={config.whatsappUrl}
              headingRef={statusHeadingRef}
            />
          ) : view === 'error' ? (
            <ErrorView
              copy={C.failure}
              detail={state.failureDetail}
              contactEmail={config.contactEmail}
              onRetry={() => dispatch({ type: 'retry' })}
              headingRef={statusHeadingRef}
            />
          ) : null}

          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              dispatch({ type: 'submit', config });
            }}
            hidden={view !== null}
            aria-busy={submitting || undefined}
          >
            {brandStep && (
              <p className="mb-4 flex items-center gap-2 text-xs font-semibold uppercase tracking-wide text-brand-700">
                <span>{fill(C.stepOf, { step, total: 2 })}</span>
                <span aria-hidden="true" className="h-px flex-1 bg-line" />
                <span className="normal-case tracking-normal text-ink-600">
                  {step === 1 ? C.stepOneTitle : C.stepTwoTitle}
                </span>
              </p>
            )}

            {step === 1 ? (
              <ContactStep copy={C} values={state.values} wire={wire} dispatch={dispatch} />
            ) : (
              <BrandStep copy={C} details={state.details} wire={wire} idOf={ids} dispatch={dispatch} />
            )}

            <Honeypot
              id={ids('botField')}
              label={C.honeypot}
              value={state.botField}
              onChange={(value) => dispatch({ type: 'changeBotField', value })}
            />
            <FormActions copy={C} config={config} brandStep={brandStep} state={state} dispatch={dispatch} />
            <ProofOfWork proofRef={proofRef} />
            <DataNotice notices={notices} />
          </form>
        </div>
      </div>
    </dialog>
  );
}
