import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { problemText } from '../../../lib/api/problem-text.ts';
import { adoptMembership } from '../../../lib/session/adopt-membership.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { clubSubscriptionQuery } from '../api/club-subscription-query.ts';
import { startMembership } from '../api/join-club.ts';
import { type Joined, joinOutcome } from '../join-outcome.ts';
import type { CardFormSlot } from './card-form-slot.ts';
import styles from './club.module.css';
import { ClubTermsLine } from './club-terms-line.tsx';
import { ClubWelcome } from './club-welcome.tsx';

interface ClubTrialStepProps {
  cardForm: (slot: CardFormSlot) => ReactNode;
  /** A membership started: the route logs StartTrial or Subscribe. */
  onJoined: (joined: Joined) => void;
}

/**
 * /signup's last step, for a signed-in person: a card, then the club. The first subscription is
 * the free trial; someone whose trial was used rejoins without one, and a member is welcomed.
 */
export function ClubTrialStep({ cardForm, onJoined }: ClubTrialStepProps) {
  const userId = useSession().user?.id ?? '';
  const queryClient = useQueryClient();
  const subscription = useQuery({ ...clubSubscriptionQuery(userId), enabled: userId !== '' });
  const [pricesReady, setPricesReady] = useState(false);
  const join = useMutation({
    mutationFn: startMembership,
    onSuccess: (result) => {
      queryClient.setQueryData(clubSubscriptionQuery(userId).queryKey, result);
      const outcome = joinOutcome(result, 'new');
      if (outcome.kind !== 'joined') return;
      onJoined(outcome);
      void adoptMembership(queryClient, true).finally(() => setPricesReady(true));
    },
  });

  const joined = join.data ? joinOutcome(join.data, 'new') : undefined;
  if (joined?.kind === 'joined')
    return <ClubWelcome trialEnds={joined.trialEnds} pricesReady={pricesReady} takeFocus />;
  if (subscription.data?.isMember) {
    const member = joinOutcome(subscription.data, 'new');
    return (
      <ClubWelcome
        trialEnds={member.kind === 'joined' ? member.trialEnds : undefined}
        pricesReady
        takeFocus={false}
      />
    );
  }
  if (subscription.isPending) {
    return (
      <p className={styles.muted} role="status">
        Checking your membership…
      </p>
    );
  }

  // Should the check fail, the server still knows: the first subscription is the trial.
  const firstTime = (subscription.data?.subscriptionId ?? null) === null;
  const problem =
    joined?.kind === 'refused' ? joined.message : join.error ? problemText(join.error) : undefined;
  return (
    <div className={styles.step}>
      <h2 className={styles.title}>{firstTime ? 'Your card' : 'Rejoin the club'}</h2>
      <p className={styles.muted}>
        {firstTime
          ? 'Nothing is charged today: your free trial starts now, and member prices with it.'
          : 'Your free trial has been used, so your membership starts today, paid with this card.'}
      </p>
      <ClubTermsLine withTrial={firstTime} />
      {cardForm({
        submitLabel: firstTime ? 'Start my free trial' : 'Rejoin the club',
        busyLabel: firstTime ? 'Starting your trial…' : 'Rejoining…',
        problem,
        onPaymentMethod: async (paymentMethodId) => {
          // Failures show through `problem`; the form only waits for the answer.
          await join.mutateAsync(paymentMethodId).catch(() => undefined);
        },
      })}
    </div>
  );
}
