import { useEffect, useState } from 'react';
import type { Locale } from '@chegada/contracts';
import type { LegalTexts } from '../content/legal-document';
import { loadLegalTexts } from '../content/load-legal-texts';

type Loaded = { locale: Locale; texts: LegalTexts | null };

/** The legal texts in `locale`: undefined while loading, null when they could not be loaded. */
export const useLegalTexts = (locale: Locale): LegalTexts | null | undefined => {
  const [loaded, setLoaded] = useState<Loaded>();
  useEffect(() => {
    let current = true;
    loadLegalTexts(locale).then(
      (texts) => current && setLoaded({ locale, texts }),
      () => current && setLoaded({ locale, texts: null }),
    );
    return () => {
      current = false;
    };
  }, [locale]);
  return loaded?.locale === locale ? loaded.texts : undefined;
};
