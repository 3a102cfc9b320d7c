/**
 * What orders hold of one product: the bottles reserved. Which order holds what is on the orders
 * themselves: an order reserves once (when placed) and releases once (when cancelled, a final
 * status), so the stock needs no per-order map, and its snapshot stays one number.
 */
export interface Stock {
  reserved: number;
}
