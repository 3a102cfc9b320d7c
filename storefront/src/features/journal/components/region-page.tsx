import type { WineRegion } from '@wine/contracts/content/content-api';
import { LearnArticle } from './learn-article.tsx';

/** /learn/regions/$id: a region, what grows there, and the shop's wines from it. */
export function RegionPage({ region }: { region: WineRegion }) {
  return (
    <LearnArticle
      piece={region}
      pageTitle={`${region.name} wine region`}
      section={{ name: 'Regions', anchor: 'regions' }}
      kicker={region.country}
      facts={{
        label: 'At a glance',
        facts: [
          ['Climate', region.climate],
          ['Soils', region.soilTypes.join(', ')],
          ['Grapes', region.primaryGrapes.join(', ')],
          ['Styles', region.wineStyles.join(', ')],
          ['Sub-regions', region.subRegions.join(', ')],
          ['Producers to know', region.famousProducers.join(', ')],
          ['Best recent vintages', region.bestVintages.join(', ')],
          ['Harvest', region.harvest],
        ],
      }}
      linked={{ heading: `Wines from ${region.name}`, shopSearch: { region: region.name } }}
    />
  );
}
