import { faq } from '../faq.ts';
import { ContactForm } from './contact-form.tsx';
import styles from './support.module.css';

/** /support: answers to the common questions, then the contact form. Rendered on the server whole. */
export function SupportPage() {
  return (
    <div className={styles.layout}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>Help & support</p>
        <h1>How can we help?</h1>
        <p className={styles.lead}>Questions about an order, a delivery or a wine? Most answers are here.</p>
      </header>
      <section aria-labelledby="faq-title" className={styles.card}>
        <h2 id="faq-title">Common questions</h2>
        {faq.map((entry) => (
          <details key={entry.id} id={entry.id} className={styles.question}>
            <summary>{entry.question}</summary>
            <p>{entry.answer}</p>
          </details>
        ))}
      </section>
      <section className={styles.card}>
        <ContactForm />
      </section>
    </div>
  );
}
