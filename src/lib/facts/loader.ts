/**
 * Wraps a content loader so every entry's data has its fact placeholders filled (src/lib/facts/facts.ts) before
 * the collection's schema checks it. The facts file's text joins each entry's digest, so a changed fact reloads
 * every entry instead of serving copy filled with the old figure from the content cache.
 */
import type { Loader } from 'astro/loaders';
import { factValues, fillFacts, loadFacts } from './facts';

export function factsLoader(inner: Loader): Loader {
  return {
    name: `${inner.name}-facts`,
    load: (context) => {
      const values = factValues(loadFacts());
      const salt = JSON.stringify(values);
      return inner.load({
        ...context,
        generateDigest: (data) => context.generateDigest(typeof data === 'string' ? data + salt : { data, salt }),
        parseData: (props) => context.parseData({ ...props, data: fillFacts(props.data, values) }),
      });
    },
  };
}
