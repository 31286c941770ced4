import type { ReactNode } from 'react';
import { SubmitButton } from './SubmitButton';

/** A titled group of a long form's fields, drawn as a card (form.css `.form-section`). */
export const FormSection = ({ title, children }: { title: string; children: ReactNode }) => (
  <fieldset className="form-section">
    <legend>{title}</legend>
    {children}
  </fieldset>
);

/**
 * A FormSection folded under its title until opened (a native disclosure); `startsOpen` is read
 * once. A field in it that a submit finds invalid unfolds it (FormBehaviour).
 */
export const FoldableSection = ({
  title,
  startsOpen,
  children,
}: {
  title: string;
  startsOpen: boolean;
  children: ReactNode;
}) => (
  <details className="form-section form-section-foldable" open={startsOpen}>
    <summary>{title}</summary>
    <div role="group" aria-label={title} className="form-section-body">
      {children}
    </div>
  </details>
);

type ActionsProps = {
  label: string;
  /** The submit button's words while the form is on its way. */
  pending: string;
  cancelLabel: string;
  onCancel: () => void;
};

/** Save and cancel under a form that opens in place of a list. */
export const FormActions = ({ label, pending, cancelLabel, onCancel }: ActionsProps) => (
  <div className="form-actions">
    <SubmitButton label={label} pending={pending} />
    <button type="button" className="secondary" onClick={onCancel}>
      {cancelLabel}
    </button>
  </div>
);
