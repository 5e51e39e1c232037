import type { Tariff, TariffError } from './tariff-types.ts';

const METHODS: ReadonlySet<string> = new Set(['flat', 'progressive', 'step']);

/** Error keys (for i18n) describing what is wrong with a tariff; empty when it is usable. */
export function validateTariff(tariff: Tariff): TariffError[] {
  const errors = new Set<TariffError>();
  if (!METHODS.has(tariff.method)) errors.add('tariff.methodUnknown');

  if (!Number.isSafeInteger(tariff.minimumCharge)) errors.add('tariff.minimumNotInteger');
  else if (tariff.minimumCharge < 0) errors.add('tariff.minimumNegative');

  const { blocks } = tariff;
  if (blocks.length === 0) {
    errors.add('tariff.blocksEmpty');
    return [...errors];
  }

  let previousUpTo = 0;
  blocks.forEach((block, index) => {
    const isLast = index === blocks.length - 1;
    if (!Number.isSafeInteger(block.rate)) errors.add('tariff.rateNotInteger');
    else if (block.rate < 0) errors.add('tariff.rateNegative');

    if (block.upTo === null) {
      if (!isLast) errors.add('tariff.openBlockNotLast');
      return;
    }
    if (isLast) errors.add('tariff.lastBlockMustBeOpen');
    if (!Number.isSafeInteger(block.upTo) || block.upTo < 1) {
      errors.add('tariff.upToInvalid');
      return;
    }
    // Strictly ascending: an empty block (same upTo twice) is a data-entry mistake.
    if (block.upTo <= previousUpTo) errors.add('tariff.blocksNotAscending');
    previousUpTo = block.upTo;
  });
  return [...errors];
}
