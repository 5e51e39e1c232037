import { formatCustomerNumber } from '@prapa/domain';

/** A sample customer number for the format being typed, made by the same code that numbers customers. */
export const customerNumberExample = (format: string): string =>
  formatCustomerNumber(format, { seq: 123, areaCode: '01' });
