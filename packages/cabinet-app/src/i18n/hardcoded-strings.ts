import ts from 'typescript';

/** Attributes whose value a user reads or hears. */
const TEXT_ATTRIBUTES = new Set(['aria-label', 'title', 'placeholder', 'alt', 'label', 'aria-description']);
/** Numbers, punctuation, symbols and brand names are not words to translate. */
const ALLOWED = /^[\s\d\p{P}\p{S}]*$|^(adnet|USDT|TRON|TRC-20|API)$/u;

/**
 * Finds user-facing strings written straight into JSX instead of going through `t()`: JSX text with letters, or
 * a string literal in a text attribute. Used by the i18n test over every `.tsx` file of the app (test-only code).
 */
export function findHardCodedStrings(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const offences: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      const value = node.text.trim();
      if (value && !ALLOWED.test(value)) offences.push(`"${value}"`);
    }
    if (ts.isJsxAttribute(node) && node.initializer && ts.isStringLiteral(node.initializer)) {
      const name = node.name.getText(source);
      const value = node.initializer.text.trim();
      if (TEXT_ATTRIBUTES.has(name) && value && !ALLOWED.test(value)) offences.push(`${name}="${value}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return offences;
}
