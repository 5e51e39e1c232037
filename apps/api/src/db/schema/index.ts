export * from './org.ts';
export * from './auth.ts';
export * from './audit.ts';
export * from './system.ts';
export * from './basic.ts';
export * from './water.ts';
export * from './jobs.ts';
export * from './rounds.ts';
