import { type UseMutationResult, useQuery } from '@tanstack/react-query';
import type { TicketAvailability } from '@wine/contracts/festival/festival-calls';
import { formatPence } from '@wine/contracts/money';
import { useSetAtom } from 'jotai';
import { type ReactNode, useState } from 'react';
import { buttonClass } from '../../../components/ui/button-variant.ts';
import { loginPromptAtom } from '../../../lib/session/login-prompt.ts';
import { availabilityQuery } from '../api/festival-queries.ts';
import styles from './festival.module.css';

type Claim = UseMutationResult<
  unknown,
  Error,
  { ticketTypeId: string; claimKey: string; paymentMethodId?: string }
>;

/** A card form (the checkout's, composed by the route): it hands over the card the processor made. */
export type CardFormSlot = (props: {
  submitLabel: string;
  /** The ticket's price, for a wallet's sheet. */
  amountPence: number;
  problem: string | undefined;
  onPaymentMethod: (paymentMethodId: string) => Promise<void>;
}) => ReactNode;

/** The ticket types, what is left of each, and the way to get one (signing in first). */
export function FestivalTickets({
  festivalId,
  signedIn,
  claim,
  cardForm,
}: {
  festivalId: string;
  signedIn: boolean;
  claim: Claim;
  cardForm: CardFormSlot;
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
            {!signedIn ? (
              <button
                type="button"
                className={buttonClass('primary')}
                disabled={type.soldOut}
                onClick={() => openLogin({ open: true, returnTo: undefined })}
              >
                Sign in to get a ticket
              </button>
            ) : type.pricePence === 0 ? (
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
              <PaidTicket type={type} claim={claim} cardForm={cardForm} />
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

/** "Buy", then the card: one claim key for the purchase, so a retried payment charges once. */
function PaidTicket({
  type,
  claim,
  cardForm,
}: {
  type: TicketAvailability;
  claim: Claim;
  cardForm: CardFormSlot;
}) {
  const [claimKey, setClaimKey] = useState<string>();
  const price = formatPence(type.pricePence);
  if (!claimKey) {
    return (
      <button
        type="button"
        className={buttonClass('primary')}
        disabled={type.soldOut}
        onClick={() => setClaimKey(crypto.randomUUID())}
      >
        Buy a {type.name} ticket · {price}
      </button>
    );
  }
  return cardForm({
    submitLabel: `Pay ${price}`,
    amountPence: type.pricePence,
    problem: claim.isError ? claim.error.message : undefined,
    onPaymentMethod: async (paymentMethodId) => {
      await claim
        .mutateAsync({ ticketTypeId: type.ticketTypeId, claimKey, paymentMethodId })
        .catch(() => undefined);
    },
  });
}
