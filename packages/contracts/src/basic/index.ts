export * from './area.ts';
export * from './route.ts';
export * from './payment-channel.ts';
export * from './meter-size.ts';
export * from './usage-status.ts';
export * from './discount.ts';
export * from './device.ts';
export * from './user-type.ts';
