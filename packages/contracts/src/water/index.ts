export * from './water-user.ts';
export * from './meter.ts';
export * from './import.ts';
export * from './report.ts';
export * from './route-order.ts';
export * from './entitlement-register.ts';
export * from './round.ts';
export * from './reading.ts';
