/** RSS 2.0 for the blog, written by hand (no dependency). */
export interface RssItem {
  title: string;
  link: string;
  description: string;
  pubDate: Date;
  category?: string;
  author?: string;
}

export interface RssChannel {
  title: string;
  link: string;
  description: string;
  selfLink: string;
  items: RssItem[];
}

export function escapeXml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

export function buildRss(channel: RssChannel): string {
  const items = [...channel.items]
    .sort((a, b) => b.pubDate.getTime() - a.pubDate.getTime())
    .map((i) =>
      [
        '    <item>',
        `      <title>${escapeXml(i.title)}</title>`,
        `      <link>${escapeXml(i.link)}</link>`,
        `      <guid isPermaLink="true">${escapeXml(i.link)}</guid>`,
        `      <description>${escapeXml(i.description)}</description>`,
        `      <pubDate>${i.pubDate.toUTCString()}</pubDate>`,
        i.category ? `      <category>${escapeXml(i.category)}</category>` : '',
        i.author ? `      <dc:creator>${escapeXml(i.author)}</dc:creator>` : '',
        '    </item>',
      ].filter(Boolean).join('\n'),
    );
  const last = channel.items.reduce((d, i) => (i.pubDate > d ? i.pubDate : d), new Date(0));
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${escapeXml(channel.title)}</title>`,
    `    <link>${escapeXml(channel.link)}</link>`,
    `    <description>${escapeXml(channel.description)}</description>`,
    '    <language>en</language>',
    `    <lastBuildDate>${last.toUTCString()}</lastBuildDate>`,
    `    <atom:link href="${escapeXml(channel.selfLink)}" rel="self" type="application/rss+xml" />`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
