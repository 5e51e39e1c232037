export * from './water-user.ts';
export * from './meter.ts';
