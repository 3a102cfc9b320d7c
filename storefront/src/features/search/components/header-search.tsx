import { useQuery } from '@tanstack/react-query';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useState } from 'react';
import { HrefLink } from '../../../components/ui/href-link.tsx';
import { SUGGESTIONS, searchQuery } from '../api/search-query.ts';
import { ArticleResult, WineResult } from './result-lists.tsx';
import styles from './search.module.css';

// Asked once typing pauses this long, and only from this many characters.
const DEBOUNCE_MS = 150;
const MIN_LENGTH = 3;

type Option = { id: string; href: string; node: React.ReactNode; group: 'Wines' | 'Articles' | null };

/**
 * The header's one search box (a WAI-ARIA combobox): suggestions of wines and articles as you
 * type, arrows to move, Enter to open, Escape to close. Without JavaScript it is a plain form
 * that opens /search?q=, where every result is a link.
 */
export function HeaderSearch() {
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const navigate = useNavigate();
  const href = useRouterState({ select: (state) => state.location.href });
  const listId = useId();

  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  // Any navigation (a result, or elsewhere) closes the suggestions.
  useEffect(() => {
    if (href) setOpen(false);
  }, [href]);

  const asked = q.length >= MIN_LENGTH;
  const { data } = useQuery({ ...searchQuery(q, SUGGESTIONS), enabled: asked });
  const options: Option[] =
    asked && data
      ? [
          ...data.wines.map((wine, i) => ({
            id: `${listId}-w${i}`,
            href: wine.href,
            node: <WineResult wine={wine} compact />,
            group: i === 0 ? ('Wines' as const) : null,
          })),
          ...data.articles.map((article, i) => ({
            id: `${listId}-a${i}`,
            href: article.href,
            node: <ArticleResult article={article} compact />,
            group: i === 0 ? ('Articles' as const) : null,
          })),
          {
            id: `${listId}-all`,
            href: `/search?q=${encodeURIComponent(q)}`,
            node: <span className={styles.all}>See all results for “{q}”</span>,
            group: null,
          },
        ]
      : [];
  const shown = open && options.length > 0;
  const activeOption = shown ? options[active] : undefined;

  const go = (to: string) => {
    setOpen(false);
    void navigate({ href: to });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => Math.max(-1, Math.min(options.length - 1, current + step)));
    } else if (event.key === 'Escape') {
      if (open) setOpen(false);
      else setText('');
    } else if (event.key === 'Enter' && activeOption) {
      event.preventDefault();
      go(activeOption.href);
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim()) go(`/search?q=${encodeURIComponent(text.trim())}`);
  };

  return (
    <search className={styles.header}>
      <form action="/search" method="get" className={styles.form} onSubmit={onSubmit}>
        <label htmlFor={`${listId}-q`} className="visually-hidden">
          Search wines and articles
        </label>
        <input
          id={`${listId}-q`}
          name="q"
          type="search"
          role="combobox"
          autoComplete="off"
          maxLength={100}
          placeholder="Search wines, grapes, regions…"
          aria-expanded={shown}
          aria-controls={`${listId}-list`}
          aria-autocomplete="list"
          aria-activedescendant={activeOption?.id}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className={styles.submit} aria-label="Search">
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <circle cx="10.5" cy="10.5" r="6.5" />
            <path d="M15.5 15.5L21 21" />
          </svg>
        </button>
        <div
          id={`${listId}-list`}
          role="listbox"
          aria-label="Suggestions"
          className={styles.suggestions}
          hidden={!shown}
          // A click on a suggestion must not blur the box (which closes the list) before it lands.
          onMouseDown={(event) => event.preventDefault()}
        >
          {shown
            ? options.map((option, index) => (
                <div key={option.id}>
                  {option.group ? <span className={styles.group}>{option.group}</span> : null}
                  {/* biome-ignore lint/a11y/useFocusableInteractive: a combobox's options are pointed at with aria-activedescendant, the focus stays in the box. */}
                  <div
                    id={option.id}
                    role="option"
                    aria-selected={index === active}
                    className={styles.option}
                  >
                    <HrefLink
                      href={option.href}
                      tabIndex={-1}
                      className={styles.optionLink}
                      onClick={() => setOpen(false)}
                    >
                      {option.node}
                    </HrefLink>
                  </div>
                </div>
              ))
            : null}
        </div>
        <p className="visually-hidden" aria-live="polite">
          {shown ? `${options.length - 1} suggestions` : ''}
        </p>
      </form>
    </search>
  );
}
