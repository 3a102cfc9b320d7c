/** A short, readable reference for an order (its id's first block), as receipts and history show it. */
export const orderReference = (orderId: string): string => orderId.slice(0, 8).toUpperCase();
