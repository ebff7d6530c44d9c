/**
 * Intl formatters are expensive to construct (tens of microseconds each) and a grid of 100k rows formats every
 * visible cell on each scroll frame, so each (locale, options) pair is built once and reused.
 */
function cached<Options, Format>(make: (locale: string, options: Options) => Format) {
  const formats = new Map<string, Format>();
  return (locale: string, options: Options): Format => {
    const key = `${locale}|${JSON.stringify(options)}`;
    let format = formats.get(key);
    if (!format) {
      format = make(locale, options);
      formats.set(key, format);
    }
    return format;
  };
}

export const numberFormat = cached(
  (locale, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options),
);

export const dateFormat = cached(
  (locale, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options),
);
