import { useQuery } from '@tanstack/react-query';
import { paymentsConfigQuery } from '../../../lib/api/payments-config-query.ts';
import { clubTermsText } from '../club-terms-text.ts';
import styles from './club.module.css';

/**
 * The club's terms as the server sets them ('14 days free, then £15.00 a month. Cancel any
 * time.'), before any card is asked for. Nothing until they load: the card form waits on the
 * same answer, so no card can be taken without them.
 */
export function ClubTermsLine({ withTrial }: { withTrial: boolean }) {
  const { data } = useQuery(paymentsConfigQuery());
  if (!data) return null;
  return (
    <p className={styles.terms} data-testid="club-terms">
      {clubTermsText(data.club, withTrial)}
    </p>
  );
}
