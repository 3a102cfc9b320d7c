import type { BottleSize } from '@wine/contracts/catalog/bottle-size';
import type { OrderLine } from '@wine/contracts/orders/order-events';

const SIZE_WORDS: Readonly<Record<BottleSize, readonly [one: string, many: string]>> = {
  HALF_BOTTLE: ['half bottle', 'half bottles'],
  BOTTLE: ['bottle', 'bottles'],
  MAGNUM: ['magnum', 'magnums'],
};

/** '6 × Pauillac 2015', '1 × Barolo 2016 (magnum)'; without a name, '6 bottles'. */
function lineText({ name, quantity, bottleSize }: OrderLine): string {
  const size = SIZE_WORDS[bottleSize][quantity === 1 ? 0 : 1];
  if (name === undefined) return `${quantity} ${size}`;
  return bottleSize === 'BOTTLE' ? `${quantity} × ${name}` : `${quantity} × ${name} (${size})`;
}

export interface OrderWine {
  /** A product appears once in an order: a stable key. */
  productId: string;
  text: string;
}

/**
 * The wines of an order, a text for each line. Orders placed before lines carried the wine's
 * name give undefined: they show as they always did, by their bottles and total.
 */
export const orderWines = (lines: readonly OrderLine[]): OrderWine[] | undefined =>
  lines.some((line) => line.name !== undefined)
    ? lines.map((line) => ({ productId: line.productId, text: lineText(line) }))
    : undefined;
