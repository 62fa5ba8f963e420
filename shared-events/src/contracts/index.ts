export type * from './api';
export * from './events';
export * from './rules';
export * from './errors';
