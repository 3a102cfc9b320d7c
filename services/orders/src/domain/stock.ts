/** What orders hold of one product: bottles reserved, in total and per order. */
export interface Stock {
  reserved: number;
  held: ReadonlyMap<string, number>;
}
