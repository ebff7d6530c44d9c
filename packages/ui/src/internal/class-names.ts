/** Joins class names, skipping empty ones: `cx('adn-Button', className)`. */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
