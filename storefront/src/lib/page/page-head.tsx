import { pageTitle } from '../../config/app-config.ts';
import { usePageTitle } from './use-page-title.ts';

interface PageHeadProps {
  title: string;
  description: string;
  /** A site path or an https address. */
  image?: string;
  type?: 'website' | 'article';
}

/**
 * A page's title, description and Open Graph tags. React hoists them into the head, in the
 * browser and in the server's render (the gateway puts them in the page's <head>, in place of the
 * shell's), so a crawler or a shared link sees each page's own.
 */
export function PageHead({ title, description, image, type = 'website' }: PageHeadProps) {
  // The shell's <title> may still be first in the head after a client-side navigation.
  usePageTitle(title);
  return (
    <>
      <title>{pageTitle(title)}</title>
      <meta name="description" content={description} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content={type} />
      {image ? <meta property="og:image" content={image} /> : null}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
    </>
  );
}
