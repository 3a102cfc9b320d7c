import { CUSTOMER_NAME_MAX_LENGTH, TASTE_NOTES_MAX_LENGTH } from '@wine/contracts/reviews/review-fields';
import { type FormEvent, useId, useState } from 'react';
import type { ReviewDraft } from '../api/review-queries.ts';
import styles from './reviews.module.css';

/** Stars 1-5 and taste notes, for a signed-in customer; the route says how it went (toasts). */
export function ReviewForm({
  vintage,
  submitting,
  onSubmit,
}: {
  vintage: number | null;
  submitting: boolean;
  onSubmit: (draft: ReviewDraft) => void;
}) {
  const [rating, setRating] = useState(0);
  const [tasteNotes, setTasteNotes] = useState('');
  // Not the account's name: it may be an e-mail address's first half. The reviewer chooses.
  const [name, setName] = useState('');
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rating === 0) return;
    onSubmit({ rating, tasteNotes, vintage, ...(name.trim() ? { customerName: name.trim() } : {}) });
  };
  return (
    <form className={styles.form} onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Review this wine</h3>
      <fieldset className={styles.starPicker}>
        <legend>Your rating</legend>
        {[1, 2, 3, 4, 5].map((stars) => (
          <label key={stars} className={styles.starOption} data-on={stars <= rating}>
            <input
              type="radio"
              name={`${id}-rating`}
              value={stars}
              checked={rating === stars}
              onChange={() => setRating(stars)}
              className="visually-hidden"
            />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">{stars === 1 ? '1 star' : `${stars} stars`}</span>
          </label>
        ))}
      </fieldset>
      <label htmlFor={`${id}-notes`} className={styles.notesLabel}>
        Taste notes <span className={styles.optional}>(optional)</span>
      </label>
      <textarea
        id={`${id}-notes`}
        value={tasteNotes}
        maxLength={TASTE_NOTES_MAX_LENGTH}
        rows={4}
        onChange={(event) => setTasteNotes(event.target.value)}
        className={styles.notes}
      />
      <label htmlFor={`${id}-name`} className={styles.notesLabel}>
        Name shown with your review <span className={styles.optional}>(optional; otherwise “Customer”)</span>
      </label>
      <input
        id={`${id}-name`}
        value={name}
        maxLength={CUSTOMER_NAME_MAX_LENGTH}
        autoComplete="given-name"
        onChange={(event) => setName(event.target.value)}
        className={styles.notes}
      />
      <button type="submit" className={styles.submit} disabled={rating === 0 || submitting}>
        {submitting ? 'Submitting…' : 'Submit review'}
      </button>
    </form>
  );
}
