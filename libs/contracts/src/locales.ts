/** Interface languages (product spec §1); Portuguese is the fallback. */
export const locales = ['pt-BR', 'en-US', 'es-ES'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'pt-BR';

/** Picks the best supported locale from an Accept-Language header or a `lang` value. */
export const negotiateLocale = (...candidates: (string | undefined)[]): Locale => {
  for (const candidate of candidates) {
    if (!candidate) continue;
    const ranked = candidate
      .split(',')
      .map((part) => {
        const [tag = '', ...params] = part.trim().split(';');
        const quality = Number(params.find((p) => p.trim().startsWith('q='))?.split('=')[1] ?? 1);
        return { tag: tag.replace('_', '-').toLowerCase(), quality };
      })
      .filter((entry) => entry.tag && !Number.isNaN(entry.quality))
      .sort((a, b) => b.quality - a.quality);
    for (const { tag } of ranked) {
      const exact = locales.find((locale) => locale.toLowerCase() === tag);
      const language = locales.find(
        (locale) => locale.slice(0, 2).toLowerCase() === tag.slice(0, 2),
      );
      if (exact ?? language) return (exact ?? language) as Locale;
    }
  }
  return defaultLocale;
};
