export * from './receipt-enums.ts';
export * from './receipt-book.ts';
export * from './receipt.ts';
export * from './p32.ts';
