/**
 * The notice at collection under the lead form (issue 54), the same as src/components/privacy/DataNotice.astro: the
 * English notice and its Hindi version (lang="hi") one click away, each a <details>. Its texts come with the dialog's
 * (src/lib/lead/texts.ts, filled at build); without them it renders nothing.
 */
import type { FilledNotice } from '~/lib/data-rights/notice';

export function DataNotice({ notices: all }: { notices?: Record<'en' | 'hi', FilledNotice> }) {
  if (!all) return null;
  return (
    <div className="mt-5 space-y-2 border-t border-line pt-4 text-xs leading-5 text-ink-600" data-privacy-notice>
      {[all.en, all.hi].map((n) => (
        <details key={n.lang} lang={n.lang} data-notice-lang={n.lang}>
          <summary className="inline-flex min-h-11 cursor-pointer sm:min-h-6 items-center font-semibold underline-offset-2 hover:underline">
            {n.lang === 'en' ? n.heading : n.languageLabel}
          </summary>
          <div className="mt-1 space-y-1">
            {n.lang === 'hi' && <p className="font-semibold">{n.heading}</p>}
            {n.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
            <p>
              <a className="inline-flex min-h-11 items-center text-brand-700 underline sm:min-h-6" href={n.privacyHref}>
                {n.privacyLink}
              </a>
            </p>
          </div>
        </details>
      ))}
    </div>
  );
}
