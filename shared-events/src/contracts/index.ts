export type * from './api';
export * from './events';
export * from './rules';
export * from './errors';
export * from './tournament-clock';
export type * from './wallet';
export type * from './account';
export type * from './tournaments';
export * from './rooms';
