export type TariffMethod = 'flat' | 'progressive' | 'step';

/**
 * One price block. `upTo` is the block's inclusive upper bound in m³ (null on the last,
 * open-ended block); the block starts one m³ above the previous block's `upTo`.
 * `rate` is satang per m³.
 */
export type TariffBlock = { upTo: number | null; rate: number };

/** `minimumCharge` in satang, 0 = none. A flat tariff prices all volume at blocks[0].rate. */
export type Tariff = { method: TariffMethod; blocks: TariffBlock[]; minimumCharge: number };

/**
 * A printed bill line. For 'block' lines `from`..`to` is the inclusive m³ range billed
 * (volume = to − from + 1). The 'minimum_top_up' line ("เพิ่มให้เต็มอัตราอย่างต่ำ") has
 * from = to = volume = rate = 0 and the top-up as its amount.
 */
export type TariffLine = {
  kind: 'block' | 'minimum_top_up';
  from: number;
  to: number;
  volume: number;
  rate: number;
  amount: number;
};

export type TariffResult = {
  lines: TariffLine[];
  /** Sum of the block lines. */
  waterCharge: number;
  /** Minimum top-up, 0 when the water charge already reaches the minimum. */
  topUp: number;
  total: number;
};

export type TariffError =
  | 'tariff.methodUnknown'
  | 'tariff.blocksEmpty'
  | 'tariff.upToInvalid'
  | 'tariff.blocksNotAscending'
  | 'tariff.openBlockNotLast'
  | 'tariff.lastBlockMustBeOpen'
  | 'tariff.rateNegative'
  | 'tariff.rateNotInteger'
  | 'tariff.minimumNegative'
  | 'tariff.minimumNotInteger';
