const segmenter =
  typeof Intl !== 'undefined' && 'Segmenter' in Intl
    ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
    : null;

/** Splits text into what a reader counts as characters: an emoji with its modifiers or a flag is one. */
export function graphemes(text: string): string[] {
  return segmenter ? Array.from(segmenter.segment(text), (s) => s.segment) : Array.from(text);
}

/** Length of a text in user-perceived characters (grapheme clusters), as limits of ad texts count it. */
export function textLength(text: string): number {
  return graphemes(text).length;
}
