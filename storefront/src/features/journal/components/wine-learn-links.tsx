import { useQuery } from '@tanstack/react-query';
import { HrefLink } from '../../../components/ui/href-link.tsx';
import { wineLinksQuery } from '../api/content-queries.ts';
import styles from './journal.module.css';

/** On a wine's page: its grapes' and region's learning pages, when there are such pages. */
export function WineLearnLinks({ varietal, region }: { varietal: string; region: string }) {
  const { data } = useQuery(wineLinksQuery(varietal, region));
  const links = data ? [...data.grapes, ...(data.region ? [data.region] : [])] : [];
  if (links.length === 0) return null;
  return (
    <section aria-labelledby="learn-more-heading" className={styles.learnMore}>
      <h2 id="learn-more-heading">Learn more</h2>
      <ul>
        {links.map((link) => (
          <li key={link.href}>
            <HrefLink href={link.href}>
              {link.kind === 'grape' ? `The ${link.title} grape` : `The ${link.title} region`}
            </HrefLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
