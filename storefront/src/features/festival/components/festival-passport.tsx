import { type UseMutationResult, useQuery } from '@tanstack/react-query';
import type { WineDto } from '@wine/contracts/catalog/wine';
import type { TastedWine } from '@wine/contracts/festival/festival-calls';
import { useState } from 'react';
import { buttonClass } from '../../../components/ui/button-variant.ts';
import { pouredWineQuery, tastedWinesQuery } from '../api/festival-queries.ts';
import styles from './festival.module.css';

type Rate = UseMutationResult<unknown, Error, { wineProductId: string; rating: number; notes: string }>;

/** The festival passport: every wine tasted, the person's stars and note, and one tap to the cart. */
export function FestivalPassport({
  userId,
  festivalId,
  rate,
  onAddToCart,
}: {
  userId: string;
  festivalId: string;
  rate: Rate;
  onAddToCart: (wine: WineDto) => boolean;
}) {
  const { data } = useQuery(tastedWinesQuery(userId, festivalId));
  const wines = data?.wines ?? [];
  return (
    <section className={styles.section} aria-labelledby="festival-passport">
      <h2 id="festival-passport">Your festival passport</h2>
      {wines.length === 0 ? (
        <p className={styles.meta}>The wines you taste appear here, to rate and to order.</p>
      ) : (
        <ul className={styles.cards} aria-label="Wines you tasted">
          {wines.map((wine) => (
            <TastedWineCard key={wine.wineProductId} tasted={wine} rate={rate} onAddToCart={onAddToCart} />
          ))}
        </ul>
      )}
    </section>
  );
}

function TastedWineCard({
  tasted,
  rate,
  onAddToCart,
}: {
  tasted: TastedWine;
  rate: Rate;
  onAddToCart: (wine: WineDto) => boolean;
}) {
  const { data: wine } = useQuery(pouredWineQuery(tasted.wineProductId));
  const [notes, setNotes] = useState(tasted.notes ?? '');
  const [added, setAdded] = useState(false);
  const name = wine?.name ?? tasted.wineProductId;
  const save = (rating: number) => rate.mutate({ wineProductId: tasted.wineProductId, rating, notes });
  return (
    <li className={styles.card} aria-label={name}>
      <h3>{name}</h3>
      <p className={styles.meta}>
        {tasted.tokensSpent} {tasted.tokensSpent === 1 ? 'token' : 'tokens'}
        {wine?.tastingNotes.length
          ? ` · ${wine.tastingNotes
              .flatMap((n) => n.notes)
              .slice(0, 4)
              .join(', ')}`
          : ''}
      </p>
      <fieldset className={styles.stars}>
        <legend className="visually-hidden">Your rating of {name}</legend>
        {[1, 2, 3, 4, 5].map((stars) => (
          <button
            key={stars}
            type="button"
            className={styles.star}
            aria-pressed={tasted.rating === stars}
            aria-label={`${stars} ${stars === 1 ? 'star' : 'stars'}`}
            onClick={() => save(stars)}
          >
            {stars}★
          </button>
        ))}
      </fieldset>
      <label>
        <span className="visually-hidden">Your notes on {name}</span>
        <textarea
          className={styles.notes}
          value={notes}
          placeholder="Your notes"
          maxLength={1000}
          onChange={(event) => setNotes(event.target.value)}
          onBlur={() => (tasted.rating && notes !== (tasted.notes ?? '') ? save(tasted.rating) : undefined)}
        />
      </label>
      <div className={styles.row}>
        <button
          type="button"
          className={buttonClass('primary')}
          disabled={!wine?.inStock}
          onClick={() => wine && setAdded(onAddToCart(wine))}
        >
          {wine && !wine.inStock ? 'Out of stock' : `Add ${name} to cart`}
        </button>
        {added ? <span role="status">Added to your cart</span> : null}
      </div>
    </li>
  );
}
