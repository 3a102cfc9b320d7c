import type { FestivalTicket } from '@wine/contracts/festival/festival-calls';
import styles from './festival.module.css';
import { TicketQr } from './ticket-qr.tsx';

/** The attendee's ticket: the QR code the door scans, and the tokens left to taste with. */
export function YourTicket({
  ticket,
  tokenBalance,
  tokensSpent,
}: {
  ticket: FestivalTicket;
  tokenBalance: number;
  tokensSpent: number;
}) {
  return (
    <section className={styles.section} aria-labelledby="your-ticket">
      <h2 id="your-ticket">Your ticket</h2>
      <div className={styles.ticket}>
        <TicketQr code={ticket.qrCode} label={`QR code of your ${ticket.ticketTypeName} ticket`} />
        <div>
          <p>
            <strong>{ticket.ticketTypeName}</strong>
          </p>
          <p className={styles.meta}>Show this code at the door.</p>
          <p className={styles.balance}>
            {tokenBalance} {tokenBalance === 1 ? 'token' : 'tokens'} left
          </p>
          {tokensSpent > 0 ? <p className={styles.meta}>{tokensSpent} spent so far</p> : null}
        </div>
      </div>
    </section>
  );
}
