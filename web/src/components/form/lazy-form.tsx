import { lazy, Suspense, type ComponentType } from 'react';
import { Loading } from '../layout/Loading';

/**
 * A form component downloaded when it is first on screen, with the kit, Formik and Yup: a
 * public page paints its title and text without waiting for them. Import this file, not the
 * kit's index, from a page: the index would bring the kit into the page's first load.
 * `height`, the form's usual height on a phone: kept for it while it loads, so that what is
 * under it (links, the footer) does not jump down when it comes.
 */
export const lazyForm = <Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  { height }: { height?: string } = {},
) => {
  const Form = lazy(() => load().then((component) => ({ default: component })));
  const fallback = height ? (
    <div style={{ minHeight: height }}>
      <Loading />
    </div>
  ) : (
    <Loading />
  );
  const LazyForm = (props: Props) => (
    <Suspense fallback={fallback}>
      <Form {...props} />
    </Suspense>
  );
  return LazyForm;
};
