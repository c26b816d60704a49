/**
 * The dashboard's "Data requests" panel (issue 54): the corrections and erasures prospects made themselves from the
 * /my-data link, newest first, from the append-only log (what, when and which fields; never a value).
 */
import { useCallback, useEffect, useId, useState } from 'react';
import { buttonClasses } from '~/lib/ui/button';
import { fill } from '~/lib/copy/placeholders';
import { HttpError } from '~/lib/http/client';
import { fetchDataRequests } from '~/lib/admin/client';
import { formatSubmitted } from '~/lib/admin/display';
import type { DataRequest } from '~/lib/data-rights/contract';
import { useAdminCopy } from './copy-context';

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'done'; requests: DataRequest[] };

export default function DataRequestsPanel({ onExpired }: { onExpired: () => void }) {
  const ui = useAdminCopy().dataRequests;
  const id = useId();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const fetchAll = useCallback(async () => {
    try {
      setLoad({ state: 'done', requests: await fetchDataRequests() });
    } catch (err) {
      setLoad({ state: 'failed' });
      if (err instanceof HttpError && err.status === 401) onExpired();
    }
  }, [onExpired]);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void fetchAll();
  }, [fetchAll]);
  const retry = () => {
    setLoad({ state: 'loading' });
    void fetchAll();
  };

  return (
    <section
      className="rounded-card border border-line bg-white p-4 shadow-card sm:p-6"
      aria-labelledby={`${id}-heading`}
      data-data-requests
    >
      <h3 id={`${id}-heading`} className="text-lg font-bold">
        {ui.heading}
      </h3>
      <p className="mt-1 max-w-2xl text-sm text-ink-600">{ui.intro}</p>
      {load.state === 'loading' && (
        <p role="status" className="mt-4 text-sm text-ink-600">
          {ui.loading}
        </p>
      )}
      {load.state === 'failed' && (
        <p role="alert" className="mt-4 flex flex-wrap items-center gap-3 text-sm font-medium text-danger-600">
          {ui.failed}
          <button type="button" className={buttonClasses('outline', 'sm')} onClick={retry}>
            {ui.retry}
          </button>
        </p>
      )}
      {load.state === 'done' && load.requests.length === 0 && <p className="mt-4 text-sm text-ink-600">{ui.none}</p>}
      {load.state === 'done' && load.requests.length > 0 && (
        // A wide table scrolls in its own labelled, focusable region (keyboard users can scroll it).
        <div className="mt-4 overflow-x-auto" role="region" aria-labelledby={`${id}-heading`} tabIndex={0}>
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b border-line text-ink-600">
                <th scope="col" className="py-2 pr-4 font-semibold">
                  {ui.when}
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  {ui.request}
                </th>
                <th scope="col" className="py-2 font-semibold">
                  {ui.lead}
                </th>
              </tr>
            </thead>
            <tbody>
              {load.requests.map((r) => (
                <tr key={`${r.at}-${r.leadId}-${r.action}`} className="border-b border-line/60">
                  <td className="py-2 pr-4 whitespace-nowrap">{formatSubmitted(r.at)}</td>
                  <td className="py-2 pr-4">
                    {r.action === 'erased' ? ui.erased : fill(ui.corrected, { fields: r.fields.join(', ') })}
                  </td>
                  <td className="py-2 font-mono text-xs">
                    {r.kind} {r.leadId}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
