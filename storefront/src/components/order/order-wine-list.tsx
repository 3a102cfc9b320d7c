import type { OrderLine } from '@wine/contracts/orders/order-events';
import { orderWines } from './order-lines.ts';

/** An order's wines as a list, one line each; nothing for orders placed before lines named them. */
export function OrderWineList({ lines, className }: { lines: readonly OrderLine[]; className?: string }) {
  const wines = orderWines(lines);
  if (!wines) return null;
  return (
    <ul className={className} aria-label="Wines">
      {wines.map((wine) => (
        <li key={wine.productId}>{wine.text}</li>
      ))}
    </ul>
  );
}
