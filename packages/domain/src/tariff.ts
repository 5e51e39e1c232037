import { mulRate } from './money.ts';
import type { Tariff, TariffBlock, TariffLine, TariffResult } from './tariff-types.ts';
import { validateTariff } from './tariff-validation.ts';

function blockLine(from: number, to: number, rate: number): TariffLine {
  const volume = to - from + 1;
  return { kind: 'block', from, to, volume, rate, amount: mulRate(volume, rate) };
}

/** Each block prices only the m³ that fall inside it; the lines are summed. */
function progressiveLines(blocks: TariffBlock[], usage: number): TariffLine[] {
  const lines: TariffLine[] = [];
  let from = 1;
  for (const block of blocks) {
    if (from > usage) break;
    const to = block.upTo === null ? usage : Math.min(block.upTo, usage);
    lines.push(blockLine(from, to, block.rate));
    from = to + 1;
  }
  return lines;
}

/** The whole volume at the rate of the block the volume falls in. */
function stepLines(blocks: TariffBlock[], usage: number): TariffLine[] {
  const block = blocks.find((b) => b.upTo === null || usage <= b.upTo);
  // validateTariff guarantees an open last block, so a block is always found.
  if (!block) throw new Error('tariff has no block for the usage');
  return [blockLine(1, usage, block.rate)];
}

function flatLines(blocks: TariffBlock[], usage: number): TariffLine[] {
  const [first] = blocks;
  if (!first) throw new Error('tariff has no blocks');
  return [blockLine(1, usage, first.rate)];
}

function waterLines(tariff: Tariff, usage: number): TariffLine[] {
  if (usage === 0) return [];
  switch (tariff.method) {
    case 'progressive':
      return progressiveLines(tariff.blocks, usage);
    case 'step':
      return stepLines(tariff.blocks, usage);
    case 'flat':
      return flatLines(tariff.blocks, usage);
  }
}

/**
 * Water charge for a month's usage (whole m³), line by line, then the top-up to the
 * minimum charge. Throws on an invalid tariff or usage: both are programming or
 * configuration errors that must not produce a bill.
 */
export function evaluateTariff(tariff: Tariff, usageM3: number): TariffResult {
  const errors = validateTariff(tariff);
  if (errors.length > 0) throw new Error(`invalid tariff: ${errors.join(', ')}`);
  if (!Number.isSafeInteger(usageM3) || usageM3 < 0) {
    throw new RangeError(`usage must be a whole number of m³ ≥ 0, got ${usageM3}`);
  }

  const lines = waterLines(tariff, usageM3);
  const waterCharge = lines.reduce((sum, line) => sum + line.amount, 0);
  const topUp = Math.max(0, tariff.minimumCharge - waterCharge);
  if (topUp > 0) {
    lines.push({ kind: 'minimum_top_up', from: 0, to: 0, volume: 0, rate: 0, amount: topUp });
  }
  return { lines, waterCharge, topUp, total: waterCharge + topUp };
}
