import type { GuestFormPage } from '../api/guest-form-types';

/** What the wizard gives each step that has fields (GuestWizard.tsx). */
export type FieldStepProps<Values> = {
  page: GuestFormPage;
  values: Values;
  onChange: (values: Values) => void;
  onBack?: (values: Values) => void;
  onNext: (request: Record<string, unknown>, values: Values) => Promise<void>;
};
