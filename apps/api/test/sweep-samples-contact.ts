import type { SweepKit } from './sweep-kit.ts';
import type { Maker, Sample } from './sweep-samples.ts';

// Valid samples of the organisation's settings with the contact card (issue 27; see
// sweep-samples.ts): what its schema cannot say is that the transfer account is one of
// the body's own bank accounts, and that a map point has both coordinates. These replace
// the access samples of the same operations, keeping what those set (sweep-kit orgBody).

export const contactSamples = (k: SweepKit): Record<string, Maker> => {
  const { orgBody, pool } = k;
  const withCard = (base: Sample) => {
    const body = orgBody(base) as { bankAccounts?: { accountNo: string }[] };
    return {
      ...body,
      contactCard: {
        officeName: 'สำนักงานประปา',
        address: null,
        hours: 'จันทร์–ศุกร์ 08:30–16:30 น.',
        phones: ['043-123456'],
        lineId: '@prapa',
        email: null,
        lat: 16.4419,
        lng: 102.8359,
        transferAccountNo: body.bankAccounts?.[0]?.accountNo ?? null,
      },
    };
  };
  return {
    'PUT /api/v1/org': (base) => ({ body: withCard(base) }),
    'PUT /api/v1/org-admin/orgs/{id}': (base) => ({
      body: withCard(base),
      params: { id: pool.otherOrgId ?? '' },
    }),
  };
};
