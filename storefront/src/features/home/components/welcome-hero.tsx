import { APP_TITLE, MEMBER_COUNT_CLAIM, REVIEWS_CLAIM } from '../../../config/app-config.ts';
import styles from './home.module.css';
import { QuickActionButtons } from './quick-action-buttons.tsx';

export function WelcomeHero({ signedIn }: { signedIn: boolean }) {
  return (
    <section className={styles.hero} aria-labelledby="welcome-title">
      <p className={styles.eyebrow}>{APP_TITLE}</p>
      <h1 id="welcome-title" className={styles.title}>
        Good wine, honestly priced, every single day.
      </h1>
      <p className={styles.lead}>
        Our buyers taste hundreds of bottles to find the few worth your evening. Each day's best deals land in
        the drop; members pay less on everything.
      </p>
      <QuickActionButtons signedIn={signedIn} />
      <ul className={styles.proof} aria-label="Why people choose us">
        <li>
          <span aria-hidden="true" className={styles.stars}>
            ★★★★★
          </span>{' '}
          {REVIEWS_CLAIM}
        </li>
        <li>{MEMBER_COUNT_CLAIM} members</li>
      </ul>
    </section>
  );
}
