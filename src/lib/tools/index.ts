export * from './normalize-input';
export * from './seeded-random';
export * from './benchmark-bands';
export * from './engagement-checker';
export * from './post-checker';
export * from './check-timer';
export * from './result-card';
