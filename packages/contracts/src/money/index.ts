export * from './receipt-enums.ts';
export * from './receipt-book.ts';
export * from './receipt.ts';
export * from './p32.ts';
export * from './payment-check.ts';
export * from './bank-enums.ts';
export * from './bank-import.ts';
