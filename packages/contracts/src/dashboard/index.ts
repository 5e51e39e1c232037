export * from './dashboard.ts';
