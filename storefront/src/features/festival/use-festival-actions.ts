import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FestivalUserData } from '@wine/contracts/festival/festival-calls';
import { festivalUserDataQuery } from '../../lib/festival/festival-user-data-query.ts';
import { claimTicket, confirmTicketPayment, rateTastedWine, redeemTokens } from './api/festival-calls.ts';
import { availabilityQuery, tastedWinesQuery } from './api/festival-queries.ts';

type ClaimAnswer = Awaited<ReturnType<typeof claimTicket>>;

/**
 * Claiming, paying, pouring and rating. Each answer is written into the cached festival data at
 * once (the read model follows a moment later; the next read waits for it with the consistency
 * token).
 */
export function useFestivalActions(userId: string, festivalId: string) {
  const queryClient = useQueryClient();
  const userData = festivalUserDataQuery(userId);
  const patchUser = (
    patch: (user: NonNullable<FestivalUserData['festivalUser']>) => FestivalUserData['festivalUser'],
  ) =>
    queryClient.setQueryData<FestivalUserData>(userData.queryKey, (data) =>
      data?.festivalUser ? { ...data, festivalUser: patch(data.festivalUser) } : data,
    );

  // The ticket into the festival data, or off to the bank's page (3-D Secure).
  const claimed = async (answer: ClaimAnswer) => {
    if (answer.success) {
      queryClient.setQueryData<FestivalUserData>(userData.queryKey, (data) =>
        data ? { ...data, festivalUser: answer.festivalUser } : data,
      );
    } else {
      window.location.assign(answer.nextAction.redirectUrl);
    }
    await queryClient.invalidateQueries({ queryKey: availabilityQuery(festivalId).queryKey });
  };

  const claim = useMutation({
    // The claim key is made once per purchase: a retry of it gets the same ticket, and one charge.
    mutationFn: (request: { ticketTypeId: string; claimKey: string; paymentMethodId?: string }) =>
      claimTicket({ festivalId, ...request }),
    onSuccess: claimed,
  });

  // Back from the bank: the ticket once the provider says the payment went through.
  const confirm = useMutation({ mutationFn: confirmTicketPayment, onSuccess: claimed });

  const redeem = useMutation({
    mutationFn: (request: { wineProductId: string; redemptionId: string }) =>
      redeemTokens({ festivalId, ...request }),
    onSuccess: async (answer) => {
      patchUser((user) => ({
        ...user,
        tokenBalance: answer.tokenBalance,
        tokensSpent: user.tokensSpent + answer.tokensSpent,
      }));
      await queryClient.invalidateQueries({ queryKey: tastedWinesQuery(userId, festivalId).queryKey });
    },
  });

  const rate = useMutation({
    mutationFn: (request: { wineProductId: string; rating: number; notes: string }) =>
      rateTastedWine({ festivalId, ...request }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: tastedWinesQuery(userId, festivalId).queryKey }),
  });

  return { claim, confirm, redeem, rate };
}
