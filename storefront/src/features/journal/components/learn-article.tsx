import type { LinkedWine } from '@wine/contracts/content/content-api';
import type { ReactNode } from 'react';
import { PageHead } from '../../../lib/page/page-head.tsx';
import { ArticleHtml } from './article-html.tsx';
import { Facts } from './facts.tsx';
import styles from './journal.module.css';
import { LearnCrumbs } from './learn-crumbs.tsx';
import { LinkedWines } from './linked-wines.tsx';

/** What a grape's or a region's page shows of it. */
interface LearnPiece {
  name: string;
  summary: string;
  image: { url: string };
  /** The article, as HTML. */
  description: string;
  wines: LinkedWine[];
}

/**
 * A /learn page about one grape or region: the crumbs back to its section of the index, its
 * name under a kicker, its facts, the article, and the shop's wines of it.
 */
export function LearnArticle(props: {
  piece: LearnPiece;
  pageTitle: string;
  section: { name: string; anchor: string };
  kicker: string;
  /** Under the name, before the summary (a grape's other names). */
  aside?: ReactNode;
  facts: { label: string; facts: [string, string | undefined][] };
  linked: { heading: string; shopSearch: { region?: string; varietal?: string } };
}) {
  const { piece } = props;
  return (
    <div className="page">
      <PageHead title={props.pageTitle} description={piece.summary} image={piece.image.url} type="article" />
      <article className={styles.article}>
        <LearnCrumbs section={props.section.name} anchor={props.section.anchor} />
        <header className={styles.articleHeader}>
          <p className={styles.kicker}>{props.kicker}</p>
          <h1>{piece.name}</h1>
          {props.aside}
          <p className={styles.lead}>{piece.summary}</p>
        </header>
        <Facts label={props.facts.label} facts={props.facts.facts} />
        <ArticleHtml html={piece.description} />
        <LinkedWines
          wines={piece.wines}
          heading={props.linked.heading}
          shopSearch={props.linked.shopSearch}
        />
      </article>
    </div>
  );
}
