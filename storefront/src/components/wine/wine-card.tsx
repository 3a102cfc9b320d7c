import { Link } from '@tanstack/react-router';
import { BadgeTags } from './badge-tag.tsx';
import type { CardWine } from './card-wine.ts';
import { PriceLine } from './price-line.tsx';
import { Rating } from './rating.tsx';
import { StockMeter } from './stock-meter.tsx';
import styles from './wine-card.module.css';
import { WineImage } from './wine-image.tsx';

// Two chips keep cards calm; the product page shows every badge with its tooltip.
const CARD_BADGES = 2;

/**
 * DESIGN.md's card: the bottle first, then name, producer, vintage and region, and the price
 * line last and loudest. The whole card is one link, named by the wine.
 */
export function WineCard({ wine, eager = false }: { wine: CardWine; eager?: boolean }) {
  const facts = [wine.vintage ?? 'NV', wine.varietal].join(' · ');
  return (
    <article className={styles.card}>
      <div className={styles.image}>
        <WineImage src={wine.thumbnail || undefined} alt="" wine={wine} eager={eager} />
      </div>
      <div className={styles.body}>
        <BadgeTags badges={wine.badges.slice(0, CARD_BADGES)} className={styles.badges} />
        <h3 className={styles.name}>
          <Link to="/product/$slug" params={{ slug: wine.slug }} className={styles.link}>
            {wine.name}
          </Link>
        </h3>
        <p className={styles.producer}>{wine.producer}</p>
        <p className={styles.facts}>{facts}</p>
        <p className={styles.place}>
          {wine.region}, {wine.country}
        </p>
        <div className={styles.meta}>
          <Rating rating={wine.rating} reviewCount={wine.reviewCount} />
        </div>
        <div className={styles.footer}>
          <StockMeter urgency={wine.stockUrgency} />
          <PriceLine wine={wine} />
        </div>
      </div>
    </article>
  );
}
