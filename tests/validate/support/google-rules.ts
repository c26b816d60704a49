/**
 * Google Search's requirements for the structured-data types this site uses, checked on each top-level JSON-LD
 * block (Search Central "structured data" pages, November 2026). @adobe/structured-data-validator covers
 * Organization, BreadcrumbList/ListItem, Product and Offer; these rules add WebSite, the Article family, FAQPage,
 * CollectionPage and SoftwareApplication, and the value formats Google parses (absolute URLs, ISO 8601 dates,
 * ISO 4217 currencies). Where Google lists a property as recommended and the site has the data, it is required
 * here too, so it cannot silently disappear. Each rule returns human-readable problems; none means it passes.
 */
type Node = Record<string, unknown>;

const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);
const list = (v: unknown): unknown[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
const text = (v: unknown) => typeof v === 'string' && v.trim().length > 0;
const absoluteUrl = (v: unknown) => typeof v === 'string' && /^https:\/\/[^\s/]+\.[^\s]+$/.test(v);
const isoDate = (v: unknown) =>
  typeof v === 'string' &&
  /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/.test(v) &&
  !Number.isNaN(Date.parse(v));
const number = (v: unknown) =>
  (typeof v === 'number' && Number.isFinite(v)) || (typeof v === 'string' && /^\d+(\.\d+)?$/.test(v));
const currency = (v: unknown) => typeof v === 'string' && /^[A-Z]{3}$/.test(v);
const typesOf = (n: Node) => list(n['@type']).map(String);

function need(problems: string[], ok: boolean, message: string) {
  if (!ok) problems.push(message);
}

function imageUrls(v: unknown): unknown[] {
  return list(v).map((i) => (isNode(i) ? (i.url ?? i.contentUrl) : i));
}

function offerProblems(offer: unknown, where: string): string[] {
  const p: string[] = [];
  if (!isNode(offer)) return [`${where}: an offer must be an Offer object`];
  need(
    p,
    number(offer.price) || list(offer.priceSpecification).some((s) => isNode(s) && number(s.price)),
    `${where}: price is required (a number)`,
  );
  need(
    p,
    currency(offer.priceCurrency) || list(offer.priceSpecification).some((s) => isNode(s) && currency(s.priceCurrency)),
    `${where}: priceCurrency is required (ISO 4217)`,
  );
  if (offer.availability !== undefined)
    need(
      p,
      typeof offer.availability === 'string' && /^https:\/\/schema\.org\/[A-Za-z]+$/.test(offer.availability),
      `${where}: availability must be a schema.org ItemAvailability URL`,
    );
  if (offer.url !== undefined) need(p, absoluteUrl(offer.url), `${where}: url must be absolute`);
  return p;
}

const ARTICLE = new Set(['Article', 'BlogPosting', 'NewsArticle', 'TechArticle', 'ScholarlyArticle', 'Report']);

export function googleProblems(node: Node, siteUrl: string): string[] {
  const p: string[] = [];
  const types = typesOf(node);
  need(p, node['@context'] === 'https://schema.org', `@context must be "https://schema.org"`);

  if (types.includes('Organization')) {
    need(p, text(node.name), 'Organization: name is required');
    need(p, absoluteUrl(node.url), 'Organization: url is required (absolute)');
    need(
      p,
      absoluteUrl(node.logo) || (isNode(node.logo) && absoluteUrl(node.logo.url)),
      'Organization: logo is required (absolute URL)',
    );
    for (const s of list(node.sameAs))
      need(p, absoluteUrl(s), `Organization: sameAs "${String(s)}" must be an absolute URL`);
  }
  if (types.includes('WebSite')) {
    need(p, text(node.name), 'WebSite: name (the site name) is required');
    need(p, node.url === siteUrl, `WebSite: url must be the home page (${siteUrl}), got ${String(node.url)}`);
  }
  if (types.some((t) => ARTICLE.has(t))) {
    need(p, text(node.headline), 'Article: headline is required');
    need(
      p,
      !text(node.headline) || String(node.headline).length <= 110,
      'Article: headline must be at most 110 characters',
    );
    for (const a of list(node.author))
      need(
        p,
        isNode(a) && ['Person', 'Organization'].some((t) => typesOf(a).includes(t)) && text(a.name),
        'Article: each author must be a Person or Organization with a name',
      );
    for (const i of imageUrls(node.image))
      need(p, absoluteUrl(i), `Article: image "${String(i)}" must be an absolute URL`);
    for (const d of ['datePublished', 'dateModified'] as const)
      if (node[d] !== undefined) need(p, isoDate(node[d]), `Article: ${d} must be ISO 8601`);
    if (types.includes('BlogPosting')) {
      // A post has all of these: Google recommends them and the blog's content always provides them.
      need(p, imageUrls(node.image).length > 0, 'BlogPosting: image is required');
      need(p, node.datePublished !== undefined, 'BlogPosting: datePublished is required');
      need(p, list(node.author).length > 0, 'BlogPosting: author is required');
    }
  }
  if (types.includes('BreadcrumbList')) {
    const items = list(node.itemListElement);
    need(p, items.length >= 2, 'BreadcrumbList: at least two ListItems are required');
    items.forEach((item, i) => {
      const where = `BreadcrumbList item ${i + 1}`;
      if (!isNode(item)) return p.push(`${where}: must be a ListItem`);
      need(p, typesOf(item).includes('ListItem'), `${where}: @type must be ListItem`);
      need(p, item.position === i + 1, `${where}: position must be ${i + 1}`);
      need(p, text(item.name), `${where}: name is required`);
      // Google allows the last crumb without item; this site always links every crumb.
      need(p, absoluteUrl(item.item), `${where}: item is required (absolute URL)`);
    });
  }
  if (types.includes('Product')) {
    need(p, text(node.name), 'Product: name is required');
    need(
      p,
      imageUrls(node.image).length > 0 && imageUrls(node.image).every(absoluteUrl),
      'Product: image is required (absolute URL)',
    );
    need(
      p,
      node.offers !== undefined || node.review !== undefined || node.aggregateRating !== undefined,
      'Product: offers, review or aggregateRating is required',
    );
    list(node.offers).forEach((o, i) => p.push(...offerProblems(o, `Product offer ${i + 1}`)));
  }
  if (types.includes('SoftwareApplication')) {
    need(p, text(node.name), 'SoftwareApplication: name is required');
    list(node.offers).forEach((o, i) => p.push(...offerProblems(o, `SoftwareApplication offer ${i + 1}`)));
    need(p, list(node.offers).length > 0, 'SoftwareApplication: offers is required');
  }
  if (types.includes('CollectionPage')) {
    need(p, text(node.name), 'CollectionPage: name is required');
    need(p, absoluteUrl(node.url), 'CollectionPage: url is required (absolute)');
    const main = node.mainEntity;
    if (main !== undefined) {
      const items = isNode(main) ? list(main.itemListElement) : [];
      need(p, items.length > 0, 'CollectionPage: mainEntity must be an ItemList with items');
      items.forEach((item, i) =>
        need(
          p,
          isNode(item) && item.position === i + 1 && absoluteUrl(item.url) && text(item.name),
          `CollectionPage item ${i + 1}: position ${i + 1}, name and absolute url are required`,
        ),
      );
    }
  }
  if (types.includes('FAQPage')) {
    const questions = list(node.mainEntity);
    need(p, questions.length > 0, 'FAQPage: mainEntity must list the questions');
    questions.forEach((q, i) => {
      const answer = isNode(q) ? q.acceptedAnswer : undefined;
      need(
        p,
        isNode(q) && typesOf(q).includes('Question') && text(q.name),
        `FAQPage question ${i + 1}: a Question with a name is required`,
      );
      need(
        p,
        isNode(answer) && typesOf(answer).includes('Answer') && text(answer.text),
        `FAQPage question ${i + 1}: acceptedAnswer must be an Answer with text`,
      );
    });
  }
  return p;
}
