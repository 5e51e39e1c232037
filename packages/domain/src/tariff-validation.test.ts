import { describe, it, expect } from 'vitest';
import { validateTariff } from './tariff-validation.ts';
import {
  MWA_BUSINESS_2026,
  MWA_RESIDENTIAL_2026,
  PWA_RESIDENTIAL_2026,
  VILLAGE_FACTORY_FLAT_2026,
  VILLAGE_FLAT_2026,
  VILLAGE_STEP_EXAMPLE,
} from './tariff-examples.ts';
import type { Tariff, TariffBlock, TariffMethod } from './tariff-types.ts';

const tariff = (blocks: TariffBlock[], minimumCharge = 0, method = 'progressive'): Tariff => ({
  method: method as TariffMethod,
  blocks,
  minimumCharge,
});

describe('validateTariff', () => {
  it.each([
    MWA_RESIDENTIAL_2026,
    MWA_BUSINESS_2026,
    PWA_RESIDENTIAL_2026,
    VILLAGE_FLAT_2026,
    VILLAGE_FACTORY_FLAT_2026,
    VILLAGE_STEP_EXAMPLE,
  ])('accepts the example tariffs (%#)', (example) => {
    expect(validateTariff(example)).toEqual([]);
  });

  it.each<[string, Tariff, string[]]>([
    ['single open block', tariff([{ upTo: null, rate: 700 }]), []],
    ['free water', tariff([{ upTo: null, rate: 0 }]), []],
    ['no blocks', tariff([]), ['tariff.blocksEmpty']],
    [
      'descending',
      tariff([
        { upTo: 20, rate: 1 },
        { upTo: 10, rate: 1 },
        { upTo: null, rate: 1 },
      ]),
      ['tariff.blocksNotAscending'],
    ],
    [
      'repeated bound',
      tariff([
        { upTo: 10, rate: 1 },
        { upTo: 10, rate: 1 },
        { upTo: null, rate: 1 },
      ]),
      ['tariff.blocksNotAscending'],
    ],
    ['closed last block', tariff([{ upTo: 10, rate: 1 }]), ['tariff.lastBlockMustBeOpen']],
    [
      'open block in the middle',
      tariff([
        { upTo: null, rate: 1 },
        { upTo: null, rate: 1 },
      ]),
      ['tariff.openBlockNotLast'],
    ],
    [
      'zero bound',
      tariff([
        { upTo: 0, rate: 1 },
        { upTo: null, rate: 1 },
      ]),
      ['tariff.upToInvalid'],
    ],
    [
      'fractional bound',
      tariff([
        { upTo: 10.5, rate: 1 },
        { upTo: null, rate: 1 },
      ]),
      ['tariff.upToInvalid'],
    ],
    ['negative rate', tariff([{ upTo: null, rate: -1 }]), ['tariff.rateNegative']],
    ['fractional rate', tariff([{ upTo: null, rate: 8.5 }]), ['tariff.rateNotInteger']],
    ['negative minimum', tariff([{ upTo: null, rate: 1 }], -1), ['tariff.minimumNegative']],
    ['fractional minimum', tariff([{ upTo: null, rate: 1 }], 0.5), ['tariff.minimumNotInteger']],
    ['unknown method', tariff([{ upTo: null, rate: 1 }], 0, 'tiered'), ['tariff.methodUnknown']],
    [
      'several problems, each reported once',
      tariff(
        [
          { upTo: 10, rate: -1 },
          { upTo: 5, rate: -2 },
          { upTo: 8, rate: 1 },
        ],
        -5,
      ),
      [
        'tariff.minimumNegative',
        'tariff.rateNegative',
        'tariff.blocksNotAscending',
        'tariff.lastBlockMustBeOpen',
      ],
    ],
  ])('%s', (_name, input, expected) => {
    expect(validateTariff(input)).toEqual(expected);
  });
});
