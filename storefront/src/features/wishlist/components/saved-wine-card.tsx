import { useQuery } from '@tanstack/react-query';
import { cardWineFromDto } from '../../../components/wine/card-wine.ts';
import { WineCard } from '../../../components/wine/wine-card.tsx';
import { WineCardSkeleton } from '../../../components/wine/wine-card-skeleton.tsx';
import { savedWineQuery } from '../api/saved-wine-query.ts';
import styles from './wishlist.module.css';

/** One saved wine as a shop card, with the way to take it off the list under it. */
export function SavedWineCard({
  wineProductId,
  onRemove,
  eager,
}: {
  wineProductId: string;
  onRemove: () => void;
  eager: boolean;
}) {
  const { data: wine, isPending, isError } = useQuery(savedWineQuery(wineProductId));
  if (isPending) return <WineCardSkeleton />;
  const name = wine?.name ?? 'this wine';
  return (
    <div className={styles.saved}>
      {wine ? (
        <WineCard wine={cardWineFromDto(wine)} eager={eager} />
      ) : (
        <p className={styles.gone}>
          {isError ? "We couldn't load this wine just now." : 'This wine is no longer in the shop.'}
        </p>
      )}
      <button
        type="button"
        className={styles.remove}
        onClick={onRemove}
        aria-label={`Remove ${name} from your wishlist`}
      >
        Remove
      </button>
    </div>
  );
}
