import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { formatPence } from '@wine/contracts/money-format';
import { useSession } from '../../../lib/session/use-session.ts';
import { dropQuery } from '../api/drop-query.ts';
import { caseFillers } from '../case-fillers.ts';
import styles from './case-fillers.module.css';

const SHOWN = 3;

/**
 * A few of today's wines that would complete a part case: the cart's, or the orders waiting in
 * storage (bought and paid, they wait there too and go in the same dispatch). The drop is for the
 * signed-in (spec: /drop needs sign-in), so a guest sees nothing, as while loading or failed.
 */
export function DropCaseFillers({ slotsToFill }: { slotsToFill: number }) {
  const { signedIn } = useSession();
  const { data: drop } = useQuery({ ...dropQuery(), enabled: signedIn });
  if (!signedIn) return null;
  const fillers = caseFillers(drop?.wines ?? [], slotsToFill, SHOWN);
  if (fillers.length === 0) return null;
  return (
    <section className={styles.fillers} aria-labelledby="drop-fillers-heading">
      <h3 id="drop-fillers-heading">Fill the case from today's drop</h3>
      <ul className={styles.list}>
        {fillers.map((wine) => (
          <li key={wine.id}>
            <Link to="/product/$slug" params={{ slug: wine.slug }}>
              {wine.name}
              {wine.bottleSize === 'MAGNUM' ? ' (magnum)' : ''}
            </Link>
            <span className={styles.price}>{formatPence(wine.memberPrice ?? wine.publicPrice)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
