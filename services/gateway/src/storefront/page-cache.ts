import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { strongEtag } from '@wine/platform/http/entity-tags';
import type { ReadModelWatch } from './read-model-watch.ts';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
// Once per page per change of its read models, not per request: the highest quality but one.
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } };

/** A page as sent: its HTML and both encodings, made once, and its strong ETag. */
export interface SentPage {
  status: 200 | 404;
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
  /** Whether the read models behind what it read are known: then it is kept, here and by anyone. */
  followed: boolean;
}

/** A rendered page with the read models behind what it read; undefined read models: not followable. */
export interface MadePage {
  status: 200 | 404;
  html: string;
  readModels: readonly string[] | undefined;
}

interface Kept {
  page: SentPage;
  readModels: readonly string[];
  /** Where those read models were before the page was rendered. */
  stamp: string;
}

export async function sentPage(made: MadePage): Promise<SentPage> {
  const body = Buffer.from(made.html);
  const [br, gzipped] = await Promise.all([brotli(body, BROTLI), gz(body)]);
  const followed = made.readModels !== undefined;
  return { status: made.status, html: body, br, gzip: gzipped, etag: strongEtag(body), followed };
}

/**
 * Server-rendered pages, the same for every guest, kept by page (`pageKeyOf`: path and the
 * parameters the page reads) until a read model behind what the page read moves. At most
 * `maxPages` (the least recently asked for goes first), so made-up URLs cannot grow it past
 * that. Concurrent misses of one page share one render. A page whose reads no context claims
 * is sent but never kept.
 */
export class PageCache {
  private readonly pages = new Map<string, Kept>();
  private readonly rendering = new Map<string, Promise<SentPage | undefined>>();
  // Every read model a page has read so far: the stamp taken before a render covers these.
  private readonly known = new Set<string>();

  constructor(
    private readonly watch: Pick<ReadModelWatch, 'stampOf'>,
    private readonly maxPages = 500,
  ) {}

  /** The page kept under `key`, if what it read has not moved since. */
  async fresh(key: string): Promise<SentPage | undefined> {
    const kept = this.pages.get(key);
    if (kept === undefined) return undefined;
    if ((await this.watch.stampOf(kept.readModels)) !== kept.stamp) {
      if (this.pages.get(key) === kept) this.pages.delete(key);
      return undefined;
    }
    // Most recently asked for: last in line to be forgotten.
    this.pages.delete(key);
    this.pages.set(key, kept);
    return kept.page;
  }

  /** Renders the page under `key` (or joins the render under way) and keeps it when it can. */
  render<R>(key: string, make: () => Promise<MadePage | R | undefined>): Promise<SentPage | R | undefined> {
    const running = this.rendering.get(key);
    if (running) return running;
    const done = this.renderOnce(key, make).finally(() => this.rendering.delete(key));
    // A refusal (R) is the asker's own; only pages are shared with those who join.
    const shared = done.then((result) => (isSent(result) ? result : undefined));
    // A failed render is the asker's to report; with no one joining, it must not go unhandled.
    shared.catch(() => {});
    this.rendering.set(key, shared);
    return done;
  }

  private async renderOnce<R>(key: string, make: () => Promise<MadePage | R | undefined>) {
    const before = [...this.known];
    const stamps = await this.stampsOf(before);
    const made = await make();
    if (!isMade(made)) return made;
    const page = await sentPage(made);
    const readModels = made.readModels;
    if (readModels === undefined) return page;
    for (const name of readModels) this.known.add(name);
    // Read something no earlier page had: its stamp before the render is unknown, so the next
    // render (which knows it) keeps the page.
    if (readModels.every((name) => stamps.has(name))) this.keep(key, page, readModels, stamps);
    return page;
  }

  private async stampsOf(readModels: readonly string[]): Promise<Map<string, string>> {
    const each = await Promise.all(readModels.map((name) => this.watch.stampOf([name])));
    return new Map(readModels.map((name, i) => [name, each[i] ?? '']));
  }

  private keep(
    key: string,
    page: SentPage,
    readModels: readonly string[],
    stamps: Map<string, string>,
  ): void {
    if (!this.pages.has(key) && this.pages.size >= this.maxPages) {
      const oldest = this.pages.keys().next().value;
      if (oldest !== undefined) this.pages.delete(oldest);
    }
    this.pages.delete(key);
    const sorted = [...new Set(readModels)].sort();
    this.pages.set(key, { page, readModels: sorted, stamp: joinStamps(sorted, stamps) });
  }
}

// The same string `stampOf` makes of these read models, from stamps read one by one.
const joinStamps = (readModels: readonly string[], stamps: Map<string, string>) =>
  readModels.map((name) => stamps.get(name) ?? '').join(';');

const isMade = (value: unknown): value is MadePage =>
  typeof value === 'object' && value !== null && 'html' in value && 'readModels' in value;
const isSent = (value: unknown): value is SentPage =>
  typeof value === 'object' && value !== null && 'etag' in value && 'br' in value;
