interface Metadata {
  now: string;
}

export interface ReserveStock {
  type: 'ReserveStock';
  /** `stockLevel` is the catalog's, read under the stream's lock. */
  data: { productId: string; orderId: string; quantity: number; stockLevel: number };
  metadata: Metadata;
}

/** What a cancelled order held of the product (its line's quantity) goes back. */
export interface ReleaseStock {
  type: 'ReleaseStock';
  data: { productId: string; orderId: string; quantity: number };
  metadata: Metadata;
}

export type StockCommand = ReserveStock | ReleaseStock;
