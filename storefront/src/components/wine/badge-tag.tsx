import { type WineBadge, wineBadgeDisplay } from '@wine/contracts/wine-badge';
import styles from './badges.module.css';

/** A badge as a quiet chip, for cards where the whole card is a link and a tooltip cannot live. */
export function BadgeTag({ badge }: { badge: WineBadge }) {
  return (
    <span className={`${styles.chip} ${styles.tag}`} data-badge={badge}>
      {wineBadgeDisplay[badge].text}
    </span>
  );
}
