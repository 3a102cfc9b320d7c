import { HrefLink } from '../../../components/ui/href-link.tsx';
import styles from './journal.module.css';

/** Where a learning page sits: Learn › Grapes. */
export function LearnCrumbs({ section, anchor }: { section: string; anchor: string }) {
  return (
    <nav aria-label="Breadcrumb" className={styles.crumbs}>
      <HrefLink href="/learn">Learn</HrefLink> › <HrefLink href={`/learn#${anchor}`}>{section}</HrefLink>
    </nav>
  );
}
