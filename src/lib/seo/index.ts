/** The seo domain: page metadata, canonical URLs and every JSON-LD object (social cards are in ./og). */
export * from './url';
export * from './meta';
export * from './jsonld';
