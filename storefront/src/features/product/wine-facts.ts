import { bottleSizeLabels } from '@wine/contracts/catalog/bottle-size-values';
import type { WineDto } from '@wine/contracts/catalog/wine';
import { wineTypeLabels } from '@wine/contracts/catalog/wine-type';

export interface WineFact {
  term: string;
  detail: string;
}

// Alcohol reads as on the label: '13.5%' or '14%', never '14.0%'. (Not Intl: the first Intl
// formatter on a page costs tens of milliseconds; contracts' money-format.ts.)
const percent = (value: number) => String(Math.round(value * 10) / 10);

/** The spec sheet of a wine, in the order a buyer scans it (serving is shown with the food). */
export function wineFacts(wine: WineDto): WineFact[] {
  return [
    { term: 'Style', detail: wineTypeLabels[wine.wineType] },
    { term: 'Grape', detail: wine.varietal },
    { term: 'Region', detail: `${wine.region}, ${wine.country}` },
    { term: 'Vintage', detail: wine.vintage === null ? 'Non-vintage' : String(wine.vintage) },
    { term: 'Bottle', detail: bottleSizeLabels[wine.bottleSize] },
    { term: 'Alcohol', detail: `${percent(wine.alcoholContent)}%` },
  ];
}
