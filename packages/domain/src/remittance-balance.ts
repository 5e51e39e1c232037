// A collector's day as finance settles it (MONEY.md §5–6, issue 24): what the receipts
// took is what was remitted, plus the recorded over/short, plus what is still held. The
// over/short is fixed when the money is handed over (with its reason); what the receipts
// take after that (a bank file posted later) is held until remitted.

/** A standing (not voided) remittance's money, in satang. */
export type RemittedMoney = { cash: number; transfer: number; expected: number };

/** The ป.32's settlement figures; taken = remitted + shortfall + held, always. */
export type CollectorBalance = {
  taken: number;
  remitted: number;
  /** Short (+): money missing from what the receipts took; over (−): money beyond it. */
  shortfall: number;
  held: number;
};

/** taken − remitted as the receipts stood: positive = money missing, negative = over. */
export const remittanceShortfall = (expected: number, remitted: number): number =>
  expected - remitted;

/** The day of one collector, from its receipts' total and its standing remittance if any. */
export const collectorBalance = (
  taken: number,
  remittance: RemittedMoney | null,
): CollectorBalance => {
  if (!remittance) return { taken, remitted: 0, shortfall: 0, held: taken };
  const remitted = remittance.cash + remittance.transfer;
  const shortfall = remittanceShortfall(remittance.expected, remitted);
  return { taken, remitted, shortfall, held: taken - remitted - shortfall };
};

/** Several collectors (the daily summary): each figure summed, so the identity still holds. */
export const sumBalances = (balances: readonly CollectorBalance[]): CollectorBalance =>
  balances.reduce(
    (s, b) => ({
      taken: s.taken + b.taken,
      remitted: s.remitted + b.remitted,
      shortfall: s.shortfall + b.shortfall,
      held: s.held + b.held,
    }),
    { taken: 0, remitted: 0, shortfall: 0, held: 0 },
  );
