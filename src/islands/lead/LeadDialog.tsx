/**
 * The lead-capture dialog.
 * A native modal <dialog> (the rest of the page is inert, so focus stays inside), labelled by its title;
 * Escape and the close button close it and focus returns to the trigger. Rules live in ~/lib/lead/dialog.
 */
import { useEffect, useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { CheckCircle2, Loader2, MessageCircle, RotateCcw, TriangleAlert, X } from 'lucide-react';
import { $location, detectLocation } from '~/stores/region';
import { isIndia as resultIsIndia } from '~/lib/region';
import { buttonClasses } from '~/lib/ui/button';
import { request } from '~/lib/http/client';
import { IDEMPOTENCY_HEADER, leadCreatedSchema } from '~/lib/lead/contract';
import { attributionForLead, type Attribution } from '~/lib/attribution/capture';
import {
  resolvePricingTier,
  type LeadDialogConfig,
  SUCCESS_CLOSE_MS,
  buildPayload,
  describeFailure,
  endpointFor,
  firstInvalid,
  hasBrandStep,
  newIdempotencyKey,
  type SubmitStatus,
} from '~/lib/lead/dialog';
import {
  validateLaunchpadDetails,
  validateLeadForm,
  DETAIL_FIELDS,
  FORM_FIELDS,
  emptyDetails,
  emptyForm,
  type LaunchpadDetails as DetailValues,
  type FormField,
  type FormValues,
} from '~/lib/lead/schema';
import type { FieldErrors } from '~/lib/http/contract';
import type { LeadDialogCopy } from '~/lib/lead/lead-dialog.schema';
import { fill } from '~/lib/copy/placeholders';
import { track } from '~/lib/insights/track';

export interface LeadDialogProps {
  /** The dialog's texts (content-collections/lead/dialog.yaml). */
  copy: LeadDialogCopy;
  config: LeadDialogConfig;
  open: boolean;
  onClose: () => void;
  /** Where focus returns when the dialog closes (the trigger). */
  returnFocusTo?: HTMLElement | null;
}

const AUTOCOMPLETE: Record<FormField, string> = {
  name: 'name',
  email: 'email',
  phone: 'tel',
  company: 'organization',
  message: 'off',
};

const inputClass =
  'mt-1.5 block min-h-11 w-full rounded-xl border border-line bg-white px-3.5 py-2.5 text-sm text-ink-900 shadow-sm placeholder:text-ink-500 ' +
  'focus:border-brand-500 focus:outline-none focus:ring-3 focus:ring-brand-200 aria-[invalid=true]:border-danger-600 aria-[invalid=true]:ring-red-100';
const labelClass = 'block text-sm font-semibold text-ink-900';

export default function LeadDialog({ copy, config, open, onClose, returnFocusTo }: LeadDialogProps) {
  const C = copy;
  const D = copy.details;
  const uid = useId();
  const ids = (name: string) => `${uid}-${name}`;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const fieldRefs = useRef<Partial<Record<string, HTMLElement | null>>>({});
  const statusHeadingRef = useRef<HTMLHeadingElement>(null);
  const mounted = useRef(true);
  const location = useStore($location);
  const brandStep = hasBrandStep(config.programType);
  const totalSteps = brandStep ? 2 : 1;

  const [values, setValues] = useState<FormValues>(emptyForm);
  const [details, setDetails] = useState<DetailValues>(emptyDetails);
  const [botField, setBotField] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [validateOnChange, setValidateOnChange] = useState(false);
  const [step, setStep] = useState<1 | 2>(1);
  const [status, setStatus] = useState<SubmitStatus>('idle');
  const [submittingWith, setSubmittingWith] = useState<'skip' | 'full' | null>(null);
  const [failureDetail, setFailureDetail] = useState<string | null>(null);
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  // Where the visit came from, read once per Idempotency-Key: a retry sends exactly what the first attempt sent.
  const sentAttribution = useRef<{ key: string; value: Attribution } | null>(null);
  // Each request is a new object, so asking for the same field twice still moves focus.
  const [focusRequest, setFocusRequest] = useState<{ target: string } | null>(null);
  const setPendingFocus = (target: string | null) => setFocusRequest(target ? { target } : null);

  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  // Open / close the native modal dialog; return focus to the trigger on close.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      fieldRefs.current.name?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const onCancel = (e: Event) => {
      e.preventDefault();
      onClose();
    };
    const onClosed = () => {
      if (returnFocusTo?.isConnected) returnFocusTo.focus();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onClosed);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onClosed);
    };
  }, [onClose, returnFocusTo]);

  // Success: after 2000 ms the dialog closes and the status returns to idle.
  useEffect(() => {
    if (status !== 'success') return;
    const timer = setTimeout(() => {
      setStatus('idle');
      onClose();
    }, SUCCESS_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [status, onClose]);

  // Move focus after a view change: to the first invalid field, or to the result heading.
  useEffect(() => {
    if (!focusRequest) return;
    if (focusRequest.target === 'status') statusHeadingRef.current?.focus();
    else fieldRefs.current[focusRequest.target]?.focus();
  }, [focusRequest]);

  const setField = (name: FormField) => (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const next = { ...values, [name]: e.target.value };
    setValues(next);
    if (validateOnChange && step === 1) setErrors(validateLeadForm(next));
  };
  const setDetail =
    (name: keyof DetailValues) => (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      const next = { ...details, [name]: e.target.value };
      setDetails(next);
      if (validateOnChange && step === 2) setErrors(validateLaunchpadDetails(next));
    };
  const toggleDetail = (name: 'currentMarketingChannels' | 'campaignGoals', option: string) => () => {
    const list = details[name].includes(option)
      ? details[name].filter((o) => o !== option)
      : [...details[name], option];
    setDetails({ ...details, [name]: list });
  };

  const validateStepOne = (): boolean => {
    setValidateOnChange(true);
    const found = validateLeadForm(values);
    setErrors(found);
    const first = firstInvalid(FORM_FIELDS, found);
    if (first) {
      setPendingFocus(first);
      return false;
    }
    return true;
  };

  async function submit(withDetails: boolean) {
    if (status === 'submitting') return;
    if (withDetails) {
      const found = validateLaunchpadDetails(details);
      setErrors(found);
      const first = firstInvalid(DETAIL_FIELDS, found);
      if (first) {
        setPendingFocus(first);
        return;
      }
    }
    setStatus('submitting');
    setSubmittingWith(withDetails ? 'full' : 'skip');
    try {
      const loc = $location.get();
      const india = loc.isLoading ? resultIsIndia(await detectLocation()) : loc.isIndia;
      if (sentAttribution.current?.key !== idempotencyKey)
        sentAttribution.current = { key: idempotencyKey, value: attributionForLead() };
      const attribution = sentAttribution.current.value;
      const payload = buildPayload(config, values, withDetails ? details : null, india, botField, attribution);
      await request(leadCreatedSchema, 'POST', endpointFor(config), {
        body: payload,
        headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
      });
      track('lead');
      if (!mounted.current) return;
      setValues(emptyForm());
      setDetails(emptyDetails());
      setErrors({});
      setValidateOnChange(false);
      setStep(1);
      setIdempotencyKey(newIdempotencyKey());
      setStatus('success');
      setPendingFocus('status');
    } catch (err) {
      console.error('Lead submission failed:', err);
      if (!mounted.current) return;
      const failure = describeFailure(err);
      if (failure.fieldErrors) {
        setErrors(failure.fieldErrors);
        setValidateOnChange(true);
        const first = firstInvalid(FORM_FIELDS, failure.fieldErrors);
        if (first) setStep(1);
        setStatus('idle');
        setPendingFocus(first ?? firstInvalid(DETAIL_FIELDS, failure.fieldErrors));
        return;
      }
      setFailureDetail(failure.detail);
      setStatus('error');
      setPendingFocus('status');
    } finally {
      if (mounted.current) setSubmittingWith(null);
    }
  }

  const onSubmit = (e: { preventDefault(): void }) => {
    e.preventDefault();
    if (status === 'submitting') return;
    if (step === 1) {
      if (!validateStepOne()) return;
      if (brandStep) {
        setErrors({});
        setValidateOnChange(false);
        setStep(2);
        setPendingFocus('website');
        return;
      }
      void submit(false);
    } else {
      void submit(true);
    }
  };

  const tryAgain = () => {
    setStatus('idle');
    setFailureDetail(null);
    setPendingFocus(step === 1 ? 'name' : 'website');
  };

  const submitting = status === 'submitting';
  const tier = !location.isLoading ? resolvePricingTier(config.pricingTier, location.isIndia) : '';

  const fieldProps = (name: string, described: string | null = null) => ({
    id: ids(name),
    name,
    ref: (el: HTMLElement | null) => {
      fieldRefs.current[name] = el;
    },
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': [errors[name] ? ids(`${name}-error`) : null, described].filter(Boolean).join(' ') || undefined,
  });
  const fieldError = (name: string) =>
    errors[name] ? (
      <p id={ids(`${name}-error`)} className="mt-1.5 text-sm font-medium text-danger-600">
        {errors[name]}
      </p>
    ) : null;

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
          {status === 'success' ? (
            <StatusView
              tone="success"
              icon={<CheckCircle2 size={28} aria-hidden="true" />}
              title={C.success.title}
              text={C.success.text}
              headingRef={statusHeadingRef}
            >
              {config.whatsappUrl && (
                <a
                  href={config.whatsappUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={buttonClasses('primary', 'md', 'mt-6 w-full sm:w-auto')}
                >
                  <MessageCircle size={18} aria-hidden="true" /> {C.success.whatsapp}
                </a>
              )}
            </StatusView>
          ) : status === 'error' ? (
            <StatusView
              tone="error"
              icon={<TriangleAlert size={28} aria-hidden="true" />}
              title={C.failure.title}
              text={C.failure.text}
              headingRef={statusHeadingRef}
            >
              {failureDetail && (
                <p className="mt-2 text-sm font-medium text-ink-900" data-testid="lead-failure-detail">
                  {failureDetail}
                </p>
              )}
              <div className="mt-6 flex flex-wrap justify-center gap-3">
                <button type="button" onClick={tryAgain} className={buttonClasses('primary', 'md')}>
                  <RotateCcw size={18} aria-hidden="true" /> {C.failure.retry}
                </button>
                {config.contactEmail && (
                  <a href={`mailto:${config.contactEmail}`} className={buttonClasses('outline', 'md')}>
                    {C.failure.emailUs}
                  </a>
                )}
              </div>
            </StatusView>
          ) : null}

          <form
            noValidate
            onSubmit={onSubmit}
            hidden={status === 'success' || status === 'error'}
            aria-busy={submitting || undefined}
          >
            {brandStep && (
              <p className="mb-4 flex items-center gap-2 text-xs font-semibold uppercase tracking-wide text-brand-700">
                <span>{fill(C.stepOf, { step, total: totalSteps })}</span>
                <span aria-hidden="true" className="h-px flex-1 bg-line" />
                <span className="normal-case tracking-normal text-ink-600">
                  {step === 1 ? C.stepOneTitle : C.stepTwoTitle}
                </span>
              </p>
            )}

            {step === 1 ? (
              <div className="grid gap-4 sm:grid-cols-2">
                {(['name', 'email', 'phone', 'company'] as const).map((name) => (
                  <div key={name} className={name === 'name' || name === 'email' ? 'sm:col-span-1' : ''}>
                    <label htmlFor={ids(name)} className={labelClass}>
                      {C.fields[name].label}
                    </label>
                    <input
                      {...fieldProps(name)}
                      type={name === 'email' ? 'email' : name === 'phone' ? 'tel' : 'text'}
                      inputMode={name === 'email' ? 'email' : name === 'phone' ? 'tel' : undefined}
                      autoComplete={AUTOCOMPLETE[name]}
                      placeholder={C.fields[name].placeholder}
                      value={values[name]}
                      onChange={setField(name)}
                      aria-required="true"
                      className={inputClass}
                    />
                    {fieldError(name)}
                  </div>
                ))}
                <div className="sm:col-span-2">
                  <label htmlFor={ids('message')} className={labelClass}>
                    {C.fields.message.label} <span className="font-normal text-ink-500">({C.optional})</span>
                  </label>
                  <textarea
                    {...fieldProps('message')}
                    rows={3}
                    placeholder={C.fields.message.placeholder}
                    value={values.message}
                    onChange={setField('message')}
                    className={inputClass}
                  />
                  {fieldError('message')}
                </div>
              </div>
            ) : (
              <div className="grid gap-4 sm:grid-cols-2">
                <p className="text-sm text-ink-600 sm:col-span-2">{C.stepTwoIntro}</p>
                <TextField
                  label={D.website.label}
                  placeholder={D.website.placeholder}
                  type="url"
                  props={fieldProps('website')}
                  value={details.website}
                  onChange={setDetail('website')}
                  error={fieldError('website')}
                />
                <SelectField
                  label={D.industry.label}
                  options={D.industry.options ?? []}
                  placeholder={C.select}
                  props={fieldProps('industry')}
                  value={details.industry}
                  onChange={setDetail('industry')}
                  error={fieldError('industry')}
                />
                <SelectField
                  label={D.monthlyOrders.label}
                  options={D.monthlyOrders.options ?? []}
                  placeholder={C.select}
                  props={fieldProps('monthlyOrders')}
                  value={details.monthlyOrders}
                  onChange={setDetail('monthlyOrders')}
                  error={fieldError('monthlyOrders')}
                />
                <SelectField
                  label={D.averageOrderValue.label}
                  options={D.averageOrderValue.options ?? []}
                  placeholder={C.select}
                  props={fieldProps('averageOrderValue')}
                  value={details.averageOrderValue}
                  onChange={setDetail('averageOrderValue')}
                  error={fieldError('averageOrderValue')}
                />
                <TextField
                  label={D.productCategory.label}
                  placeholder={D.productCategory.placeholder}
                  props={fieldProps('productCategory')}
                  value={details.productCategory}
                  onChange={setDetail('productCategory')}
                  error={fieldError('productCategory')}
                />
                <SelectField
                  label={D.influencerBudget.label}
                  options={D.influencerBudget.options ?? []}
                  placeholder={C.select}
                  props={fieldProps('influencerBudget')}
                  value={details.influencerBudget}
                  onChange={setDetail('influencerBudget')}
                  error={fieldError('influencerBudget')}
                />
                <div className="sm:col-span-2">
                  <TextField
                    label={D.targetAudience.label}
                    placeholder={D.targetAudience.placeholder}
                    props={fieldProps('targetAudience')}
                    value={details.targetAudience}
                    onChange={setDetail('targetAudience')}
                    error={fieldError('targetAudience')}
                  />
                </div>
                <CheckGroup
                  label={D.currentMarketingChannels.label}
                  options={D.currentMarketingChannels.options ?? []}
                  selected={details.currentMarketingChannels}
                  onToggle={(o) => toggleDetail('currentMarketingChannels', o)}
                  idBase={ids('channels')}
                />
                <CheckGroup
                  label={D.campaignGoals.label}
                  options={D.campaignGoals.options ?? []}
                  selected={details.campaignGoals}
                  onToggle={(o) => toggleDetail('campaignGoals', o)}
                  idBase={ids('goals')}
                />
                <div className="sm:col-span-2">
                  <label htmlFor={ids('additionalInfo')} className={labelClass}>
                    {D.additionalInfo.label}
                  </label>
                  <textarea
                    {...fieldProps('additionalInfo')}
                    rows={3}
                    placeholder={D.additionalInfo.placeholder}
                    value={details.additionalInfo}
                    onChange={setDetail('additionalInfo')}
                    className={inputClass}
                  />
                  {fieldError('additionalInfo')}
                </div>
              </div>
            )}

            {/* Honeypot: off-screen, hidden from assistive technology, never focusable. People leave it empty. */}
            <div aria-hidden="true" className="absolute -left-[10000px] top-auto size-px overflow-hidden">
              <label htmlFor={ids('botField')}>{C.honeypot}</label>
              <input
                id={ids('botField')}
                name="botField"
                type="text"
                tabIndex={-1}
                autoComplete="off"
                value={botField}
                onChange={(e) => setBotField(e.target.value)}
              />
            </div>

            <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
              {step === 2 && (
                <>
                  <button
                    type="button"
                    className={buttonClasses('ghost', 'md', 'sm:mr-auto')}
                    disabled={submitting}
                    onClick={() => {
                      setErrors({});
                      setStep(1);
                      setPendingFocus('name');
                    }}
                  >
                    {C.back}
                  </button>
                  <button
                    type="button"
                    className={buttonClasses('outline', 'md')}
                    disabled={submitting}
                    onClick={() => void submit(false)}
                  >
                    {submittingWith === 'skip' ? <Submitting text={C.submitting} /> : C.skipAndSubmit}
                  </button>
                </>
              )}
              <button
                type="submit"
                className={buttonClasses('primary', 'md', step === 1 && !brandStep ? 'w-full' : '')}
                disabled={submitting}
              >
                {submitting && (step === 1 || submittingWith === 'full') ? (
                  <Submitting text={C.submitting} />
                ) : step === 1 ? (
                  brandStep ? (
                    C.continue
                  ) : (
                    C.submit
                  )
                ) : (
                  C.submitApplication
                )}
              </button>
            </div>
          </form>
        </div>
      </div>
    </dialog>
  );
}

function Submitting({ text }: { text: string }) {
  return (
    <>
      <Loader2 size={18} aria-hidden="true" className="animate-spin motion-reduce:animate-none" /> {text}
    </>
  );
}

function StatusView({
  tone,
  icon,
  title,
  text,
  headingRef,
  children,
}: {
  tone: 'success' | 'error';
  icon: ReactNode;
  title: string;
  text: string;
  headingRef: React.Ref<HTMLHeadingElement>;
  children?: ReactNode;
}) {
  return (
    <div className="py-2 text-center" data-lead-status={tone}>
      <div
        className={`mx-auto flex size-14 items-center justify-center rounded-full ${tone === 'success' ? 'bg-green-50 text-success-600' : 'bg-red-50 text-danger-600'}`}
      >
        {icon}
      </div>
      <h3 ref={headingRef} tabIndex={-1} className="mt-4 font-display text-xl font-bold text-ink-900 outline-none">
        {title}
      </h3>
      <p className="mx-auto mt-2 max-w-sm text-sm leading-6 text-ink-600">{text}</p>
      {children}
    </div>
  );
}

type Props = {
  id: string;
  name: string;
  ref: (el: HTMLElement | null) => void;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
};

function TextField({
  label,
  placeholder,
  type = 'text',
  props,
  value,
  onChange,
  error,
}: {
  label: string;
  placeholder?: string;
  type?: string;
  props: Props;
  value: string;
  onChange: (e: ChangeEvent<HTMLInputElement>) => void;
  error: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={props.id} className={labelClass}>
        {label}
      </label>
      <input
        {...props}
        type={type}
        placeholder={placeholder}
        value={value}
        onChange={onChange}
        className={inputClass}
      />
      {error}
    </div>
  );
}

function SelectField({
  label,
  options,
  placeholder,
  props,
  value,
  onChange,
  error,
}: {
  label: string;
  options: readonly string[];
  placeholder: string;
  props: Props;
  value: string;
  onChange: (e: ChangeEvent<HTMLSelectElement>) => void;
  error: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={props.id} className={labelClass}>
        {label}
      </label>
      <select {...props} value={value} onChange={onChange} className={inputClass}>
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
      {error}
    </div>
  );
}

function CheckGroup({
  label,
  options,
  selected,
  onToggle,
  idBase,
}: {
  label: string;
  options: readonly string[];
  selected: string[];
  onToggle: (o: string) => () => void;
  idBase: string;
}) {
  return (
    <fieldset className="sm:col-span-2">
      <legend className={labelClass}>{label}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((o, i) => (
          <label
            key={o}
            htmlFor={`${idBase}-${i}`}
            className="inline-flex cursor-pointer items-center gap-2 rounded-pill border border-line px-3 py-1.5 text-sm text-ink-700 has-checked:border-brand-500 has-checked:bg-brand-50 has-checked:text-brand-800 has-focus-visible:outline-3 has-focus-visible:outline-brand-500"
          >
            <input
              id={`${idBase}-${i}`}
              type="checkbox"
              className="size-4 accent-brand-600"
              checked={selected.includes(o)}
              onChange={onToggle(o)}
            />
            {o}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
