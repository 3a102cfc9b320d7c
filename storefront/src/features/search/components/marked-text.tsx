import type { Marked } from '@wine/contracts/content/search';

/** Text with the words the search matched in <mark>; never HTML, so nothing in it can run. */
export function MarkedText({ text }: { text: Marked }) {
  return (
    <>
      {text.map((piece, index) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one text never reorder.
        piece.hit ? <mark key={index}>{piece.text}</mark> : <span key={index}>{piece.text}</span>,
      )}
    </>
  );
}

export const plainText = (text: Marked) => text.map((piece) => piece.text).join('');
