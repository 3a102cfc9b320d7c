import { buttonClass } from '../../../components/ui/button-variant.ts';
import { HrefLink } from '../../../components/ui/href-link.tsx';
import { quickActionsFor } from '../quick-actions.ts';
import styles from './home.module.css';

export function QuickActionButtons({ signedIn }: { signedIn: boolean }) {
  return (
    <ul className={styles.actions} aria-label="Quick actions">
      {quickActionsFor(signedIn).map((action) => (
        <li key={action.href} className={styles.action}>
          <HrefLink href={action.href} className={buttonClass(action.variant)}>
            {action.label}
          </HrefLink>
          {action.note ? <span className={styles.actionNote}>{action.note}</span> : null}
        </li>
      ))}
    </ul>
  );
}
