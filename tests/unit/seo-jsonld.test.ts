import { describe, expect, it } from 'vitest';
import {
  articleJsonLd,
  blogJsonLd,
  collectionPageJsonLd,
  itemListPageJsonLd,
  organizationJsonLd,
  platformJsonLd,
  serviceJsonLd,
  storyJsonLd,
  techArticleJsonLd,
  webApiJsonLd,
  websiteJsonLd,
} from '~/lib/seo';

const siteUrl = 'https://x.example';
const ctx = { '@context': 'https://schema.org' };

describe('JSON-LD builders', () => {
  it('Organization and WebSite point at one another by @id', () => {
    const org = organizationJsonLd({ siteUrl, brand: 'B', sameAs: ['https://s.example/b'] });
    expect(org).toEqual({
      ...ctx,
      '@type': 'Organization',
      '@id': 'https://x.example/#organization',
      name: 'B',
      url: 'https://x.example/',
      logo: 'https://x.example/logo.svg',
      sameAs: ['https://s.example/b'],
    });
    expect(organizationJsonLd({ siteUrl, brand: 'B' })).not.toHaveProperty('sameAs');
    expect(websiteJsonLd({ siteUrl, brand: 'B' })).toMatchObject({
      '@type': 'WebSite',
      url: 'https://x.example/',
      publisher: { '@id': 'https://x.example/#organization' },
    });
  });

  it('a story is an Article about the company, in the stories section', () => {
    const ld = storyJsonLd({
      heroTitle: 'H',
      excerpt: 'E',
      companyName: 'Plum',
      industry: 'Beauty',
      tags: ['A'],
      publishedAt: new Date('2025-01-20'),
      url: 'https://x.example/customer-stories/plum',
      image: 'https://x.example/i.svg',
      brand: 'B',
      siteUrl,
      section: 'Customer Stories',
    });
    expect(ld).toMatchObject({
      '@type': 'Article',
      headline: 'H',
      datePublished: '2025-01-20',
      about: { name: 'Plum' },
      articleSection: 'Customer Stories',
      keywords: 'Beauty, A',
      mainEntityOfPage: { '@id': 'https://x.example/customer-stories/plum' },
      publisher: { '@id': 'https://x.example/#organization' },
    });
  });

  it('the blog lists its posts with ISO dates; the stories page lists its stories in order', () => {
    const blog = blogJsonLd({
      name: 'B Blog',
      description: 'D',
      url: `${siteUrl}/blog`,
      posts: [{ title: 'T', url: `${siteUrl}/blog/t`, publishedAt: new Date('2025-03-14T10:00:00Z') }],
    });
    expect(blog.blogPost).toEqual([
      { '@type': 'BlogPosting', headline: 'T', url: `${siteUrl}/blog/t`, datePublished: '2025-03-14' },
    ]);
    const page = collectionPageJsonLd({
      name: 'S',
      description: 'D',
      url: `${siteUrl}/s`,
      items: [
        { name: 'a', url: 'u1' },
        { name: 'b', url: 'u2' },
      ],
    });
    expect(page.mainEntity).toEqual({
      '@type': 'ItemList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, url: 'u1', name: 'a' },
        { '@type': 'ListItem', position: 2, url: 'u2', name: 'b' },
      ],
    });
  });

  it('a service writes one offer as an object and several as a list, with region and billing period when given', () => {
    const base = { name: 'S', serviceType: 'T', description: 'D', url: `${siteUrl}/s`, siteUrl };
    const one = serviceJsonLd({ ...base, areaServed: 'Worldwide', offers: [{ description: 'Fee' }] });
    expect(one).toMatchObject({
      provider: { '@id': 'https://x.example/#organization' },
      areaServed: 'Worldwide',
      offers: { '@type': 'Offer', description: 'Fee' },
    });
    expect(one).not.toHaveProperty('audience');
    const many = serviceJsonLd({
      ...base,
      audience: 'Brands',
      offers: [
        { name: 'IN', price: 100, currency: 'INR', country: 'IN', billingDuration: 'P3M' },
        { name: 'G', price: 5, currency: 'USD' },
      ],
    });
    expect(many.audience).toEqual({ '@type': 'BusinessAudience', audienceType: 'Brands' });
    expect(many.offers).toEqual([
      {
        '@type': 'Offer',
        name: 'IN',
        price: 100,
        priceCurrency: 'INR',
        eligibleRegion: { '@type': 'Country', name: 'IN' },
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          price: 100,
          priceCurrency: 'INR',
          unitCode: 'MON',
          billingDuration: 'P3M',
        },
      },
      { '@type': 'Offer', name: 'G', price: 5, priceCurrency: 'USD' },
    ]);
  });

  it('articles, the API and the platform', () => {
    expect(articleJsonLd({ headline: 'H', description: 'D', brand: 'B' })).toEqual({
      ...ctx,
      '@type': 'Article',
      headline: 'H',
      description: 'D',
      publisher: { '@type': 'Organization', name: 'B' },
    });
    expect(
      techArticleJsonLd({ headline: 'H', description: 'D', brand: 'B', api: { name: 'API', documentation: 'u' } })
        .about,
    ).toEqual({ '@type': 'WebAPI', name: 'API', documentation: 'u' });
    expect(webApiJsonLd({ name: 'API', description: 'D', documentation: 'u', brand: 'B', siteUrl }).provider).toEqual({
      '@type': 'Organization',
      name: 'B',
      url: siteUrl,
    });
    expect(platformJsonLd({ brand: 'B', siteUrl, description: 'D', trial: '7-day free trial' })).toMatchObject({
      '@type': 'SoftwareApplication',
      url: 'https://x.example/',
      offers: { price: '0', description: '7-day free trial' },
    });
    const list = itemListPageJsonLd({
      name: 'N',
      description: 'D',
      url: 'u',
      listName: 'L',
      items: [{ name: 'a', description: 'x' }],
    });
    expect(list.mainEntity).toEqual({
      '@type': 'ItemList',
      name: 'L',
      itemListElement: [{ '@type': 'ListItem', position: 1, name: 'a', description: 'x' }],
    });
  });
});
