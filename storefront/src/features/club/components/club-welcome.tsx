import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { buttonClass } from '../../../components/ui/button-variant.ts';
import styles from './club.module.css';

interface ClubWelcomeProps {
  /** '6 December 2026' while on the free trial. */
  trialEnds: string | undefined;
  /** The member check agrees and prices were refetched: the shop shows member prices now. */
  pricesReady: boolean;
  /** Just joined: the card form that had focus is gone, so the welcome takes it. */
  takeFocus: boolean;
}

/** A new member's welcome: until when the trial runs, and the way to the member prices. */
export function ClubWelcome({ trialEnds, pricesReady, takeFocus }: ClubWelcomeProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takeFocus) heading.current?.focus();
  }, [takeFocus]);
  return (
    <section className={styles.welcome} aria-labelledby="club-welcome-title">
      <svg className={styles.tick} viewBox="0 0 48 48" aria-hidden="true">
        <circle cx="24" cy="24" r="20" />
        <path d="M15 24.5l6 6 12-13" />
      </svg>
      <h2 ref={heading} id="club-welcome-title" className={styles.title} tabIndex={-1}>
        You're a member
      </h2>
      <p data-testid="club-welcome">
        {trialEnds ? (
          <>
            Your free trial runs until <strong>{trialEnds}</strong>, and member prices are yours now.
          </>
        ) : (
          'Member prices are yours now.'
        )}
      </p>
      {pricesReady ? (
        <div className={styles.actions}>
          <Link to="/shop" className={buttonClass('primary')}>
            Shop at member prices
          </Link>
          <Link to="/dashboard" className={buttonClass('outline')}>
            Go to your dashboard
          </Link>
        </div>
      ) : (
        <p className={styles.muted} role="status">
          Getting your member prices ready…
        </p>
      )}
    </section>
  );
}
