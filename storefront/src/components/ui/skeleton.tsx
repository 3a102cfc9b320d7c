import type { CSSProperties } from 'react';
import styles from './skeleton.module.css';

/** A grey placeholder the size of what is loading; hidden from screen readers (see `LoadingRegion`). */
export function Skeleton({
  width = '100%',
  height = '1rem',
  style,
}: {
  width?: string;
  height?: string;
  style?: CSSProperties;
}) {
  return <span className={styles.block} style={{ width, height, ...style }} aria-hidden="true" />;
}
