/**
 * The tariff editor's form values and their conversions.
 *   TariffFormValues   what the form holds (rates in satang, the date as 'YYYY-MM-DD')
 *   tariffFormFrom(t, effectiveFrom)  a saved version or a preset → form values
 *   toTariffBody(values)              form values → tariffInput's input
 *   previewTariff(values)             form values → a Tariff for evaluateTariff, or why not
 */
import {
  MWA_RESIDENTIAL_2026,
  VILLAGE_FACTORY_FLAT_2026,
  VILLAGE_FLAT_2026,
  VILLAGE_STEP_EXAMPLE,
  validateTariff,
  type Tariff,
  type TariffError,
  type TariffMethod,
} from '@prapa/domain';
import dayjs from 'dayjs';

export type BlockValues = { upTo?: number | null; rate?: number | null };

export type TariffFormValues = {
  effectiveFrom?: string | null;
  method?: TariffMethod;
  blocks?: (BlockValues | undefined)[];
  minimumCharge?: number | null;
  note?: string | null;
};

export const TARIFF_METHODS: readonly TariffMethod[] = ['flat', 'progressive', 'step'];

/** Tariffs usually change at the start of a month: the next one is the default. */
export const nextMonthStart = (): string =>
  dayjs().add(1, 'month').startOf('month').format('YYYY-MM-DD');

export const tariffFormFrom = (
  tariff: Pick<Tariff, 'method' | 'blocks' | 'minimumCharge'> & { note?: string | null },
  effectiveFrom: string | null,
): TariffFormValues => ({
  effectiveFrom,
  method: tariff.method,
  blocks: tariff.blocks.map((block) => ({ upTo: block.upTo, rate: block.rate })),
  minimumCharge: tariff.minimumCharge,
  note: tariff.note ?? null,
});

export const EMPTY_TARIFF: TariffFormValues = {
  effectiveFrom: null,
  method: 'flat',
  blocks: [{ upTo: null, rate: null }],
  minimumCharge: 0,
  note: null,
};

const cleanBlocks = (values: TariffFormValues) => {
  const blocks = (values.blocks ?? []).map((block) => ({
    upTo: block?.upTo ?? null,
    rate: block?.rate ?? null,
  }));
  // A flat tariff prices everything at one rate: keep only that row, open-ended.
  if (values.method === 'flat') return blocks.slice(0, 1).map((b) => ({ ...b, upTo: null }));
  return blocks;
};

export const toTariffBody = (values: TariffFormValues) => ({
  effectiveFrom: values.effectiveFrom ?? null,
  method: values.method ?? null,
  blocks: cleanBlocks(values),
  minimumCharge: values.minimumCharge ?? 0,
  note: values.note ?? null,
});

export type Preview =
  { ok: true; tariff: Tariff } | { ok: false; missingRate: boolean; errors: TariffError[] };

export const previewTariff = (values: TariffFormValues | undefined): Preview => {
  if (!values?.method) return { ok: false, missingRate: false, errors: ['tariff.methodUnknown'] };
  const blocks = cleanBlocks(values);
  const missingRate = blocks.some((block) => block.rate === null);
  const tariff: Tariff = {
    method: values.method,
    blocks: blocks.map((block) => ({ upTo: block.upTo, rate: block.rate ?? 0 })),
    minimumCharge: values.minimumCharge ?? 0,
  };
  const errors = validateTariff(tariff);
  if (missingRate || errors.length > 0) return { ok: false, missingRate, errors };
  return { ok: true, tariff };
};

/** Published or typical tariffs a clerk can start from. */
export const TARIFF_PRESETS: readonly { key: string; tariff: Tariff }[] = [
  { key: 'mwaResidential', tariff: MWA_RESIDENTIAL_2026 },
  { key: 'villageFlat', tariff: VILLAGE_FLAT_2026 },
  { key: 'villageFactory', tariff: VILLAGE_FACTORY_FLAT_2026 },
  { key: 'villageStep', tariff: VILLAGE_STEP_EXAMPLE },
];
