import { Link } from '@tanstack/react-router';
import type { WineDto } from '@wine/contracts/catalog/wine';
import { BadgeTags } from '../../../components/wine/badge-tag.tsx';
import { primaryImage } from '../../../components/wine/card-wine.ts';
import { PriceLine } from '../../../components/wine/price-line.tsx';
import { Rating } from '../../../components/wine/rating.tsx';
import { StockMeter } from '../../../components/wine/stock-meter.tsx';
import { PAGE_IMAGE_SIZES, WineImage } from '../../../components/wine/wine-image.tsx';
import styles from './drop.module.css';

/** The drop's lead wine, given the room of a magazine spread. */
export function DropHeroWine({ wine }: { wine: WineDto }) {
  const image = primaryImage(wine.images);
  return (
    <article className={styles.hero}>
      <div className={styles.heroImage}>
        <WineImage src={image?.url} alt="" wine={wine} priority sizes={PAGE_IMAGE_SIZES} />
      </div>
      <div className={styles.heroBody}>
        <BadgeTags badges={wine.badges} className={styles.badges} />
        <h2 className={styles.heroName}>
          <Link to="/product/$slug" params={{ slug: wine.slug }} className={styles.heroLink}>
            {wine.name}
          </Link>
        </h2>
        <p className={styles.heroProducer}>
          {wine.producer} · {wine.vintage ?? 'NV'}
        </p>
        <p className={styles.heroPlace}>
          {wine.varietal} from {wine.region}, {wine.country}
        </p>
        <p className={styles.heroDescription}>{wine.description}</p>
        <Rating rating={wine.rating} reviewCount={wine.reviewCount} />
        <div className={styles.heroFooter}>
          <StockMeter urgency={wine.stockUrgency} />
          <PriceLine wine={wine} size="hero" />
        </div>
      </div>
    </article>
  );
}
