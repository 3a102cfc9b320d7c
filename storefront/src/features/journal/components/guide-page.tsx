import type { WineGuide } from '@wine/contracts/content/content-api';
import { HrefLink } from '../../../components/ui/href-link.tsx';
import { PageHead } from '../../../lib/page/page-head.tsx';
import { ArticleHtml } from './article-html.tsx';
import { Facts } from './facts.tsx';
import styles from './journal.module.css';
import { LearnCrumbs } from './learn-crumbs.tsx';

/** /learn/guides/$id: a guide, step by step, with tips and what to read next. */
export function GuidePage({ guide }: { guide: WineGuide }) {
  return (
    <div className="page">
      <PageHead title={guide.title} description={guide.description} image={guide.image.url} type="article" />
      <article className={styles.article}>
        <LearnCrumbs section="Guides" anchor="guides" />
        <header className={styles.articleHeader}>
          <p className={styles.kicker}>{guide.category} guide</p>
          <h1>{guide.title}</h1>
          <p className={styles.lead}>{guide.description}</p>
        </header>
        <Facts
          label="Before you start"
          facts={[
            ['Difficulty', guide.difficulty],
            ['Time', guide.duration],
            ['You need', guide.equipment.join(', ')],
          ]}
        />
        <ArticleHtml html={guide.introduction} />
        <ol className={styles.steps}>
          {guide.steps.map((step) => (
            <li key={step.id} id={step.id} className={styles.step}>
              <h2>{step.title}</h2>
              <p>{step.description}</p>
              {step.details ? <ArticleHtml html={step.details} /> : null}
              {step.tips.length > 0 ? (
                <aside className={styles.tips} aria-label={`Tips: ${step.title}`}>
                  <p>Tips</p>
                  <ul>
                    {step.tips.map((tip) => (
                      <li key={tip}>{tip}</li>
                    ))}
                  </ul>
                </aside>
              ) : null}
            </li>
          ))}
        </ol>
        {guide.related.length > 0 ? (
          <section aria-labelledby="related-heading" className={styles.related}>
            <h2 id="related-heading">Read next</h2>
            <ul>
              {guide.related.map((link) => (
                <li key={link.href}>
                  <HrefLink href={link.href}>{link.title}</HrefLink>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </article>
    </div>
  );
}
