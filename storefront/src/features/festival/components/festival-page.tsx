import { useQuery } from '@tanstack/react-query';
import type { WineDto } from '@wine/contracts/catalog/wine';
import type { Festival } from '@wine/contracts/festival/festival';
import { useEffect, useRef, useState } from 'react';
import { festivalUserDataQuery } from '../../../lib/festival/festival-user-data-query.ts';
import { usePageTitle } from '../../../lib/page/use-page-title.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { useHydrated } from '../../../lib/ssr/use-hydrated.ts';
import { festivalPhase, festivalWhen } from '../festival-dates.ts';
import { useFestivalActions } from '../use-festival-actions.ts';
import styles from './festival.module.css';
import { FestivalPassport } from './festival-passport.tsx';
import { type CardFormSlot, FestivalTickets } from './festival-tickets.tsx';
import { PouredWines } from './poured-wines.tsx';
import { YourTicket } from './your-ticket.tsx';

/** Renders again every half minute, so "on now" turns to "ended" on an open page. */
function useTick(): void {
  const [, setTick] = useState(0);
  useEffect(() => {
    const tick = setInterval(() => setTick((n) => n + 1), 30_000);
    return () => clearInterval(tick);
  }, []);
}

/**
 * /festival: what, where and when, tickets left and how to get one; for an attendee their
 * ticket (QR code) and tokens, the wines poured, and their festival passport.
 */
export function FestivalPage({
  festival,
  onAddToCart,
  cardForm,
  returnedFromBank,
  onBackFromBank,
}: {
  festival: Festival;
  onAddToCart: (wine: WineDto) => boolean;
  cardForm: CardFormSlot;
  /** The PaymentIntent's client secret the bank's 3-D Secure page sent the person back with. */
  returnedFromBank: string | undefined;
  /** Takes the bank's parameters off the address once the ticket is settled. */
  onBackFromBank: () => void;
}) {
  usePageTitle(festival.name);
  useTick();
  // The server renders what a guest sees, by its clock; the browser's session and clock come
  // once the page is adopted (lib/ssr/use-hydrated.ts).
  const hydrated = useHydrated();
  const session = useSession();
  const user = hydrated ? session.user : undefined;
  const signedIn = hydrated && session.signedIn;
  const serverPhase = festival.hasEnded ? 'ended' : festival.isActive ? 'on' : 'upcoming';
  const phase = hydrated ? festivalPhase(festival, Date.now()) : serverPhase;
  const userData = useQuery({ ...festivalUserDataQuery(user?.id ?? ''), enabled: user !== undefined });
  const attendee =
    userData.data?.festivalUser?.festivalId === festival.festivalId ? userData.data.festivalUser : null;
  const actions = useFestivalActions(user?.id ?? '', festival.festivalId);
  const confirmPayment = actions.confirm.mutate;
  const confirmed = useRef<string>(undefined);
  useEffect(() => {
    if (!returnedFromBank || !user || confirmed.current === returnedFromBank) return;
    confirmed.current = returnedFromBank;
    confirmPayment(returnedFromBank, { onSettled: onBackFromBank });
  }, [returnedFromBank, user, confirmPayment, onBackFromBank]);

  return (
    <div className="page">
      <header className={styles.hero}>
        <p className={styles.eyebrow}>
          {phase === 'on' ? 'On now' : phase === 'upcoming' ? 'Coming up' : 'This festival has ended'}
        </p>
        <h1>{festival.name}</h1>
        <p className={styles.meta}>
          <span>{festivalWhen(festival.startsAt, festival.endsAt)}</span> · <span>{festival.venue}</span>
        </p>
        {festival.description ? <p>{festival.description}</p> : null}
        {actions.confirm.isError ? (
          <p role="alert" className={styles.error}>
            {actions.confirm.error.message}
          </p>
        ) : null}
        {userData.isError ? (
          <p role="alert" className={styles.error}>
            {userData.error.message}
          </p>
        ) : null}
      </header>

      {attendee?.ticket ? (
        <YourTicket
          ticket={attendee.ticket}
          tokenBalance={attendee.tokenBalance}
          tokensSpent={attendee.tokensSpent}
        />
      ) : phase === 'ended' ? null : (
        <FestivalTickets
          festivalId={festival.festivalId}
          signedIn={signedIn}
          claim={actions.claim}
          cardForm={cardForm}
        />
      )}

      <PouredWines
        festival={festival}
        canTaste={phase === 'on' && attendee?.ticket ? attendee.tokenBalance : null}
        redeem={actions.redeem}
      />

      {user && attendee?.ticket ? (
        <FestivalPassport
          userId={user.id}
          festivalId={festival.festivalId}
          rate={actions.rate}
          onAddToCart={onAddToCart}
        />
      ) : null}
    </div>
  );
}
