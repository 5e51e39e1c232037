/**
 * Payment rounds (/operation/set_payment): when the bills of a service round are paid.
 *   usePaymentRounds() · usePaymentRoundProposal(roundId) · useSavePaymentRound()
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PaymentRound, PaymentRoundInput, ProposedPaymentRound } from '@prapa/contracts';
import { api } from '../../lib/api-client.ts';
import { auditKeys } from '../../components/audit-trail/api.ts';
import { billingKeys } from '../billing/api.ts';

const LIST = '/api/v1/payment-rounds';
const ROUNDS = '/api/v1/service-rounds';

export const paymentRoundKeys = {
  all: ['payment-rounds'] as const,
  list: ['payment-rounds', 'list'] as const,
  proposal: (roundId: string) => ['payment-rounds', 'proposal', roundId] as const,
};

export const usePaymentRounds = () =>
  useQuery({ queryKey: paymentRoundKeys.list, queryFn: () => api.get<PaymentRound[]>(LIST) });

/** The dates the billing cycle proposes for a service round that has no payment round yet. */
export const usePaymentRoundProposal = (roundId: string | undefined) =>
  useQuery({
    queryKey: paymentRoundKeys.proposal(roundId ?? ''),
    queryFn: () => api.get<ProposedPaymentRound>(`${ROUNDS}/${roundId}/payment-round/proposal`),
    enabled: !!roundId,
    staleTime: 0,
  });

/** id: edit that payment round; else create the one of `roundId`. */
export type SavePaymentRound =
  | { id: string; roundId?: undefined; body: PaymentRoundInput }
  | { id?: undefined; roundId: string; body: PaymentRoundInput };

export const useSavePaymentRound = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, roundId, body }: SavePaymentRound) =>
      id
        ? api.put<PaymentRound>(`${LIST}/${id}`, body)
        : api.post<PaymentRound>(`${ROUNDS}/${roundId}/payment-round`, body),
    // A bill's due date and a billing preview follow the payment round.
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: paymentRoundKeys.all }),
        client.invalidateQueries({ queryKey: billingKeys.all }),
        client.invalidateQueries({ queryKey: auditKeys.all }),
      ]),
  });
};
