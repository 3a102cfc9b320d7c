import type { WineRegion } from '@wine/contracts/content/content-api';
import { PageHead } from '../../../lib/page/page-head.tsx';
import { ArticleHtml } from './article-html.tsx';
import { Facts } from './facts.tsx';
import styles from './journal.module.css';
import { LearnCrumbs } from './learn-crumbs.tsx';
import { LinkedWines } from './linked-wines.tsx';

/** /learn/regions/$id: a region, what grows there, and the shop's wines from it. */
export function RegionPage({ region }: { region: WineRegion }) {
  return (
    <div className="page">
      <PageHead
        title={`${region.name} wine region`}
        description={region.summary}
        image={region.image.url}
        type="article"
      />
      <article className={styles.article}>
        <LearnCrumbs section="Regions" anchor="regions" />
        <header className={styles.articleHeader}>
          <p className={styles.kicker}>{region.country}</p>
          <h1>{region.name}</h1>
          <p className={styles.lead}>{region.summary}</p>
        </header>
        <Facts
          label="At a glance"
          facts={[
            ['Climate', region.climate],
            ['Soils', region.soilTypes.join(', ')],
            ['Grapes', region.primaryGrapes.join(', ')],
            ['Styles', region.wineStyles.join(', ')],
            ['Sub-regions', region.subRegions.join(', ')],
            ['Producers to know', region.famousProducers.join(', ')],
            ['Best recent vintages', region.bestVintages.join(', ')],
            ['Harvest', region.harvest],
          ]}
        />
        <ArticleHtml html={region.description} />
        <LinkedWines
          wines={region.wines}
          heading={`Wines from ${region.name}`}
          shopSearch={{ region: region.name }}
        />
      </article>
    </div>
  );
}
