import { formatPence } from '@wine/contracts/money-format';
import { button, escapeHtml, layoutHtml, paragraph, type RenderedMail, textFooter } from './layout.ts';

export interface AlertContext {
  productName: string;
  webAppUrl: string;
  unsubscribeUrl: string;
}

export interface WineLine {
  name: string;
  slug: string;
  publicPricePence: number;
  memberPricePence: number;
}

const site = (base: string, path: string) => `${base.replace(/\/$/, '')}${path}`;
const wineUrl = (base: string, wine: Pick<WineLine, 'slug'>) =>
  site(base, `/product/${encodeURIComponent(wine.slug)}`);
const priceLine = (wine: WineLine) =>
  `${formatPence(wine.publicPricePence)}, members ${formatPence(wine.memberPricePence)}`;

/** A wine from the wishlist is back. */
export function backInStockMail(ctx: AlertContext, wine: WineLine): RenderedMail {
  const url = wineUrl(ctx.webAppUrl, wine);
  const reason = 'You get this because you turned on back-in-stock alerts for your wishlist.';
  return {
    subject: `${ctx.productName}: ${wine.name} is back in stock`,
    text: `Good news: ${wine.name}, on your wishlist, is back in stock (${priceLine(wine)}).\nBottles go quickly: ${url}${textFooter(ctx.unsubscribeUrl, reason)}`,
    html: layoutHtml({
      productName: ctx.productName,
      bodyHtml: [
        paragraph(
          `Good news: <strong>${escapeHtml(wine.name)}</strong>, on your wishlist, is back in stock.`,
        ),
        paragraph(escapeHtml(priceLine(wine))),
        button(url, 'See the wine'),
      ].join('\n'),
      unsubscribeUrl: ctx.unsubscribeUrl,
      reason,
    }),
  };
}

/** A new drop opened. */
export function nextDropMail(ctx: AlertContext, date: string, wines: readonly WineLine[]): RenderedMail {
  const url = site(ctx.webAppUrl, '/drop');
  const reason = 'You get this because you turned on next-drop alerts.';
  const names = wines.map((w) => `- ${w.name}: ${priceLine(w)}`).join('\n');
  return {
    subject: `${ctx.productName}: the ${date} drop is open`,
    text: `Today's drop is open.\n${names}\n\nSee it: ${url}${textFooter(ctx.unsubscribeUrl, reason)}`,
    html: layoutHtml({
      productName: ctx.productName,
      bodyHtml: [
        paragraph(`Today's drop (${escapeHtml(date)}) is open.`),
        wines.length > 0
          ? `<ul>${wines.map((w) => `<li>${escapeHtml(w.name)}: ${escapeHtml(priceLine(w))}</li>`).join('')}</ul>`
          : '',
        button(url, "See today's drop"),
      ].join('\n'),
      unsubscribeUrl: ctx.unsubscribeUrl,
      reason,
    }),
  };
}

/** Today's best deals: the wines in stock with the biggest member saving. */
export function hotSwapDealsMail(ctx: AlertContext, date: string, deals: readonly WineLine[]): RenderedMail {
  const reason = 'You get this because you turned on hot-swap deals.';
  const lines = deals.map((w) => `- ${w.name}: ${priceLine(w)} ${wineUrl(ctx.webAppUrl, w)}`).join('\n');
  return {
    subject: `${ctx.productName}: today's hot-swap deals`,
    text: `Today's best deals (${date}):\n${lines}${textFooter(ctx.unsubscribeUrl, reason)}`,
    html: layoutHtml({
      productName: ctx.productName,
      bodyHtml: [
        paragraph(`Today's best deals (${escapeHtml(date)}):`),
        `<ul>${deals
          .map(
            (w) =>
              `<li><a href="${escapeHtml(wineUrl(ctx.webAppUrl, w))}">${escapeHtml(w.name)}</a>: ${escapeHtml(priceLine(w))}</li>`,
          )
          .join('')}</ul>`,
      ].join('\n'),
      unsubscribeUrl: ctx.unsubscribeUrl,
      reason,
    }),
  };
}
