import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'accent';

/** Class names for a button-looking element; links and buttons share one look. */
export function buttonClass(variant: ButtonVariant, size: 'normal' | 'small' = 'normal'): string {
  return [styles.button, styles[variant], size === 'small' ? styles.small : undefined]
    .filter(Boolean)
    .join(' ');
}
