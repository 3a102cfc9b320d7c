import type { TastingNote } from '@wine/contracts/catalog/wine-details';
import { tastingNoteLabels } from '../tasting-note-labels.ts';
import styles from './product.module.css';

export function TastingNotes({ notes }: { notes: readonly TastingNote[] }) {
  if (notes.length === 0) return null;
  return (
    <section aria-labelledby="tasting-heading" className={styles.section}>
      <h2 id="tasting-heading">Tasting notes</h2>
      <dl className={styles.notes}>
        {notes.map((note) => (
          <div key={note.category} className={styles.note}>
            <dt>{tastingNoteLabels[note.category]}</dt>
            <dd>{note.notes.join(', ')}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
