export * from './production.ts';
export * from './reports.ts';
