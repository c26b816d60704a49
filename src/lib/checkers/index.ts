export * from './normalize';
export * from './random';
export * from './bands';
export * from './engagement';
export * from './post';
export * from './timer';
export * from './card';
