export * from './tis620.ts';
export * from './bot-types.ts';
export * from './bot-file.ts';
export * from './bot-file-write.ts';
export * from './csv.ts';
export * from './bank-cells.ts';
export * from './bank-columns.ts';
