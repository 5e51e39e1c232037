import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RequestContract } from '@prapa/contracts';
import type { ContractParties } from '../../db/schema/index.ts';
import type { Flow } from '../../documents/flow.ts';
import { heading } from '../../documents/listing-pdf.ts';
import { renderPdf } from '../../documents/pdf.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { sendPdf } from '../../lib/send-pdf.ts';
import { reportOrg, type ReportOrg } from '../reports/reports.repo.ts';
import { findContract, partiesOf } from './contract-issue.ts';
import { signatures, signBlock } from './request-doc-parts.ts';
import { longDate } from './request-pdf.ts';
import { findRequestJoined } from './requests.repo.ts';
import { inOrg } from './requests.service.ts';

const SIZE = 14;
const INDENT = '          ';

const CLOSING =
  'สัญญานี้ทำขึ้นเป็นสองฉบับ มีข้อความถูกต้องตรงกัน คู่สัญญาได้อ่านและเข้าใจข้อความโดยละเอียดตลอดแล้ว จึงได้ลงลายมือชื่อไว้เป็นสำคัญต่อหน้าพยาน และต่างยึดถือไว้ฝ่ายละหนึ่งฉบับ';

/** สัญญาการใช้น้ำประปา as issued: the same number and text on every print. */
export const drawContract = (
  flow: Flow,
  org: ReportOrg,
  c: RequestContract,
  parties: ContractParties,
) => {
  heading(flow, org, c.title, [`สัญญาเลขที่ ${c.number}`]);
  flow.text(`ทำที่ ${org.nameTh}`, { size: SIZE, align: 'right' });
  flow.text(`วันที่ ${longDate(c.issuedOn)}`, { size: SIZE, align: 'right' });
  flow.gap(4);
  flow.text(`${INDENT}${parties.preamble}`, { size: SIZE });
  flow.gap(2);
  c.clauses.forEach((clause, i) => {
    flow.text(`${INDENT}ข้อ ${i + 1}  ${clause}`, { size: SIZE });
  });
  flow.gap(2);
  flow.text(`${INDENT}${CLOSING}`, { size: SIZE });
  const provider = parties.providerPosition ? `ผู้ให้บริการ (${parties.providerPosition})` : 'ผู้ให้บริการ';
  signatures(
    flow,
    [
      signBlock(provider, parties.providerName, false),
      signBlock('ผู้ใช้น้ำ', parties.userName, false),
      signBlock('พยาน', null, false),
      signBlock('พยาน', null, false),
    ],
    2,
    SIZE - 1,
  );
};

export const contractPdf = async (
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  id: string,
) => {
  const found = await inOrg(app, request, async ({ tx, orgId }) => {
    if (!(await findRequestJoined(tx, orgId, id))) throw notFound();
    const contract = await findContract(tx, orgId, id);
    const parties = await partiesOf(tx, orgId, id);
    return contract && parties ? { org: await reportOrg(tx, orgId), contract, parties } : null;
  });
  // Printed once issued (POST …/contract takes its number); never made by a GET.
  if (!found) throw new AppError('CONFLICT', { vars: { context: 'requestContractNotIssued' } });
  const { org, contract, parties } = found;
  const pdf = await renderPdf('a4', { title: `สัญญา ${contract.number}` }, (flow) =>
    drawContract(flow, org, contract, parties),
  );
  return sendPdf(reply, pdf, `สัญญา-${contract.number}.pdf`, `contract-${contract.number}.pdf`);
};
