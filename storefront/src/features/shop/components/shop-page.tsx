import { useState } from 'react';
import { InvestmentTeaser } from '../../../components/sign-in/investment-teaser.tsx';
import { usePageTitle } from '../../../lib/page/use-page-title.ts';
import { activeFilters } from '../active-filters.ts';
import { shopHeading } from '../shop-heading.ts';
import type { ShopSearch } from '../shop-search.ts';
import { ActiveFilterChips } from './active-filter-chips.tsx';
import { FilterForm } from './filter-form.tsx';
import { FilterToggle } from './filter-toggle.tsx';
import styles from './shop.module.css';
import { ShopResults } from './shop-results.tsx';
import { SortSelect } from './sort-select.tsx';
import { TypeTabs } from './type-tabs.tsx';

interface ShopPageProps {
  search: ShopSearch;
  onSearchChange: (next: ShopSearch) => void;
}

export function ShopPage({ search, onSearchChange }: ShopPageProps) {
  const heading = shopHeading(search);
  usePageTitle(heading);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const changeSearch = (next: ShopSearch) => {
    setFiltersOpen(false);
    onSearchChange(next);
  };

  return (
    <div className="page">
      <header className={styles.header}>
        <h1>{heading}</h1>
        <p className={styles.lead}>Every bottle chosen by our buyers, at prices we are proud of.</p>
      </header>
      <TypeTabs search={search} />
      {/* A guest's shop leaves investment wines out (spec 6); it says so where they would be. */}
      {search.category === undefined ? (
        <div className={styles.teaserSlot}>
          <InvestmentTeaser returnTo="/shop?category=investment" />
        </div>
      ) : null}
      {/* One grid, in reading order: toolbar, filters, chips, wines. Phones stack it; wide
          screens move the filters into a left column (CSS grid areas). */}
      <div className={styles.layout}>
        <div className={styles.toolbar}>
          <FilterToggle
            open={filtersOpen}
            count={activeFilters(search).length}
            onToggle={() => setFiltersOpen((open) => !open)}
          />
          <SortSelect search={search} onChange={changeSearch} />
        </div>
        <aside className={styles.sidebar} aria-label="Filters">
          <FilterForm search={search} open={filtersOpen} onChange={changeSearch} />
        </aside>
        <div className={styles.chipsArea}>
          <ActiveFilterChips search={search} onChange={changeSearch} />
        </div>
        <section className={styles.main} aria-label={heading}>
          <ShopResults search={search} heading={heading} />
        </section>
      </div>
    </div>
  );
}
