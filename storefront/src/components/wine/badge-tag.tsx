import { type WineBadge, wineBadgeDisplay } from '@wine/contracts/wine-badge';
import styles from './badges.module.css';

/** A wine's badges as a list of chips; nothing when it has none. */
export function BadgeTags({ badges, className }: { badges: readonly WineBadge[]; className?: string }) {
  if (badges.length === 0) return null;
  return (
    <ul className={className} aria-label="Badges">
      {badges.map((badge) => (
        <li key={badge}>
          <BadgeTag badge={badge} />
        </li>
      ))}
    </ul>
  );
}

/** A badge as a quiet chip, for cards where the whole card is a link and a tooltip cannot live. */
export function BadgeTag({ badge }: { badge: WineBadge }) {
  return (
    <span className={`${styles.chip} ${styles.tag}`} data-badge={badge}>
      {wineBadgeDisplay[badge].text}
    </span>
  );
}
