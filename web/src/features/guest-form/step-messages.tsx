import { use, useEffect, type ComponentType } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { Locale } from '@chegada/contracts';
import { isCatalogueLoaded, loadCatalogue } from '../../app/catalogues';
import type { AppDispatch, RootState } from '../../app/store';
import { guestStepMessagesLoaded } from '../../lib/i18n/preferences-slice';

const loading = new Map<Locale, Promise<void>>();

/**
 * The texts of the guest's forms and sent summary in a language (`guestSteps`, app/catalogue-
 * parts.ts), fetched once, then in the store (the provider re-renders with them, the language
 * selector fetches them for the next language). Never fails: without them, ids show.
 */
export const loadStepMessages = (locale: Locale, dispatch: AppDispatch): Promise<void> => {
  let known = loading.get(locale);
  if (!known) {
    known = loadCatalogue(locale, 'guestSteps').then(
      () => void dispatch(guestStepMessagesLoaded()),
      () => undefined,
    );
    loading.set(locale, known);
  }
  return known;
};

/** For a screen with a form or summary: their texts start downloading as it shows. */
export const usePrefetchStepMessages = (): void => {
  const locale = useSelector((state: RootState) => state.preferences.locale);
  const dispatch = useDispatch<AppDispatch>();
  useEffect(() => void loadStepMessages(locale, dispatch), [locale, dispatch]);
};

/**
 * A form or summary that shows once its texts are here: its Suspense's fallback meanwhile. Its
 * screen starts their download alongside its chunk's, so that neither waits for the other.
 */
export const withStepMessages = <Props extends object>(Component: ComponentType<Props>) => {
  const WithStepMessages = (props: Props) => {
    const locale = useSelector((state: RootState) => state.preferences.locale);
    const dispatch = useDispatch<AppDispatch>();
    if (!isCatalogueLoaded(locale, 'guestSteps')) use(loadStepMessages(locale, dispatch));
    return <Component {...props} />;
  };
  return WithStepMessages;
};
