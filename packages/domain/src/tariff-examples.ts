import type { Tariff } from './tariff-types.ts';

// Example tariffs for seed data, the tariff editor's presets and tests. Rates are satang
// per m³, VAT excluded. Sources: DOMAIN.md §3.

/** MWA residential (ที่อยู่อาศัย), blocks priced separately and summed. Published figures. */
export const MWA_RESIDENTIAL_2026: Tariff = {
  method: 'progressive',
  minimumCharge: 0,
  blocks: [
    { upTo: 30, rate: 850 },
    { upTo: 40, rate: 1003 },
    { upTo: 50, rate: 1035 },
    { upTo: 60, rate: 1068 },
    { upTo: 70, rate: 1100 },
    { upTo: 80, rate: 1133 },
    { upTo: 90, rate: 1250 },
    { upTo: 100, rate: 1282 },
    { upTo: 120, rate: 1315 },
    { upTo: 160, rate: 1347 },
    { upTo: 200, rate: 1380 },
    { upTo: null, rate: 1445 },
  ],
};

/**
 * MWA business (ธุรกิจ). 0–30 m³, the 90.00 ฿ minimum and >200 at 15.81 are published;
 * the blocks from 31 to 200 m³ are plausible figures for test data, not verified.
 */
export const MWA_BUSINESS_2026: Tariff = {
  method: 'progressive',
  minimumCharge: 9000,
  blocks: [
    { upTo: 10, rate: 950 },
    { upTo: 20, rate: 1070 },
    { upTo: 30, rate: 1095 },
    { upTo: 40, rate: 1321 },
    { upTo: 50, rate: 1354 },
    { upTo: 60, rate: 1386 },
    { upTo: 80, rate: 1419 },
    { upTo: 100, rate: 1451 },
    { upTo: 120, rate: 1484 },
    { upTo: 160, rate: 1516 },
    { upTo: 200, rate: 1549 },
    { upTo: null, rate: 1581 },
  ],
};

/**
 * PWA residential (table 1). 0–50 m³ are published; the blocks above 50 m³ are plausible
 * figures for test data, not verified.
 */
export const PWA_RESIDENTIAL_2026: Tariff = {
  method: 'progressive',
  minimumCharge: 0,
  blocks: [
    { upTo: 10, rate: 1020 },
    { upTo: 20, rate: 1600 },
    { upTo: 30, rate: 1900 },
    { upTo: 50, rate: 2120 },
    { upTo: 80, rate: 2160 },
    { upTo: 100, rate: 2165 },
    { upTo: 300, rate: 2170 },
    { upTo: 1000, rate: 2175 },
    { upTo: 2000, rate: 2180 },
    { upTo: 3000, rate: 2185 },
    { upTo: null, rate: 2190 },
  ],
};

/** A village system's flat 7 ฿/m³ (villages charge 6–8 ฿). */
export const VILLAGE_FLAT_2026: Tariff = {
  method: 'flat',
  minimumCharge: 0,
  blocks: [{ upTo: null, rate: 700 }],
};

/** A village system's factory meter, flat 12 ฿/m³. */
export const VILLAGE_FACTORY_FLAT_2026: Tariff = {
  method: 'flat',
  minimumCharge: 0,
  blocks: [{ upTo: null, rate: 1200 }],
};

/** Invented step tariff (whole volume at the rate of the block it reaches), for tests and presets. */
export const VILLAGE_STEP_EXAMPLE: Tariff = {
  method: 'step',
  minimumCharge: 5000,
  blocks: [
    { upTo: 10, rate: 600 },
    { upTo: 30, rate: 800 },
    { upTo: null, rate: 1000 },
  ],
};
