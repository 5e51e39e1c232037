export { bahtToSatang, formatMoney, mulRate, parseMoney, percentOf, roundHalfUp } from './money.ts';
export { thaiBahtText } from './thai-baht-text.ts';
export {
  isValidThaiNationalId,
  isValidThaiPhone,
  isValidThaiTaxId,
  maskNationalId,
  normaliseNationalId,
  normalisePhone,
  thirteenDigitCheckDigit,
  withCheckDigit,
} from './national-id.ts';
export { randomInt, seededRandom } from './seeded-random.ts';
export { isIsoDate, parseIsoDate, toIsoDate, type IsoDateParts } from './iso-date.ts';
export {
  bangkokDate,
  fiscalYearOf,
  fiscalYearRange,
  formatDateTimeFor,
  formatThaiDate,
  formatThaiDateTime,
  thaiMonthName,
  toBuddhistYear,
  toGregorianYear,
  type ThaiMonthStyle,
} from './thai-date.ts';
export type {
  Tariff,
  TariffBlock,
  TariffError,
  TariffLine,
  TariffMethod,
  TariffResult,
} from './tariff-types.ts';
export { validateTariff } from './tariff-validation.ts';
export { evaluateTariff } from './tariff.ts';
export {
  MWA_BUSINESS_2026,
  MWA_RESIDENTIAL_2026,
  PWA_RESIDENTIAL_2026,
  VILLAGE_FACTORY_FLAT_2026,
  VILLAGE_FLAT_2026,
  VILLAGE_STEP_EXAMPLE,
} from './tariff-examples.ts';
export {
  averageUsage,
  computeUsage,
  type MeterReplacement,
  type UsageError,
  type UsageInput,
  type UsageResult,
} from './usage.ts';
export { crc16CcittFalse } from './crc16.ts';
export { emvField, hasValidEmvCrc, parseEmvFields, withEmvCrc, type EmvField } from './emv-tlv.ts';
export { billPaymentBarcode, thaiQrBillPayment, type ThaiQrBillPaymentInput } from './thai-qr.ts';
export * from './customer-number.ts';
export * from './tariff-version.ts';
export * from './water-user-text.ts';
export * from './entitlement-state.ts';
export * from './reading-codes.ts';
export * from './reading-check.ts';
export * from './round-proposal.ts';
export * from './reading-compute.ts';
export * from './bill-compute.ts';
export * from './late-fee.ts';
export * from './round-month.ts';
export * from './code128.ts';
export * from './payment-allocation.ts';
export * from './bill-heads.ts';
export * from './bank-files/index.ts';
export {
  billNumber,
  billNumberParts,
  OPENING_PREFIX,
  openingBillNumber,
  openingBillNumberParts,
} from './bill-number.ts';
export * from './debt-steps.ts';
export * from './notice-debt.ts';
export * from './debt-ageing.ts';
export * from './collection-rate.ts';
export * from './debtor-ledger.ts';
export * from './remittance-balance.ts';
export * from './meter-work.ts';
export * from './contract-text.ts';
export {
  estimateLineAmount,
  requestActions,
  requestFlows,
  requestKinds,
  requestMoveTo,
  requestMovesFrom,
  requestNumber,
  requestStates,
  type RequestAction,
  type RequestKind,
  type RequestState,
} from './request-flow.ts';
export { depositVoucherNumber, settleDeposit, type DepositSettlement } from './deposit.ts';
export * from './income-report.ts';
export * from './cash-book.ts';
export * from './production-volume.ts';
export * from './water-balance.ts';
export * from './water-cost.ts';
