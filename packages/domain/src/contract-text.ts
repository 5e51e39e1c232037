/**
 * The water-use contract (สัญญาการใช้น้ำประปา, issue 26): the utility writes its clauses
 * once with placeholders; a contract is filled from its request when issued and the filled
 * text is kept, so a later change of the template never changes a contract already signed.
 */
export const contractPlaceholders = [
  'customerName',
  'customerNo',
  'address',
  'meterSize',
  'deposit',
  'date',
  'orgName',
] as const;
export type ContractPlaceholder = (typeof contractPlaceholders)[number];
export type ContractValues = Record<ContractPlaceholder, string>;

const PLACEHOLDER = /\{\{\s*([A-Za-z]+)\s*\}\}/g;

/** The placeholders a text names that the contract cannot fill (a typo the editor must fix). */
export const unknownPlaceholders = (text: string): string[] => {
  const known: readonly string[] = contractPlaceholders;
  return [...text.matchAll(PLACEHOLDER)]
    .map((m) => m[1] ?? '')
    .filter((name, i, all) => !known.includes(name) && all.indexOf(name) === i);
};

/** A text with every known placeholder replaced by its value; unknown ones are left as typed. */
export const fillContractText = (text: string, values: ContractValues): string =>
  text.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(values, name) ? values[name as ContractPlaceholder] : whole,
  );

/** A contract's number: "CT", the BE fiscal year, the sequence in five digits (CT257000003). */
export const contractNumber = (fiscalYear: number, seq: number) =>
  `CT${fiscalYear}${String(seq).padStart(5, '0')}`;
