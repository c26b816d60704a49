/**
 * The API console of /influencer-api/docs: choose an operation, edit its parameters and JSON body (checked against
 * the OpenAPI document's schemas as you type, errors named by field), send it to the sandbox with the sandbox key,
 * and read the status, headers, timing and formatted response; "Copy as cURL" copies the same request.
 * Rules in src/lib/influencer-api/console.ts; loaded only when the visitor opens it (src/components/influencer-api/console-opener.ts).
 */
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  checkDraft,
  draftCurl,
  draftRequest,
  formatBody,
  initialDraft,
  type ConsoleDraft,
} from '~/lib/influencer-api/console';
import { deref, operations, overview, type JsonSchema, type OpenApiDoc } from '~/lib/influencer-api/openapi';
import { createCopiedState } from '~/lib/influencer-api/clipboard-state';
import type { ApiConsoleLabels } from '~/lib/influencer-api/influencer-api-docs-page.schema';
import { fill } from '~/lib/copy/placeholders';

interface Props {
  doc: OpenApiDoc;
  labels: ApiConsoleLabels;
  /** Origin the sandbox's relative server URL is resolved against. */
  origin: string;
}

interface Result {
  status: number;
  statusText: string;
  ms: number;
  headers: [string, string][];
  body: string;
}

const fieldId = (base: string, name: string) => `${base}-${name.replace(/[^\w-]/g, '_')}`;
/** The console's text boxes and drop-downs. */
const CONTROL_CLASS = 'mt-1 w-full rounded-lg border border-line bg-white px-3 py-2 font-mono text-sm';

/** A labelled control: the label, then the control and its help (children). */
function Field({ id, label, children }: { id: string; label: ReactNode; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink-900">
        {label}
      </label>
      {children}
    </div>
  );
}

/** Code the visitor reads and scrolls with the keyboard (the request as cURL, the response body). */
function CodeRegion({
  label,
  className,
  testId,
  children,
}: {
  label: string;
  className: string;
  testId?: string;
  children: string;
}) {
  return (
    <pre tabIndex={0} role="region" aria-label={label} className={className} data-testid={testId}>
      {children}
    </pre>
  );
}

/** One figure of the response (status, timing): its name over its value. */
function Figure({ term, testId, bold, children }: { term: string; testId: string; bold?: boolean; children: string }) {
  return (
    <div>
      <dt className="text-ink-600">{term}</dt>
      <dd className={bold ? 'font-mono font-bold text-ink-900' : 'font-mono text-ink-900'} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

export default function ApiConsole({ doc, labels: l, origin }: Props) {
  const base = useId();
  const ops = useMemo(() => operations(doc), [doc]);
  const api = useMemo(() => overview(doc), [doc]);
  const sandboxBase = new URL(api.sandbox.url, origin).toString().replace(/\/$/, '');
  const [opId, setOpId] = useState(ops[0].id);
  const op = ops.find((o) => o.id === opId)!;
  const [draft, setDraft] = useState<ConsoleDraft>(() => initialDraft(ops[0], api.sandbox.key));
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  const [failure, setFailure] = useState('');
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const [curlText, setCurlText] = useState('');
  const copied = useRef(createCopiedState((on) => setCopyState(on ? 'copied' : 'idle')));
  const resultRef = useRef<HTMLDivElement>(null);
  const check = useMemo(
    () => checkDraft(doc, op, draft, { json: l.invalidJson, required: l.required }),
    [doc, op, draft, l.invalidJson, l.required],
  );
  const errorsOf = (field: string) =>
    check.errors.filter(
      (e) => e.field === field || (field === 'body' && !op.parameters.some((p) => p.name === e.field)),
    );
  const bodyErrors = errorsOf('body');

  useEffect(() => {
    if (result) resultRef.current?.focus();
  }, [result]);

  function chooseOperation(id: string) {
    const next = ops.find((o) => o.id === id)!;
    setOpId(id);
    setDraft((d) => ({ ...initialDraft(next, d.key) }));
    setResult(null);
    setFailure('');
  }

  async function send() {
    if (!check.sendable || sending) return;
    setSending(true);
    setFailure('');
    const { url, init } = draftRequest(op, draft, sandboxBase, api.auth.header);
    const started = performance.now();
    try {
      const res = await fetch(url, { ...init, credentials: 'omit', cache: 'no-store' });
      const text = await res.text();
      setResult({
        status: res.status,
        statusText: res.statusText,
        ms: Math.round(performance.now() - started),
        headers: [...res.headers.entries()],
        body: formatBody(text),
      });
    } catch {
      setResult(null);
      setFailure(l.networkError);
    } finally {
      setSending(false);
    }
  }

  async function copyCurl() {
    const text = draftCurl(op, draft, sandboxBase, api.auth.header, check.body);
    try {
      await navigator.clipboard.writeText(text);
      setCurlText('');
      copied.current();
    } catch {
      setCurlText(text);
      setCopyState('failed');
    }
  }

  const paramFields = op.parameters.filter((p) => p.in !== 'header');
  const bodyHelpId = fieldId(base, 'body-help');
  const bodyErrId = fieldId(base, 'body-errors');
  const keyHelpId = fieldId(base, 'key-help');

  return (
    <div className="space-y-6" data-testid="api-console">
      <div className="grid gap-4 md:grid-cols-2">
        <Field id={fieldId(base, 'op')} label={l.operation}>
          <select
            id={fieldId(base, 'op')}
            value={opId}
            onChange={(e) => chooseOperation(e.target.value)}
            className={CONTROL_CLASS}
            data-autofocus
          >
            {ops.map((o) => (
              <option key={o.id} value={o.id}>
                {`${o.method} ${o.path} (${o.summary})`}
              </option>
            ))}
          </select>
        </Field>
        <Field id={fieldId(base, 'key')} label={l.key}>
          <input
            id={fieldId(base, 'key')}
            value={draft.key}
            onChange={(e) => setDraft((d) => ({ ...d, key: e.target.value }))}
            aria-describedby={keyHelpId}
            autoComplete="off"
            spellCheck={false}
            className={CONTROL_CLASS}
          />
          <p id={keyHelpId} className="mt-1 text-xs text-ink-600">
            {l.keyHelp}
          </p>
        </Field>
      </div>

      {paramFields.length > 0 && (
        <fieldset className="rounded-xl border border-line p-4">
          <legend className="px-1 text-sm font-semibold text-ink-900">{l.parameters}</legend>
          <div className="grid gap-4 md:grid-cols-2">
            {paramFields.map((p) => {
              const id = fieldId(base, `param-${p.name}`);
              const errs = errorsOf(p.name);
              const values = deref<JsonSchema>(p.schema, doc).enum as string[] | undefined;
              const common = {
                id,
                value: draft.params[p.name] ?? '',
                'aria-invalid': errs.length > 0,
                'aria-describedby': `${id}-help${errs.length ? ` ${id}-err` : ''}`,
                className: CONTROL_CLASS,
              };
              const set = (v: string) => setDraft((d) => ({ ...d, params: { ...d.params, [p.name]: v } }));
              return (
                <Field
                  key={p.name}
                  id={id}
                  label={
                    <>
                      <code className="font-mono">{p.name}</code> ({p.in})
                    </>
                  }
                >
                  {values ? (
                    <select {...common} onChange={(e) => set(e.target.value)}>
                      {!p.required && <option value="">—</option>}
                      {values.map((v) => (
                        <option key={v} value={v}>
                          {v}
                        </option>
                      ))}
                    </select>
                  ) : (
                    <input {...common} onChange={(e) => set(e.target.value)} autoComplete="off" spellCheck={false} />
                  )}
                  <p id={`${id}-help`} className="mt-1 text-xs text-ink-600">
                    {p.description}
                  </p>
                  {errs.length > 0 && (
                    <p id={`${id}-err`} className="mt-1 text-sm font-medium text-red-700">
                      {errs.map((e) => `${e.field}: ${e.message}`).join(' ')}
                    </p>
                  )}
                </Field>
              );
            })}
          </div>
        </fieldset>
      )}

      {op.body && (
        <Field id={fieldId(base, 'body')} label={l.body}>
          <p id={bodyHelpId} className="mt-1 text-xs text-ink-600">
            {l.bodyHelp}
          </p>
          <textarea
            id={fieldId(base, 'body')}
            value={draft.body}
            onChange={(e) => setDraft((d) => ({ ...d, body: e.target.value }))}
            aria-invalid={bodyErrors.length > 0}
            aria-describedby={`${bodyHelpId} ${bodyErrId}`}
            spellCheck={false}
            rows={14}
            className="mt-2 w-full rounded-lg border border-line bg-white px-3 py-2 font-mono text-[13px] leading-5"
          />
        </Field>
      )}

      <div id={bodyErrId} role="status" aria-live="polite" className="rounded-xl border border-line p-4">
        <h4 className="text-sm font-semibold text-ink-900">{l.checks}</h4>
        {bodyErrors.length === 0 ? (
          <p className="mt-1 text-sm text-emerald-800" data-testid="console-valid">
            {l.valid}
          </p>
        ) : (
          <ul className="mt-1 space-y-1 text-sm text-red-700" data-testid="console-errors">
            {bodyErrors.map((e, i) => (
              <li key={`${e.field}-${i}`}>
                <code className="font-mono font-semibold">{e.field}</code>: {e.message}
              </li>
            ))}
          </ul>
        )}
      </div>

      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          onClick={() => void send()}
          disabled={!check.sendable || sending}
          aria-busy={sending}
          className="inline-flex min-h-11 items-center justify-center rounded-pill bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {sending ? l.sending : l.send}
        </button>
        <button
          type="button"
          onClick={() => void copyCurl()}
          disabled={!check.sendable}
          className="inline-flex min-h-11 items-center justify-center rounded-pill border border-line bg-white px-5 py-2.5 font-semibold text-ink-900 hover:bg-surface-muted disabled:cursor-not-allowed disabled:opacity-60"
        >
          {copyState === 'copied' ? l.copied : l.copyCurl}
        </button>
        <span role="status" className="text-sm text-ink-600">
          {copyState === 'failed' ? l.copyFailed : ''}
        </span>
      </div>
      {curlText && (
        <CodeRegion
          label={l.copyCurl}
          className="overflow-x-auto rounded-lg bg-surface-muted p-3 font-mono text-[13px] text-ink-900"
        >
          {curlText}
        </CodeRegion>
      )}

      {failure && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {failure}
        </p>
      )}

      {result && (
        <div
          ref={resultRef}
          tabIndex={-1}
          aria-labelledby={fieldId(base, 'result-title')}
          className="space-y-4 rounded-xl border border-line p-4 focus:outline-2 focus:outline-brand-600"
          data-testid="console-result"
        >
          <h4 id={fieldId(base, 'result-title')} className="text-lg font-semibold">
            {l.response}
          </h4>
          <dl className="flex flex-wrap gap-x-8 gap-y-2 text-sm">
            <Figure term={l.status} testId="console-status" bold>
              {`${result.status} ${result.statusText}`.trim()}
            </Figure>
            <Figure term={l.timing} testId="console-time">
              {fill(l.time, { ms: String(result.ms) })}
            </Figure>
          </dl>
          <details>
            <summary className="cursor-pointer text-sm font-semibold">{l.headers}</summary>
            <dl
              className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 font-mono text-[13px]"
              data-testid="console-headers"
            >
              {result.headers.map(([k, v]) => (
                <div key={k} className="contents">
                  <dt className="text-ink-600">{k}</dt>
                  <dd className="break-all text-ink-900">{v}</dd>
                </div>
              ))}
            </dl>
          </details>
          <div>
            <h5 className="text-sm font-semibold">{l.responseBody}</h5>
            <CodeRegion
              label={l.responseBody}
              className="mt-2 max-h-[28rem] overflow-auto rounded-lg bg-[#0d1117] p-4 font-mono text-[13px] leading-5 text-slate-100"
              testId="console-body"
            >
              {result.body}
            </CodeRegion>
          </div>
        </div>
      )}
    </div>
  );
}
