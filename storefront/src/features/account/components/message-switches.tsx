import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserData } from '@wine/contracts/identity/account';
import { type MessageKind, messageKindLabels, messageKinds } from '@wine/contracts/messaging/message-kinds';
import notice from '../../../components/ui/notice.module.css';
import { problemText } from '../../../lib/api/problem-text.ts';
import { saveNotificationPreferences } from '../api/save-notification-preferences.ts';
import { userDataQuery } from '../api/user-data-query.ts';
import styles from './account.module.css';

const explanations: Record<MessageKind, string> = {
  nextDrop: 'An e-mail when a new drop opens.',
  backInStock: 'An e-mail when a sold-out wine on your wishlist is back.',
  hotSwapDeals: "Today's best deals, now and then.",
};

/**
 * The messages the person chooses (docs/messaging.md): one switch per kind, saved as it is
 * flipped. Every such e-mail also carries a link that turns its kind off without signing in.
 */
export function MessageSwitches({ data }: { data: UserData }) {
  const queryClient = useQueryClient();
  const preferences = data.notificationPreferences;
  const save = useMutation({
    mutationFn: (change: { kind: MessageKind; on: boolean }) =>
      saveNotificationPreferences({
        email: preferences.email,
        sms: preferences.sms,
        push: preferences.push,
        [change.kind]: change.on,
      }),
    onSuccess: (saved) =>
      queryClient.setQueryData(userDataQuery(data.user.id).queryKey, (current) =>
        current ? { ...current, notificationPreferences: saved } : current,
      ),
  });
  const shown = (kind: MessageKind) =>
    save.isPending && save.variables.kind === kind ? save.variables.on : preferences[kind];

  return (
    <section className={styles.card} aria-labelledby="messages-title">
      <h2 id="messages-title" className={styles.cardTitle}>
        Alerts by e-mail
      </h2>
      <ul className={styles.switches}>
        {messageKinds.map((kind) => (
          <li key={kind}>
            <label className={styles.switch}>
              <input
                type="checkbox"
                role="switch"
                checked={shown(kind)}
                aria-checked={shown(kind)}
                disabled={save.isPending}
                onChange={(event) => save.mutate({ kind, on: event.target.checked })}
              />
              <span>
                <strong>{messageKindLabels[kind]}</strong>
                <span className={styles.switchHint}>{explanations[kind]}</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
      {save.isError ? (
        <p className={notice.problem} role="alert">
          {problemText(save.error)}
        </p>
      ) : null}
    </section>
  );
}
