import { type StockUrgency, stockUrgencyLabels } from '@wine/contracts/stock-urgency';

export type StockTone = 'alert' | 'normal' | 'none';

export interface StockMeterModel {
  label: string;
  /** How full the thin bar is, 0 to 1. */
  fill: number;
  /** DESIGN.md: red only when almost gone; never a false alarm. */
  tone: StockTone;
}

// The bar is a picture of the label, not of a bottle count: list items carry only the urgency.
const FILL: Readonly<Record<StockUrgency, number>> = {
  OUT_OF_STOCK: 0,
  ALMOST_GONE_FOREVER: 0.08,
  A_FEW_BOTTLES_LEFT: 0.25,
  SELLING_OUT_FAST: 0.5,
  PLENTY_IN_STOCK: 1,
};

export function stockMeterModel(urgency: StockUrgency): StockMeterModel {
  return {
    label: stockUrgencyLabels[urgency],
    fill: FILL[urgency],
    tone: urgency === 'ALMOST_GONE_FOREVER' ? 'alert' : urgency === 'OUT_OF_STOCK' ? 'none' : 'normal',
  };
}
