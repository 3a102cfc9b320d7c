import type { GrapeVariety } from '@wine/contracts/content/content-api';
import styles from './journal.module.css';
import { LearnArticle } from './learn-article.tsx';

/** /learn/grapes/$id: a grape, its character, and the shop's wines of it. */
export function GrapePage({ grape }: { grape: GrapeVariety }) {
  const { characteristics: c } = grape;
  return (
    <LearnArticle
      piece={grape}
      pageTitle={`${grape.name} grape guide`}
      section={{ name: 'Grapes', anchor: 'grapes' }}
      kicker={grape.type === 'red' ? 'Red grape' : 'White grape'}
      aside={
        grape.synonyms.length > 0 ? (
          <p className={styles.muted}>Also known as {grape.synonyms.join(', ')}</p>
        ) : null
      }
      facts={{
        label: 'Character',
        facts: [
          ['Body', c.body],
          ['Tannins', c.tannins],
          ['Acidity', c.acidity],
          ['Flavours', c.flavors.join(', ')],
          ['Climate', grape.climatePreference],
          ['Where it grows', grape.primaryRegions.join(', ')],
          ['With food', grape.foodPairings.join(', ')],
          ['Ageing', grape.agingPotential],
          ['Serve at', grape.servingTemperature],
          ['Glass', grape.glassType],
        ],
      }}
      linked={{ heading: `${grape.name} in the shop`, shopSearch: { varietal: grape.name } }}
    />
  );
}
