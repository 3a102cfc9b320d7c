import type { Viewer } from '@wine/platform/http/viewer';
import type { WineRecord } from '../projections/shop/wine-record.ts';
import type { InvestmentShown } from './shop-reader.ts';

/** Spec sections 2 and 6: investment wines are for signed-in people, never guests. */
export const investmentShownTo = (viewer: Viewer): InvestmentShown => viewer.signedIn;

/** Whether `viewer` may see this wine: a guest sees every wine but the investment ones. */
export const isShownTo = (record: WineRecord, viewer: Viewer): boolean =>
  record.product.category !== 'investment' || investmentShownTo(viewer);
