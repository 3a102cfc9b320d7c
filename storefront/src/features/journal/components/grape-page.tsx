import type { GrapeVariety } from '@wine/contracts/content/content-api';
import { PageHead } from '../../../lib/page/page-head.tsx';
import { ArticleHtml } from './article-html.tsx';
import { Facts } from './facts.tsx';
import styles from './journal.module.css';
import { LearnCrumbs } from './learn-crumbs.tsx';
import { LinkedWines } from './linked-wines.tsx';

/** /learn/grapes/$id: a grape, its character, and the shop's wines of it. */
export function GrapePage({ grape }: { grape: GrapeVariety }) {
  const { characteristics: c } = grape;
  return (
    <div className="page">
      <PageHead
        title={`${grape.name} grape guide`}
        description={grape.summary}
        image={grape.image.url}
        type="article"
      />
      <article className={styles.article}>
        <LearnCrumbs section="Grapes" anchor="grapes" />
        <header className={styles.articleHeader}>
          <p className={styles.kicker}>{grape.type === 'red' ? 'Red grape' : 'White grape'}</p>
          <h1>{grape.name}</h1>
          {grape.synonyms.length > 0 ? (
            <p className={styles.muted}>Also known as {grape.synonyms.join(', ')}</p>
          ) : null}
          <p className={styles.lead}>{grape.summary}</p>
        </header>
        <Facts
          label="Character"
          facts={[
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
          ]}
        />
        <ArticleHtml html={grape.description} />
        <LinkedWines
          wines={grape.wines}
          heading={`${grape.name} in the shop`}
          shopSearch={{ varietal: grape.name }}
        />
      </article>
    </div>
  );
}
