import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { buttonClass } from '../../../components/ui/button-variant.ts';
import { paymentsConfigQuery } from '../../../lib/api/payments-config-query.ts';
import { problemText } from '../../../lib/api/problem-text.ts';
import { adoptMembership } from '../../../lib/session/adopt-membership.ts';
import { clubSubscriptionQuery } from '../api/club-subscription-query.ts';
import { rejoinClub } from '../api/join-club.ts';
import { clubStanding } from '../club-standing.ts';
import { type Joined, joinOutcome } from '../join-outcome.ts';
import type { CardFormSlot } from './card-form-slot.ts';
import { CardOnFile } from './card-on-file.tsx';
import styles from './club.module.css';
import { ClubTermsLine } from './club-terms-line.tsx';
import { LeaveClub } from './leave-club.tsx';

interface ClubPanelProps {
  userId: string;
  cardForm: (slot: CardFormSlot) => ReactNode;
  /** Rejoined: the route logs Subscribe. */
  onJoined: (joined: Joined) => void;
}

/**
 * /account's collectors club: the subscription in words, the terms wherever joining is offered,
 * rejoining after a lapse, leaving, and the card on file.
 */
export function ClubPanel({ userId, cardForm, onJoined }: ClubPanelProps) {
  const queryClient = useQueryClient();
  const subscription = useQuery(clubSubscriptionQuery(userId));
  // Rejoining charges the card on file at once: not before the terms are on screen.
  const termsShown = useQuery(paymentsConfigQuery()).isSuccess;
  const rejoin = useMutation({
    mutationFn: rejoinClub,
    onSuccess: (result) => {
      queryClient.setQueryData(clubSubscriptionQuery(userId).queryKey, result);
      const outcome = joinOutcome(result, 'on-file');
      if (outcome.kind !== 'joined') return;
      onJoined(outcome);
      void adoptMembership(queryClient, true);
    },
  });
  const standing = subscription.data ? clubStanding(subscription.data) : undefined;
  const rejoined = rejoin.data ? joinOutcome(rejoin.data, 'on-file') : undefined;
  const problem =
    rejoined?.kind === 'refused' ? rejoined.message : rejoin.error ? problemText(rejoin.error) : undefined;

  return (
    <section className={styles.panel} aria-labelledby="club-title">
      <h2 id="club-title" className={styles.title}>
        Collectors club
      </h2>
      {subscription.isError ? (
        <div className={styles.row}>
          <p role="alert">We couldn't check your membership.</p>
          <button
            type="button"
            className={buttonClass('outline', 'small')}
            onClick={() => subscription.refetch()}
          >
            Try again
          </button>
        </div>
      ) : (
        <div className={styles.row}>
          <div>
            <h3 className={styles.label}>Membership</h3>
            <p className={styles.standing} data-testid="club-standing">
              {standing?.words ?? 'Checking…'}
            </p>
          </div>
          {standing?.next === 'start-trial' ? (
            <Link to="/signup" className={buttonClass('primary', 'small')}>
              Start free trial
            </Link>
          ) : standing?.next === 'rejoin' ? (
            <button
              type="button"
              className={buttonClass('primary', 'small')}
              onClick={() => rejoin.mutate()}
              disabled={rejoin.isPending || !termsShown}
            >
              {rejoin.isPending ? 'Rejoining…' : 'Rejoin the club'}
            </button>
          ) : null}
        </div>
      )}
      {standing?.next === 'start-trial' || standing?.next === 'rejoin' ? (
        <ClubTermsLine withTrial={standing.next === 'start-trial'} />
      ) : null}
      {standing?.note && !problem ? <p className={styles.muted}>{standing.note}</p> : null}
      {/* Only while a member: leaving again ends the welcome. */}
      {rejoined?.kind === 'joined' && subscription.data?.isMember ? (
        <p className={styles.done} role="status">
          Welcome back: member prices are yours again.
        </p>
      ) : null}
      {problem ? (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      ) : null}
      {subscription.data ? <LeaveClub userId={userId} subscription={subscription.data} /> : null}
      <CardOnFile userId={userId} cardForm={cardForm} />
    </section>
  );
}
