import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNow } from '../../../lib/time/use-now.ts';
import { dropQueryKey } from '../api/drop-query.ts';
import { countdown, describeCountdown, formatClock } from '../countdown.ts';
import styles from './drop.module.css';

/** "Next drop in 05:04:09". When it reaches zero the drop is fetched again: the new one is live. */
/** `onDark` sets the colours for the wine-red banners it usually sits on. */
export function DropCountdown({ endsAt, onDark = false }: { endsAt: string; onDark?: boolean }) {
  const now = useNow();
  const left = countdown(endsAt, now);
  const queryClient = useQueryClient();

  useEffect(() => {
    if (left.done) void queryClient.invalidateQueries({ queryKey: dropQueryKey });
  }, [left.done, queryClient]);

  return (
    <p className={styles.countdown} data-on-dark={onDark}>
      <span className={styles.countdownLabel}>Next drop in</span>
      {/* Screen readers get words, not a clock read out digit by digit every second. */}
      <span className={styles.clock} aria-hidden="true">
        {formatClock(left)}
      </span>
      <span className="visually-hidden">{describeCountdown(left)}</span>
    </p>
  );
}
