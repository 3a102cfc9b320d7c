import { Link } from '@tanstack/react-router';
import { formatPence } from '@wine/contracts/money-format';
import type { DispatchResult, FullCaseAnswer } from '@wine/contracts/orders/delivery';
import { type ReactNode, useState } from 'react';
import { buttonClass } from '../../../components/ui/button-variant.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { LoadingRegion } from '../../../components/ui/loading-region.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { usePageTitle } from '../../../lib/page/use-page-title.ts';
import { useOrders } from '../use-orders.ts';
import type { CardPaymentSlot } from './card-payment-slot.ts';
import { OrderCard } from './order-card.tsx';
import { OrderPagination } from './order-pagination.tsx';
import styles from './orders.module.css';
import { StopWaitingButton } from './stop-waiting-button.tsx';
import { StoragePanel } from './storage-panel.tsx';

interface OrdersPageProps {
  /** Where this page of the history starts (the URL's `offset`). */
  offset: number;
  /** A card form, composed by the route, for a part case's delivery fee. */
  payWithCard: (slot: CardPaymentSlot) => ReactNode;
  fillers?: (slotsToFill: number) => ReactNode;
}

/** /account/orders: what is in storage (and sending it), then every order, newest first. */
export function OrdersPage({ offset, payWithCard, fillers }: OrdersPageProps) {
  usePageTitle('Your orders');
  const { userId, page, stored } = useOrders(offset);
  const [dispatched, setDispatched] = useState<DispatchResult>();
  const [waiting, setWaiting] = useState<FullCaseAnswer>();

  return (
    <div className={`page ${styles.layout}`}>
      <header className={styles.header}>
        <h1>Your orders</h1>
        <p className={styles.lead}>
          Every case you have bought, whether it waits in our cellar or is on its way.
        </p>
      </header>
      {dispatched ? (
        <p className={styles.done} role="status">
          Dispatch requested for {dispatched.orders.length}{' '}
          {dispatched.orders.length === 1 ? 'order' : 'orders'}
          {dispatched.feePence > 0
            ? `; delivery paid: ${formatPence(dispatched.feePence)}`
            : ', delivered free'}
          .
        </p>
      ) : null}
      {waiting ? (
        <p className={styles.done} role="status">
          {waiting.dispatchId
            ? 'Your case is complete: dispatch requested, delivered free.'
            : `Waiting for a full case: ${waiting.slotsToFill} more ${waiting.slotsToFill === 1 ? 'slot' : 'slots'} and it ships free.`}
        </p>
      ) : null}
      {stored.data && stored.data.orders.length > 0 ? (
        <StoragePanel
          userId={userId}
          stored={stored.data.orders}
          inStorageCount={stored.data.total}
          payWithCard={payWithCard}
          fillers={fillers}
          onDispatched={(result) => {
            setWaiting(undefined);
            setDispatched(result);
          }}
          onWaiting={(answer) => {
            setDispatched(undefined);
            setWaiting(answer);
          }}
        />
      ) : null}
      <section className={styles.history} aria-labelledby="history-heading">
        <h2 id="history-heading">Order history</h2>
        {page.isError ? (
          <LoadFailed title="We couldn't load your orders" retry={() => page.refetch()}>
            Check your connection and try again.
          </LoadFailed>
        ) : !page.data ? (
          <LoadingRegion label="Loading your orders">
            <div className={styles.orders}>
              {[0, 1, 2].map((n) => (
                <Skeleton key={n} height="6.5rem" />
              ))}
            </div>
          </LoadingRegion>
        ) : page.data.orders.length === 0 ? (
          <EmptyState
            title="No orders yet"
            action={
              <Link to="/shop" className={buttonClass('primary')}>
                Browse Wines
              </Link>
            }
          >
            Your first case starts in the shop: twelve slots, and a magnum fills six.
          </EmptyState>
        ) : (
          <>
            <ol className={styles.orders} aria-label="Your orders">
              {page.data.orders.map((order) => (
                <li key={order.orderId}>
                  <OrderCard
                    order={order}
                    action={
                      order.status === 'PENDING' ? <StopWaitingButton userId={userId} order={order} /> : null
                    }
                  />
                </li>
              ))}
            </ol>
            <OrderPagination page={page.data} />
          </>
        )}
      </section>
    </div>
  );
}
