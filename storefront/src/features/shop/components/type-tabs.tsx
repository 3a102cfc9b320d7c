import { Link } from '@tanstack/react-router';
import { WINE_TYPES, wineTypeLabels } from '@wine/contracts/catalog/wine-type';
import type { ShopSearch } from '../shop-search.ts';
import styles from './shop.module.css';

/** Wine styles as links: each is a shareable URL, and the current one is marked for assistive tech. */
export function TypeTabs({ search }: { search: ShopSearch }) {
  const tabs = [undefined, ...WINE_TYPES] as const;
  return (
    <nav aria-label="Wine style">
      <ul className={styles.tabs}>
        {tabs.map((type) => (
          <li key={type ?? 'all'}>
            <Link
              to="/shop"
              search={{ ...search, type, offset: 0 }}
              className={styles.tab}
              // Exact: "All" must not light up on /shop?type=red just because it asks for less.
              activeOptions={{ exact: true }}
            >
              {type ? wineTypeLabels[type] : 'All'}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
