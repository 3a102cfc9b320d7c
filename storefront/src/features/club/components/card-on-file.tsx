import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { buttonClass } from '../../../components/ui/button-variant.ts';
import { problemText } from '../../../lib/api/problem-text.ts';
import { changeCard, savedCardQuery } from '../api/saved-card.ts';
import { savedCardText } from '../saved-card-text.ts';
import type { CardFormSlot } from './card-form-slot.ts';
import styles from './club.module.css';

interface CardOnFileProps {
  userId: string;
  cardForm: (slot: CardFormSlot) => ReactNode;
}

/** The card the club charges, and another one in its place. */
export function CardOnFile({ userId, cardForm }: CardOnFileProps) {
  const queryClient = useQueryClient();
  const card = useQuery(savedCardQuery(userId));
  const [changing, setChanging] = useState(false);
  const change = useMutation({
    mutationFn: changeCard,
    onSuccess: (answer) => {
      queryClient.setQueryData(savedCardQuery(userId).queryKey, answer);
      setChanging(false);
    },
  });
  const saved = card.data?.paymentMethod;
  // The form that had focus is gone once the card is saved: the news takes it.
  const savedNote = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (change.isSuccess) savedNote.current?.focus();
  }, [change.isSuccess]);

  return (
    <div className={styles.cardOnFile}>
      <div className={styles.row}>
        <div>
          <h3 className={styles.label}>Card on file</h3>
          <p data-testid="card-on-file">
            {card.isPending
              ? 'Loading…'
              : card.isError
                ? "We couldn't load your card."
                : saved
                  ? savedCardText(saved)
                  : 'No card yet'}
          </p>
        </div>
        {changing || card.isPending ? null : (
          <button
            type="button"
            className={buttonClass('outline', 'small')}
            onClick={() => {
              change.reset();
              setChanging(true);
            }}
          >
            {saved ? 'Change card' : 'Add a card'}
          </button>
        )}
      </div>
      {change.isSuccess ? (
        <p ref={savedNote} className={styles.done} role="status" tabIndex={-1}>
          Card saved: the club uses it from now on.
        </p>
      ) : null}
      {changing ? (
        <>
          {cardForm({
            submitLabel: 'Save this card',
            busyLabel: 'Saving your card…',
            problem: change.error ? problemText(change.error) : undefined,
            onPaymentMethod: async (paymentMethodId) => {
              await change.mutateAsync(paymentMethodId).catch(() => undefined);
            },
          })}
          <button type="button" className={styles.textButton} onClick={() => setChanging(false)}>
            {saved ? 'Keep the card I have' : 'Not now'}
          </button>
        </>
      ) : null}
    </div>
  );
}
