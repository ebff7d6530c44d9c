/**
 * Fills `{name}` placeholders of a translatable text: `fillTemplate('Remove {name}', { name: 'Moscow' })`.
 * Hosts translate whole sentences with the placeholders in them, so word order stays the translator's choice.
 * An unknown placeholder stays as written, so a typo shows up on screen instead of vanishing.
 */
export function fillTemplate(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => String(values[key] ?? whole));
}
