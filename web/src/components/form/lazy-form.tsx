import { lazy, Suspense, type ComponentType } from 'react';
import { Loading } from '../layout/Loading';

/**
 * A form component downloaded when it is first on screen, with the kit, Formik and Yup: a
 * public page paints its title and text without waiting for them. Import this file, not the
 * kit's index, from a page: the index would bring the kit into the page's first load.
 */
export const lazyForm = <Props extends object>(load: () => Promise<ComponentType<Props>>) => {
  const Form = lazy(() => load().then((component) => ({ default: component })));
  const LazyForm = (props: Props) => (
    <Suspense fallback={<Loading />}>
      <Form {...props} />
    </Suspense>
  );
  return LazyForm;
};
