/** Share links for a page address (X, Facebook, LinkedIn). Built at build time; no script needed to share. */
export type Network = 'x' | 'facebook' | 'linkedin';

export interface ShareLink {
  network: Network;
  label: string;
  href: string;
}

/** The links in order, labelled from the `share` collection. */
export function shareLinks(pageUrl: string, title: string, labels: Readonly<Record<Network, string>>): ShareLink[] {
  const url = encodeURIComponent(pageUrl);
  return [
    { network: 'x', label: labels.x, href: `https://x.com/intent/post?url=${url}&text=${encodeURIComponent(title)}` },
    { network: 'facebook', label: labels.facebook, href: `https://www.facebook.com/sharer/sharer.php?u=${url}` },
    { network: 'linkedin', label: labels.linkedin, href: `https://www.linkedin.com/sharing/share-offsite/?url=${url}` },
  ];
}

/** Copies `text` with the async Clipboard API, falling back to a hidden textarea + execCommand. */
export async function copyText(text: string, doc: Document = document): Promise<boolean> {
  try {
    if (doc.defaultView?.navigator.clipboard?.writeText) {
      await doc.defaultView.navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    /* fall through to the legacy path */
  }
  const area = doc.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  doc.body.appendChild(area);
  area.select();
  let ok = false;
  try {
    ok = doc.execCommand('copy');
  } catch {
    ok = false;
  }
  area.remove();
  return ok;
}
