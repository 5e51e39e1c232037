export type BankMappingField =
  'date' | 'time' | 'payerName' | 'ref1' | 'ref2' | 'amount' | 'bankRef' | 'branch' | 'channel';

export type BankMappingSuggestion = Record<BankMappingField, string | null>;

/** Lower case without spaces or punctuation; Thai vowel and tone marks are kept. */
function normalise(header: string): string {
  return header.toLowerCase().replace(/[^\p{L}\p{N}\p{M}]/gu, '');
}

type Rule = {
  /** Normalised names, best first, matched whole. */
  names: string[];
  /** Normalised words a longer header may contain ('Payment Date (วันที่ชำระ)'). */
  contains: string[];
  /** A header containing one of these is never this field (Debit Amount is not the amount). */
  not?: string[];
};

const n = (...names: string[]): string[] => names.map(normalise);

// Specific fields first: 'Transaction Ref' must become bankRef before a looser rule sees it.
const MAPPING_RULES: Array<[BankMappingField, Rule]> = [
  [
    'bankRef',
    {
      names: n('Transaction Ref', 'Bank Ref', 'Trans. ID', 'Transaction ID', 'เลขที่รายการ'),
      contains: n('Bank Ref', 'Transaction Ref', 'Trans ID', 'Transaction ID', 'เลขที่รายการ'),
    },
  ],
  [
    'ref1',
    {
      names: n(
        'Ref.1',
        'Ref1',
        'Reference 1',
        'Reference No.1',
        'Ref No.1',
        'เลขอ้างอิง 1',
        'อ้างอิง1',
      ),
      contains: n('Ref1', 'Reference1', 'ReferenceNo1', 'RefNo1', 'อ้างอิง1'),
    },
  ],
  [
    'ref2',
    {
      names: n(
        'Ref.2',
        'Ref2',
        'Reference 2',
        'Reference No.2',
        'Ref No.2',
        'เลขอ้างอิง 2',
        'อ้างอิง2',
      ),
      contains: n('Ref2', 'Reference2', 'ReferenceNo2', 'RefNo2', 'อ้างอิง2'),
    },
  ],
  [
    'date',
    {
      names: n('Payment Date', 'Transaction Date', 'Date', 'วันที่ชำระ', 'วันที่ทำรายการ', 'วันที่'),
      contains: n('Payment Date', 'Transaction Date', 'Date', 'วันที่'),
      not: n('Due', 'Print', 'ครบกำหนด'),
    },
  ],
  [
    'time',
    {
      names: n('Payment Time', 'Transaction Time', 'Time', 'เวลาชำระ', 'เวลาทำรายการ', 'เวลา'),
      contains: n('Time', 'เวลา'),
    },
  ],
  [
    'amount',
    {
      names: n('Amount', 'Credit Amount', 'Payment Amount', 'จำนวนเงิน', 'ยอดเงิน', 'ยอดชำระ'),
      contains: n('Amount', 'จำนวนเงิน', 'ยอดเงิน', 'ยอดชำระ'),
      not: n('Debit', 'Fee', 'Balance', 'ถอน', 'ค่าธรรมเนียม', 'คงเหลือ'),
    },
  ],
  [
    'branch',
    {
      names: n('Branch', 'Branch No', 'Branch Name', 'สาขา'),
      contains: n('Branch', 'สาขา'),
    },
  ],
  [
    'channel',
    {
      names: n('Channel', 'ช่องทาง', 'ช่องทางการชำระ'),
      contains: n('Channel', 'ช่องทาง'),
    },
  ],
  [
    'payerName',
    {
      names: n('Customer Name', 'Payer Name', 'Name', 'ชื่อผู้ชำระ', 'ชื่อลูกค้า', 'ชื่อ'),
      contains: n('Customer Name', 'Payer Name', 'Name', 'ชื่อ'),
      not: n('Company', 'Biller', 'Branch', 'Bank', 'สาขา', 'ธนาคาร', 'บริษัท'),
    },
  ],
];

/**
 * Picks a header per rule: whole names first across every field (so 'Date' goes to date
 * even when 'Payment Date' exists too), then headers containing a word. A header is used
 * at most once.
 */
function pick<F extends string>(
  headers: string[],
  rules: Array<[F, Rule]>,
): Record<F, number | null> {
  const keys = headers.map(normalise);
  const used = new Set<number>();
  const found = {} as Record<F, number | null>;
  for (const [field] of rules) found[field] = null;
  const free = (i: number, rule: Rule): boolean =>
    !used.has(i) && !(rule.not ?? []).some((word) => (keys[i] as string).includes(word));

  for (const [field, rule] of rules) {
    for (const name of rule.names) {
      const i = keys.findIndex((key, j) => key === name && free(j, rule));
      if (i !== -1) {
        found[field] = i;
        used.add(i);
        break;
      }
    }
  }
  for (const [field, rule] of rules) {
    if (found[field] !== null) continue;
    for (const word of rule.contains) {
      const i = keys.findIndex((key, j) => key.includes(word) && free(j, rule));
      if (i !== -1) {
        found[field] = i;
        used.add(i);
        break;
      }
    }
  }
  return found;
}

/** A first guess at a bank export's columns from its header names; the header text as given. */
export function suggestBankMapping(headers: string[]): BankMappingSuggestion {
  const found = pick(headers, MAPPING_RULES);
  const result = {} as BankMappingSuggestion;
  for (const [field] of MAPPING_RULES) {
    const i = found[field];
    result[field] = i === null ? null : (headers[i] as string);
  }
  return result;
}

type StatementField = 'date' | 'time' | 'description' | 'withdrawal' | 'deposit' | 'balance';

// Balance before deposit: 'ยอดคงเหลือ' must not be read as an amount column.
const STATEMENT_RULES: Array<[StatementField, Rule]> = [
  [
    'date',
    {
      names: n('Date', 'Transaction Date', 'วันที่', 'วันที่ทำรายการ'),
      contains: n('Date', 'วันที่'),
      not: n('Value Date'),
    },
  ],
  ['time', { names: n('Time', 'เวลา'), contains: n('Time', 'เวลา') }],
  ['balance', { names: n('Balance', 'คงเหลือ', 'ยอดคงเหลือ'), contains: n('Balance', 'คงเหลือ') }],
  [
    'withdrawal',
    {
      names: n('Withdrawal', 'ถอน', 'ถอนเงิน', 'Debit'),
      contains: n('Withdrawal', 'ถอน', 'Debit'),
    },
  ],
  [
    'deposit',
    {
      names: n('Deposit', 'ฝาก', 'ฝากเงิน', 'Credit'),
      contains: n('Deposit', 'ฝาก', 'Credit'),
    },
  ],
  [
    'description',
    {
      names: n('Description', 'Details', 'รายการ', 'รายละเอียด'),
      contains: n('Description', 'Detail', 'รายละเอียด', 'รายการ'),
    },
  ],
];

export type StatementColumns = {
  date: number;
  time: number | null;
  description: number | null;
  withdrawal: number | null;
  deposit: number;
  balance: number | null;
};

/** Column indexes of a plain account statement; null without a date or a deposit column. */
export function statementColumns(headers: string[]): StatementColumns | null {
  const found = pick(headers, STATEMENT_RULES);
  if (found.date === null || found.deposit === null) return null;
  return {
    date: found.date,
    time: found.time,
    description: found.description,
    withdrawal: found.withdrawal,
    deposit: found.deposit,
    balance: found.balance,
  };
}

/** A statement header row: a deposit column and a withdrawal or balance column. */
export function isStatementHeader(headers: string[]): boolean {
  const found = pick(headers, STATEMENT_RULES);
  return found.deposit !== null && (found.withdrawal !== null || found.balance !== null);
}
