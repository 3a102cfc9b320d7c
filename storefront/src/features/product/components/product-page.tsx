import type { WineDto } from '@wine/contracts/catalog/wine';
import type { ReactNode } from 'react';
import { BadgeChip } from '../../../components/wine/badge-chip.tsx';
import { primaryImage } from '../../../components/wine/card-wine.ts';
import { Rating } from '../../../components/wine/rating.tsx';
import { PAGE_IMAGE_SIZES, WineImage } from '../../../components/wine/wine-image.tsx';
import { usePageTitle } from '../../../lib/page/use-page-title.ts';
import { FoodPairings } from './food-pairings.tsx';
import styles from './product.module.css';
import { PurchasePanel } from './purchase-panel.tsx';
import { TastingNotes } from './tasting-notes.tsx';
import { WineFactList } from './wine-fact-list.tsx';

interface ProductPageProps {
  wine: WineDto;
  /** Buttons the route composes from other features (get the app, share). */
  actions?: ReactNode;
  /** Links to the grape's and region's pages, composed by the route. */
  learnMore?: ReactNode;
}

export function ProductPage({ wine, actions, learnMore }: ProductPageProps) {
  usePageTitle(wine.name);
  const image = primaryImage(wine.images);

  return (
    <div className="page">
      <article className={styles.product}>
        <div className={styles.gallery}>
          <WineImage src={image?.url} alt={image?.alt ?? ''} wine={wine} priority sizes={PAGE_IMAGE_SIZES} />
        </div>
        <div className={styles.summary}>
          <p className={styles.producer}>{wine.producer}</p>
          <h1 className={styles.name}>{wine.name}</h1>
          <p className={styles.subtitle}>
            {wine.vintage ?? 'Non-vintage'} · {wine.varietal} · {wine.region}, {wine.country}
          </p>
          <Rating rating={wine.rating} reviewCount={wine.reviewCount} />
          {wine.badges.length > 0 ? (
            <ul className={styles.badges} aria-label="Badges">
              {wine.badges.map((badge) => (
                <li key={badge}>
                  <BadgeChip badge={badge} />
                </li>
              ))}
            </ul>
          ) : null}
          <PurchasePanel wine={wine} actions={actions} />
        </div>
        <div className={styles.details}>
          <section aria-labelledby="about-heading" className={styles.section}>
            <h2 id="about-heading">About this wine</h2>
            <p className={styles.description}>{wine.description}</p>
          </section>
          <TastingNotes notes={wine.tastingNotes} />
          <FoodPairings pairings={wine.foodPairings} servingTemperature={wine.servingTemperature} />
          <WineFactList wine={wine} />
          {learnMore}
        </div>
      </article>
    </div>
  );
}
