import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClubSubscriptionResult } from '@wine/contracts/payments/club-subscription';
import { useEffect, useRef, useState } from 'react';
import { buttonClass } from '../../../components/ui/button-variant.ts';
import { problemText } from '../../../lib/api/problem-text.ts';
import { adoptMembership } from '../../../lib/session/adopt-membership.ts';
import { formatUkDate } from '../../../lib/time/uk-date.ts';
import { cancelMembership } from '../api/cancel-membership.ts';
import { clubSubscriptionQuery } from '../api/club-subscription-query.ts';
import { leaveWarning } from '../leave-warning.ts';
import styles from './club.module.css';

interface LeaveClubProps {
  userId: string;
  subscription: ClubSubscriptionResult;
}

/**
 * Leaving the club from /account: "Cancel membership", what it costs, a confirm. A membership
 * keeps member prices until the end of what it already covers (a trial's last day, the period paid
 * for) and does not go on; one that Stripe ends at once takes them away (the session adopts it).
 */
export function LeaveClub({ userId, subscription }: LeaveClubProps) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const leave = useMutation({
    mutationFn: cancelMembership,
    onSuccess: (result) => {
      queryClient.setQueryData(clubSubscriptionQuery(userId).queryKey, result);
      setConfirming(false);
      if (!result.isMember) void adoptMembership(queryClient, false);
    },
  });
  const left = leave.data !== undefined && !leave.data.isMember && !subscription.isMember;
  // A membership is still one until its trial or period ends: cancelled, with an end date.
  const ending = subscription.isMember ? subscription.endsAt : null;
  const problem =
    leave.data?.isMember === true && leave.data.endsAt === null
      ? "We couldn't cancel your membership. Please try again."
      : leave.error
        ? problemText(leave.error)
        : undefined;

  // Focus follows what replaced the control that had it: the warning, the button again, the news.
  const openButton = useRef<HTMLButtonElement>(null);
  const confirmBox = useRef<HTMLElement>(null);
  const leftNote = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (confirming) confirmBox.current?.focus();
  }, [confirming]);
  useEffect(() => {
    if (left || (leave.data && ending)) leftNote.current?.focus();
  }, [left, ending, leave.data]);

  if (left) {
    return (
      <p ref={leftNote} className={styles.done} role="status" tabIndex={-1}>
        Your membership has ended: prices are the public ones from now on.
      </p>
    );
  }
  if (ending) {
    return leave.data ? (
      <p ref={leftNote} className={styles.done} role="status" tabIndex={-1}>
        Your membership won't renew: member prices until {formatUkDate(ending)}.
      </p>
    ) : null;
  }
  if (!subscription.isMember) return null;
  return (
    <>
      <button
        ref={openButton}
        type="button"
        className={styles.textButton}
        aria-expanded={confirming}
        onClick={() => {
          leave.reset();
          setConfirming(true);
        }}
      >
        Cancel membership
      </button>
      {confirming ? (
        <section
          ref={confirmBox}
          className={styles.confirm}
          aria-labelledby="leave-club-title"
          aria-describedby="leave-club-warning"
          tabIndex={-1}
        >
          <h3 id="leave-club-title" className={styles.confirmTitle}>
            Cancel your membership?
          </h3>
          <p id="leave-club-warning">{leaveWarning(subscription)}</p>
          <div className={styles.actions}>
            <button
              type="button"
              className={buttonClass('primary', 'small')}
              onClick={() => leave.mutate()}
              disabled={leave.isPending}
            >
              {leave.isPending ? 'Cancelling…' : 'Yes, cancel membership'}
            </button>
            <button
              type="button"
              className={buttonClass('outline', 'small')}
              onClick={() => {
                setConfirming(false);
                openButton.current?.focus();
              }}
              disabled={leave.isPending}
            >
              Keep my membership
            </button>
          </div>
        </section>
      ) : null}
      {problem ? (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      ) : null}
    </>
  );
}
