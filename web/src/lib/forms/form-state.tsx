import {
  createContext,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type FocusEvent,
  type FormEvent,
  type FormHTMLAttributes,
  type ReactNode,
} from 'react';

/**
 * Our form state (README "Stack": it replaced Formik, ~13 KB gzip of the sign-in and sign-up
 * pages' first load, of which these forms used a small part). It keeps Formik's behaviour,
 * which the forms and their tests rely on: every change and every blur validates all values,
 * an error shows once its field was touched, a submit touches every field, validates, and
 * calls `onSubmit` only when nothing is wrong, with `isSubmitting` true until it settles.
 * Field names are paths into the values ('tiers.0.min').
 */

// Errors (and touched flags) have the shape of the values, with a text (or true) per leaf.
export type FormErrors<Values> = {
  [Key in keyof Values]?: Values[Key] extends readonly (infer Item)[]
    ? Item extends object
      ? FormErrors<Item>[] | string
      : string
    : Values[Key] extends object
      ? FormErrors<Values[Key]>
      : string;
};

type Tree = Record<string, unknown>;

const pathOf = (name: string): string[] => name.split(/[.[\]]+/).filter(Boolean);

/** The value at a path ('tiers.0.min' or 'tiers[0].min'), or undefined. */
export const getIn = (tree: unknown, name: string): unknown =>
  pathOf(name).reduce<unknown>(
    (node, key) => (node !== null && typeof node === 'object' ? (node as Tree)[key] : undefined),
    tree,
  );

/** A copy of the tree with the value at the path replaced (arrays for numeric keys). */
export const setIn = <T,>(tree: T, name: string, value: unknown): T => {
  const put = (node: unknown, [key = '', ...rest]: string[]): unknown => {
    const next: unknown =
      rest.length === 0
        ? value
        : put(node !== null && typeof node === 'object' ? (node as Tree)[key] : undefined, rest);
    if (Array.isArray(node)) {
      const copy = [...(node as unknown[])];
      copy[Number(key)] = next;
      return copy;
    }
    if (node !== null && typeof node === 'object') return { ...(node as Tree), [key]: next };
    if (/^\d+$/.test(key)) {
      const created: unknown[] = [];
      created[Number(key)] = next;
      return created;
    }
    return { [key]: next };
  };
  return put(tree, pathOf(name)) as T;
};

/** Every leaf of the values flagged: what a submit marks as touched. */
const touchAll = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(touchAll);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, touchAll(item)]));
  }
  return true;
};

export type FormHelpers<Values> = {
  setErrors: (errors: FormErrors<Values>) => void;
  /** Back to the initial values, or to these, which become the initial ones. */
  resetForm: (next?: { values: Values }) => void;
};

export type FormConfig<Values> = {
  initialValues: Values;
  /** All the values' errors at once; an empty object when they are fine. */
  validate: (values: Values) => FormErrors<Values> | Promise<FormErrors<Values>>;
  onSubmit: (values: Values, helpers: FormHelpers<Values>) => void | Promise<unknown>;
};

type State<Values> = {
  values: Values;
  errors: FormErrors<Values>;
  touched: Tree;
  isSubmitting: boolean;
  submitCount: number;
};

/** An input's props; a checkbox gets `checked` and no value. */
export type FieldInput<Value> = {
  name: string;
  value?: Value;
  checked?: boolean;
  onChange: (
    event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>,
  ) => void;
  onBlur: (event: FocusEvent) => void;
};

export type FieldMeta = { error: string | undefined; touched: boolean };

export type FormApi<Values> = State<Values> &
  FormHelpers<Values> & {
    isValid: boolean;
    setFieldValue: (name: string, value: unknown) => Promise<void>;
    setFieldTouched: (name: string) => Promise<void>;
    validateForm: () => Promise<FormErrors<Values>>;
    handleSubmit: (event?: FormEvent) => void;
    field: <Value>(name: string, type?: string) => FieldInput<Value>;
    meta: (name: string) => FieldMeta;
  };

const fresh = <Values,>(values: Values): State<Values> => ({
  values,
  errors: {},
  touched: {},
  isSubmitting: false,
  submitCount: 0,
});

// What an input's change event says the value now is (Formik's reading of it).
const typedValue = (target: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement) => {
  if (target instanceof HTMLInputElement && target.type === 'checkbox') return target.checked;
  if (target instanceof HTMLInputElement && /number|range/.test(target.type)) {
    const parsed = parseFloat(target.value);
    return Number.isNaN(parsed) ? '' : parsed;
  }
  return target.value;
};

/** The state and handlers of one form. */
export const useForm = <Values extends object>({
  initialValues,
  validate,
  onSubmit,
}: FormConfig<Values>): FormApi<Values> => {
  const [state, setState] = useState(() => fresh(initialValues));
  // Handlers read the latest state and config, not the ones of the render that made them.
  const latest = useRef({ state, validate, onSubmit, initialValues });
  useLayoutEffect(() => {
    latest.current.validate = validate;
    latest.current.onSubmit = onSubmit;
  }, [validate, onSubmit]);
  const validations = useRef(0);

  const update = useCallback((change: (current: State<Values>) => State<Values>) => {
    latest.current.state = change(latest.current.state);
    setState(latest.current.state);
  }, []);

  const validateForm = useCallback(async () => {
    const run = ++validations.current;
    const { values } = latest.current.state;
    const errors = await latest.current.validate(values);
    // A later validation (of later values) wins over one that resolves after it.
    if (run === validations.current) update((current) => ({ ...current, errors }));
    return errors;
  }, [update]);

  const setFieldValue = useCallback(
    (name: string, value: unknown) => {
      update((current) => ({ ...current, values: setIn(current.values, name, value) }));
      return validateForm().then(() => undefined);
    },
    [update, validateForm],
  );

  const setFieldTouched = useCallback(
    (name: string) => {
      update((current) => ({ ...current, touched: setIn(current.touched, name, true) }));
      return validateForm().then(() => undefined);
    },
    [update, validateForm],
  );

  const setErrors = useCallback(
    (errors: FormErrors<Values>) => update((current) => ({ ...current, errors })),
    [update],
  );

  const resetForm = useCallback(
    (next?: { values: Values }) => {
      validations.current += 1;
      if (next) latest.current.initialValues = next.values;
      update(() => fresh(next ? next.values : latest.current.initialValues));
    },
    [update],
  );

  const handleSubmit = useCallback(
    (event?: FormEvent) => {
      event?.preventDefault();
      update((current) => ({
        ...current,
        touched: touchAll(current.values) as Tree,
        isSubmitting: true,
        submitCount: current.submitCount + 1,
      }));
      void (async () => {
        try {
          const errors = await validateForm();
          if (Object.keys(errors).length > 0) return;
          await latest.current.onSubmit(latest.current.state.values, { setErrors, resetForm });
        } finally {
          // Even when the check or the submit throws, the form can be sent again.
          update((current) => ({ ...current, isSubmitting: false }));
        }
      })();
    },
    [update, validateForm, setErrors, resetForm],
  );

  const field = <Value,>(name: string, type?: string): FieldInput<Value> => {
    const value = getIn(state.values, name) as Value;
    return {
      name,
      ...(type === 'checkbox' ? { checked: Boolean(value) } : { value }),
      onChange: (event) => void setFieldValue(name, typedValue(event.target)),
      onBlur: () => void setFieldTouched(name),
    };
  };

  const meta = (name: string): FieldMeta => {
    const error = getIn(state.errors, name);
    return {
      error: typeof error === 'string' ? error : undefined,
      touched: Boolean(getIn(state.touched, name)),
    };
  };

  return {
    ...state,
    isValid: Object.keys(state.errors).length === 0,
    setFieldValue,
    setFieldTouched,
    setErrors,
    resetForm,
    validateForm,
    handleSubmit,
    field,
    meta,
  };
};

const FormContext = createContext<FormApi<object> | null>(null);

/** Makes a form's state reachable by the fields inside. */
export const FormProvider = <Values extends object>({
  value,
  children,
}: {
  value: FormApi<Values>;
  children: ReactNode;
}) => (
  <FormContext.Provider value={value as unknown as FormApi<object>}>
    {children}
  </FormContext.Provider>
);

/** The state of the form around. */
export const useFormContext = <Values extends object>(): FormApi<Values> => {
  const form = useContext(FormContext);
  if (!form) throw new Error('useFormContext is used outside a form.');
  return form as unknown as FormApi<Values>;
};

/** One field of the form around: its input props, what to show, and how to set it. */
export const useField = <Value,>(name: string, type?: string) => {
  const form = useFormContext();
  const setValue = form.setFieldValue;
  const helpers = useMemo(
    () => ({ setValue: (value: Value) => setValue(name, value) }),
    [setValue, name],
  );
  return [form.field<Value>(name, type), form.meta(name), helpers] as const;
};

type FormProps<Values> = FormConfig<Values> & {
  children: ReactNode | ((form: FormApi<Values>) => ReactNode);
};

/** A form with its state: `<FormScope …><Form>…</Form></FormScope>`. */
export const FormScope = <Values extends object>({ children, ...config }: FormProps<Values>) => {
  const form = useForm(config);
  return (
    <FormProvider value={form}>
      {typeof children === 'function' ? children(form) : children}
    </FormProvider>
  );
};

/** The `<form>` element of the form around, submitting through it. */
export const Form = (props: Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'>) => {
  const { handleSubmit } = useFormContext();
  return <form {...props} onSubmit={handleSubmit} />;
};
