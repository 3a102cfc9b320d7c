import { type UseMutationResult, useQuery } from '@tanstack/react-query';
import { formatPence } from '@wine/contracts/money';
import { useSetAtom } from 'jotai';
import { buttonClass } from '../../../components/ui/button-variant.ts';
import { loginPromptAtom } from '../../../lib/session/login-prompt.ts';
import { availabilityQuery } from '../api/festival-queries.ts';
import styles from './festival.module.css';

type Claim = UseMutationResult<unknown, Error, { ticketTypeId: string; claimKey: string }>;

/** The ticket types, what is left of each, and the way to get one (signing in first). */
export function FestivalTickets({
  festivalId,
  signedIn,
  claim,
}: {
  festivalId: string;
  signedIn: boolean;
  claim: Claim;
}) {
  const { data } = useQuery(availabilityQuery(festivalId));
  const openLogin = useSetAtom(loginPromptAtom);
  return (
    <section className={styles.section} aria-labelledby="festival-tickets">
      <h2 id="festival-tickets">Tickets</h2>
      <ul className={styles.cards}>
        {(data?.ticketTypes ?? []).map((type) => (
          <li key={type.ticketTypeId} className={styles.card}>
            <h3>{type.name}</h3>
            <p>
              {type.pricePence === 0 ? 'Free' : formatPence(type.pricePence)} · {type.tokens} tasting tokens
            </p>
            <p>{type.soldOut ? 'Sold out' : `${type.remaining} tickets left`}</p>
            {type.pricePence > 0 ? (
              <p className={styles.meta}>Paid tickets are sold in the app and at the door.</p>
            ) : signedIn ? (
              <button
                type="button"
                className={buttonClass('primary')}
                disabled={type.soldOut || claim.isPending}
                onClick={() =>
                  claim.mutate({ ticketTypeId: type.ticketTypeId, claimKey: crypto.randomUUID() })
                }
              >
                Get a {type.name} ticket
              </button>
            ) : (
              <button
                type="button"
                className={buttonClass('primary')}
                disabled={type.soldOut}
                onClick={() => openLogin({ open: true, returnTo: undefined })}
              >
                Sign in to get a ticket
              </button>
            )}
          </li>
        ))}
      </ul>
      {claim.isError ? (
        <p role="alert" className={styles.error}>
          {claim.error.message}
        </p>
      ) : null}
    </section>
  );
}
