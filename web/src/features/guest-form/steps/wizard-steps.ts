import { GUEST_COUNT } from '@chegada/contracts';
import type { GuestFormPage } from '../api/guest-form-types';

/** The form's steps in order (spec §2; issue 17): deposit only when the property asks one. */
export type StepId = 'stay' | 'holder' | 'guests' | 'deposit' | 'documents' | 'review';

export const stepsOf = (page: Pick<GuestFormPage, 'deposit'>): StepId[] => [
  'stay',
  'holder',
  'guests',
  ...(page.deposit ? (['deposit'] as const) : []),
  'documents',
  'review',
];

/**
 * A step's title: the documents step asks for a selfie only when the host requires one (their
 * setting), and is titled for what it asks.
 */
export const stepTitleId = (step: StepId, requireSelfie: boolean) =>
  step === 'documents' && !requireSelfie ? 'guest.step.documentsOnly' : `guest.step.${step}`;

/** The form fields each step edits (top-level names of the shared schema). */
export const STEP_FIELDS = {
  stay: [
    'checkInDate',
    'checkInTime',
    'checkOutDate',
    'checkOutTime',
    'adults',
    'children',
    'pets',
    'petCount',
    'petKind',
    'petKindOther',
    'visitPurpose',
    'transport',
    'vehicles',
  ],
  holder: [
    'name',
    'isForeign',
    'cpf',
    'passport',
    'email',
    'phone',
    'birthDate',
    'gender',
    'address',
  ],
  guests: ['additionalGuests'],
  deposit: [],
  documents: [],
  review: ['termsAccepted', 'imageTermsAccepted'],
} as const satisfies Record<StepId, readonly string[]>;

/**
 * The step where a field path or a file part is fixed ('address.cep', 'guest_0_doc_front',
 * 'deposit_proof'): what a refused or incomplete form highlights.
 */
export const stepOfPath = (path: string): StepId => {
  if (path === 'deposit_proof') return 'deposit';
  if (/^(guest_\d+_)?doc_/.test(path)) return 'documents';
  // Adults and children's error is the pair's, on their group.
  if (path === GUEST_COUNT) return 'stay';
  const top = path.split(/[.[]/)[0] ?? '';
  const found = (Object.keys(STEP_FIELDS) as StepId[]).find((step) =>
    (STEP_FIELDS[step] as readonly string[]).includes(top),
  );
  return found ?? 'review';
};

/** The steps a submission still lacks something in. */
export const stepsMissing = (missing: readonly string[]): Set<StepId> =>
  new Set(missing.map(stepOfPath));
