import { type UseMutationResult, useQuery } from '@tanstack/react-query';
import type { Festival, PouredWine } from '@wine/contracts/festival/festival';
import { buttonClass } from '../../../components/ui/button-variant.ts';
import { pouredWineQuery } from '../api/festival-queries.ts';
import styles from './festival.module.css';

type Redeem = UseMutationResult<unknown, Error, { wineProductId: string; redemptionId: string }>;

/** The wines poured and their token cost; with a ticket during the festival, a glass of each. */
export function PouredWines({
  festival,
  canTaste,
  redeem,
}: {
  festival: Festival;
  /** The tokens to taste with; null when the person cannot taste now. */
  canTaste: number | null;
  redeem: Redeem;
}) {
  return (
    <section className={styles.section} aria-labelledby="poured-wines">
      <h2 id="poured-wines">Wines poured</h2>
      <ul className={styles.cards}>
        {festival.wines.map((wine) => (
          <PouredWineCard key={wine.wineProductId} wine={wine} canTaste={canTaste} redeem={redeem} />
        ))}
      </ul>
      {redeem.isError ? (
        <p role="alert" className={styles.error}>
          {redeem.error.message}
        </p>
      ) : null}
    </section>
  );
}

function PouredWineCard({
  wine,
  canTaste,
  redeem,
}: {
  wine: PouredWine;
  canTaste: number | null;
  redeem: Redeem;
}) {
  const { data } = useQuery(pouredWineQuery(wine.wineProductId));
  const name = data?.name ?? wine.wineProductId;
  const cost = `${wine.tokenCost} ${wine.tokenCost === 1 ? 'token' : 'tokens'}`;
  return (
    <li className={styles.card}>
      <h3>{name}</h3>
      {data ? (
        <p className={styles.meta}>
          {data.producer} · {data.region}
        </p>
      ) : null}
      <p>{cost} a glass</p>
      {canTaste !== null ? (
        <button
          type="button"
          className={buttonClass('outline')}
          disabled={canTaste < wine.tokenCost || redeem.isPending}
          aria-label={`Taste ${name} for ${cost}`}
          // One redemption id per tap: the client's retry of this pour spends once.
          onClick={() =>
            redeem.mutate({ wineProductId: wine.wineProductId, redemptionId: crypto.randomUUID() })
          }
        >
          Taste · {cost}
        </button>
      ) : null}
    </li>
  );
}
