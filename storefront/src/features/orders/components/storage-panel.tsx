import { useQuery } from '@tanstack/react-query';
import { formatPence } from '@wine/contracts/money-format';
import type { OrderSummary } from '@wine/contracts/orders/checkout';
import {
  CASE_SLOTS,
  type DispatchResult,
  type FullCaseAnswer,
  MAX_ORDERS_PER_DISPATCH,
} from '@wine/contracts/orders/delivery';
import { type ReactNode, useState } from 'react';
import { caseFill } from '../../../components/case/case-fill.ts';
import { CaseFillMeter } from '../../../components/case/case-fill-meter.tsx';
import { orderWines } from '../../../components/order/order-lines.ts';
import { orderReference } from '../../../components/order/order-reference.ts';
import { buttonClass } from '../../../components/ui/button-variant.ts';
import { problemText } from '../../../lib/api/problem-text.ts';
import { formatUkDate } from '../../../lib/time/uk-date.ts';
import { deliveryQuoteQuery } from '../api/delivery.ts';
import { caseSlotsOf, selectedOrders, storageLimitNote, untickedAtFirst } from '../storage-selection.ts';
import { useDispatchOrders, useWaitForFullCase } from '../use-dispatch-orders.ts';
import type { CardPaymentSlot } from './card-payment-slot.ts';
import styles from './orders.module.css';

interface StoragePanelProps {
  userId: string;
  /** Paid orders in our cellar, newest first; not empty. */
  stored: readonly OrderSummary[];
  /** How many there are: more than `stored` lists when the cellar holds over 100. */
  inStorageCount: number;
  payWithCard: (slot: CardPaymentSlot) => ReactNode;
  /** Wines that would fill the part case, if the route has some to offer. */
  fillers?: ((slotsToFill: number) => ReactNode) | undefined;
  onDispatched: (result: DispatchResult) => void;
  /** The part case waits for its case to fill instead (Complete case to unlock). */
  onWaiting: (answer: FullCaseAnswer) => void;
}

/** The wines of an order in storage, under its line, when the order names them. */
function PickWines({ order }: { order: OrderSummary }) {
  const wines = orderWines(order.lines);
  return wines ? <span className={styles.pickWines}>{wines.map((wine) => wine.text).join(', ')}</span> : null;
}

/**
 * The orders waiting in storage, all ticked to start with, filling a case: a full case ships
 * free; a part case pays the quoted fee by card before it is sent for.
 */
export function StoragePanel({
  userId,
  stored,
  inStorageCount,
  payWithCard,
  fillers,
  onDispatched,
  onWaiting,
}: StoragePanelProps) {
  const [unticked, setUnticked] = useState(() => untickedAtFirst(stored));
  const [payingFee, setPayingFee] = useState(false);
  const selected = selectedOrders(stored, unticked);
  const picked = new Set(selected.map((order) => order.orderId));
  const full = selected.length >= MAX_ORDERS_PER_DISPATCH;
  const limitNote = storageLimitNote(stored.length, inStorageCount);
  const slots = caseSlotsOf(selected);
  const { filled, completeCases, remaining } = caseFill(slots);
  const quote = useQuery(deliveryQuoteQuery(selected.map((order) => order.orderId)));
  const dispatch = useDispatchOrders(userId, (result) => {
    setPayingFee(false);
    onDispatched(result);
  });
  const wait = useWaitForFullCase(userId, (answer) => {
    setPayingFee(false);
    onWaiting(answer);
  });
  const failed = dispatch.error ?? wait.error;
  // A quote for an earlier selection stays on screen while the new one loads, but is not acted on.
  const fee = selected.length > 0 && !quote.isPlaceholderData ? quote.data?.feePence : undefined;

  const toggle = (orderId: string) => {
    const next = new Set(unticked);
    if (picked.has(orderId)) next.add(orderId);
    else next.delete(orderId);
    setUnticked(next);
    // Another selection may cost another fee: the card is asked for again.
    setPayingFee(false);
    dispatch.reset();
    wait.reset();
  };
  const orderIds = selected.map((order) => order.orderId);
  const requestDispatch = () => {
    if (fee === 0) dispatch.mutate({ orderIds });
    else setPayingFee(true);
  };

  return (
    <section className={styles.card} aria-labelledby="storage-heading">
      <h2 id="storage-heading">In storage</h2>
      <p className={styles.muted}>
        Paid wine waiting in our cellar at 12–16 °C. Tick what to send together: a full case of {CASE_SLOTS}{' '}
        ships free.
      </p>
      {limitNote ? (
        <p className={styles.note} role="note">
          {limitNote}
        </p>
      ) : null}
      <fieldset className={styles.picks}>
        <legend className="visually-hidden">Orders to send</legend>
        {stored.map((order) => (
          <label key={order.orderId} className={styles.pick}>
            <input
              type="checkbox"
              checked={picked.has(order.orderId)}
              onChange={() => toggle(order.orderId)}
              // A full dispatch takes no more: untick one to make room.
              disabled={dispatch.isPending || (full && !picked.has(order.orderId))}
            />
            <span>
              Order {orderReference(order.orderId)} · {formatUkDate(order.placedAt)} · {order.totals.bottles}{' '}
              {order.totals.bottles === 1 ? 'bottle' : 'bottles'}
              <PickWines order={order} />
            </span>
          </label>
        ))}
      </fieldset>
      <CaseFillMeter slots={slots}>
        <p data-testid="storage-case-fill">
          {selected.length === 0
            ? 'Tick the orders to send.'
            : remaining === 0
              ? `${filled} of ${CASE_SLOTS} slots: ${completeCases === 1 ? 'a full case' : `${completeCases} full cases`}, delivered free`
              : `${filled} of ${CASE_SLOTS} slots: ${remaining} more fill the case, and a full case ships free`}
        </p>
      </CaseFillMeter>
      {remaining > 0 && selected.length > 0 && fillers ? fillers(remaining) : null}
      {selected.length > 0 ? (
        <dl className={styles.totals}>
          <dt>Delivery</dt>
          <dd data-testid="delivery-fee">
            {fee === undefined ? '…' : fee === 0 ? 'Free' : formatPence(fee)}
          </dd>
        </dl>
      ) : null}
      <p className={styles.muted}>The courier hands your wine to an adult (18 or over), who signs for it.</p>
      {quote.isError ? (
        <p className={styles.problem} role="alert">
          We couldn't work out the delivery. {problemText(quote.error)}
        </p>
      ) : null}
      {payingFee && fee !== undefined && fee > 0 ? (
        payWithCard({
          submitLabel: `Pay ${formatPence(fee)} and request dispatch`,
          amountPence: fee,
          problem: dispatch.error ? problemText(dispatch.error) : undefined,
          onPaymentMethod: async (stripePaymentId) => {
            await dispatch
              .mutateAsync({ orderIds, acceptedFeePence: fee, stripePaymentId })
              .catch(() => undefined);
          },
        })
      ) : (
        <>
          {failed ? (
            <p className={styles.problem} role="alert">
              {problemText(failed)}
            </p>
          ) : null}
          <button
            type="button"
            className={buttonClass('primary')}
            disabled={fee === undefined || dispatch.isPending || wait.isPending}
            onClick={requestDispatch}
          >
            {dispatch.isPending ? 'Requesting dispatch…' : 'Request dispatch'}
          </button>
          {fee !== undefined && fee > 0 ? (
            <button
              type="button"
              className={buttonClass('secondary')}
              disabled={dispatch.isPending || wait.isPending}
              onClick={() => wait.mutate(orderIds)}
            >
              Wait for a full case (free delivery)
            </button>
          ) : null}
        </>
      )}
    </section>
  );
}
