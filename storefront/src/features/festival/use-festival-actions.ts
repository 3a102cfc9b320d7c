import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FestivalUserData } from '@wine/contracts/festival/festival-calls';
import { festivalUserDataQuery } from '../../lib/festival/festival-user-data-query.ts';
import { claimTicket, rateTastedWine, redeemTokens } from './api/festival-calls.ts';
import { availabilityQuery, tastedWinesQuery } from './api/festival-queries.ts';

/**
 * Claiming, pouring and rating. Each answer is written into the cached festival data at once
 * (the read model follows a moment later; the next read waits for it with the consistency token).
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

  const claim = useMutation({
    // The claim key is made once per tap: a retry of this tap gets the same ticket.
    mutationFn: (request: { ticketTypeId: string; claimKey: string }) =>
      claimTicket({ festivalId, ...request }),
    onSuccess: async (answer) => {
      if (answer.success) {
        queryClient.setQueryData<FestivalUserData>(userData.queryKey, (data) =>
          data ? { ...data, festivalUser: answer.festivalUser } : data,
        );
      } else {
        window.location.assign(answer.nextAction.redirectUrl);
      }
      await queryClient.invalidateQueries({ queryKey: availabilityQuery(festivalId).queryKey });
    },
  });

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

  return { claim, redeem, rate };
}
