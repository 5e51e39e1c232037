import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import type { RequestContract, ServiceRequest } from '@prapa/contracts';
import {
  bangkokDate,
  contractNumber,
  fillContractText,
  fiscalYearOf,
  formatMoney,
  type ContractValues,
} from '@prapa/domain';
import {
  contractCounters,
  meterSizes,
  officers,
  requestContracts as rc,
} from '../../db/schema/index.ts';
import type { Tx } from '../../db/tenant.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { audit } from '../../lib/audit.ts';
import { reportOrg, type ReportOrg } from '../reports/reports.repo.ts';
import { templateOf } from './contract-template.ts';
import { orderPrintable } from './installation-order-pdf.ts';
import { REQUEST_ENTITY, requestDetail } from './request-detail.ts';
import { longDate } from './request-pdf.ts';
import { lockRequest } from './requests.repo.ts';
import { inOrg } from './requests.service.ts';

/** The contract of a request, as issued; null when none was. */
export const findContract = async (
  tx: Tx,
  orgId: string,
  requestId: string,
): Promise<RequestContract | null> => {
  const [row] = await tx
    .select({
      id: rc.id,
      requestId: rc.requestId,
      number: rc.number,
      issuedOn: rc.issuedOn,
      title: rc.title,
      parties: rc.parties,
      clauses: rc.clauses,
      issuedByName: officers.fullName,
    })
    .from(rc)
    .leftJoin(officers, and(eq(officers.orgId, rc.orgId), eq(officers.id, rc.issuedBy)))
    .where(and(eq(rc.orgId, orgId), eq(rc.requestId, requestId)));
  if (!row) return null;
  const { parties, ...rest } = row;
  return { ...rest, preamble: parties.preamble };
};

/** The signers as printed on an issued contract. */
export const partiesOf = async (tx: Tx, orgId: string, requestId: string) => {
  const [row] = await tx
    .select({ parties: rc.parties })
    .from(rc)
    .where(and(eq(rc.orgId, orgId), eq(rc.requestId, requestId)));
  return row?.parties ?? null;
};

/**
 * Takes the next contract number of a fiscal year; the counter row stays locked until the
 * transaction ends, so a rollback gives the number back (gapless, MONEY.md §1.2).
 */
const takeContractSeq = async (tx: Tx, orgId: string, fiscalYear: number) => {
  await tx.insert(contractCounters).values({ orgId, fiscalYear, lastSeq: 0 }).onConflictDoNothing();
  const [row] = await tx
    .update(contractCounters)
    .set({ lastSeq: sql`${contractCounters.lastSeq} + 1` })
    .where(and(eq(contractCounters.orgId, orgId), eq(contractCounters.fiscalYear, fiscalYear)))
    .returning({ lastSeq: contractCounters.lastSeq });
  if (!row) throw new Error('contract counter not found');
  return row.lastSeq;
};

/** The deposit the contract names: its fee bill when issued, else the meter size's figure. */
const depositOf = async (tx: Tx, orgId: string, r: ServiceRequest) => {
  const fee = r.fees.find((f) => f.feeKind === 'deposit');
  if (fee) return fee.amount;
  if (!r.meterSizeId) return 0;
  const [size] = await tx
    .select({ deposit: meterSizes.deposit })
    .from(meterSizes)
    .where(and(eq(meterSizes.orgId, orgId), eq(meterSizes.id, r.meterSizeId)));
  return size?.deposit ?? 0;
};

/** The utility signs through its head (the organisation's signatories), else its waterworks head. */
const providerOf = (org: ReportOrg) => {
  const { head, waterworks } = org.signatories;
  const signer = head.name ? head : waterworks;
  return { name: signer.name || null, position: signer.position || null };
};

const preambleOf = (org: ReportOrg, r: ServiceRequest, provider: ReturnType<typeof providerOf>) =>
  `สัญญานี้ทำขึ้นระหว่าง ${org.nameTh} โดย ${provider.name ?? '..............................'} ตำแหน่ง ${provider.position ?? '..............................'} ซึ่งต่อไปในสัญญานี้เรียกว่า “ผู้ให้บริการ” ฝ่ายหนึ่ง กับ ${r.applicantName}${r.customerNo ? ` ผู้ใช้น้ำเลขที่ ${r.customerNo}` : ''} อยู่บ้านเลขที่ ${r.addressText}${r.phone ? ` โทรศัพท์ ${r.phone}` : ''} ซึ่งต่อไปในสัญญานี้เรียกว่า “ผู้ใช้น้ำ” อีกฝ่ายหนึ่ง ทั้งสองฝ่ายตกลงทำสัญญากันดังมีข้อความต่อไปนี้`;

/**
 * A new connection's contract, approved or later: the first call takes its number and
 * keeps the template as filled that day; every later call answers the same contract.
 */
export const issueContract = (app: FastifyInstance, request: FastifyRequest, id: string) =>
  inOrg(app, request, async ({ tx, orgId, actor }) => {
    if (!(await lockRequest(tx, orgId, id))) throw notFound();
    const issued = await findContract(tx, orgId, id);
    if (issued) return issued;
    const r = await requestDetail(tx, orgId, id);
    if (!orderPrintable(r)) {
      throw new AppError('CONFLICT', { vars: { context: 'requestContractState' } });
    }
    const org = await reportOrg(tx, orgId);
    const template = await templateOf(tx, orgId);
    const issuedOn = bangkokDate(new Date());
    const values: ContractValues = {
      customerName: r.applicantName,
      customerNo: r.customerNo ?? '-',
      address: r.addressText,
      meterSize: r.meterSizeLabel ?? '-',
      deposit: formatMoney(await depositOf(tx, orgId, r)),
      date: longDate(issuedOn),
      orgName: org.nameTh,
    };
    const fiscalYear = fiscalYearOf(issuedOn);
    const seq = await takeContractSeq(tx, orgId, fiscalYear);
    const provider = providerOf(org);
    const [row] = await tx
      .insert(rc)
      .values({
        orgId,
        requestId: id,
        fiscalYear,
        seq,
        number: contractNumber(fiscalYear, seq),
        issuedOn,
        title: fillContractText(template.title, values),
        clauses: template.clauses.map((c) => fillContractText(c, values)),
        parties: {
          preamble: preambleOf(org, r, provider),
          providerName: provider.name,
          providerPosition: provider.position,
          userName: r.applicantName,
        },
        issuedBy: actor.officerId,
      })
      .returning({ id: rc.id, number: rc.number });
    await audit(tx, request, orgId, {
      action: 'request.contract',
      entity: REQUEST_ENTITY,
      entityId: id,
      after: { contractId: row?.id, number: row?.number },
    });
    const made = await findContract(tx, orgId, id);
    if (!made) throw new Error('contract insert returned nothing');
    return made;
  });
