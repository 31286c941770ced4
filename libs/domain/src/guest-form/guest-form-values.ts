/** Why a guest travels (product spec §3); 'notInformed' is the 'prefer not to inform' option. */
export const VISIT_PURPOSES = [
  'leisure',
  'work',
  'shopping',
  'familyFriends',
  'congressFair',
  'course',
  'healthTreatment',
  'religion',
  'other',
  'notInformed',
] as const;
export type VisitPurpose = (typeof VISIT_PURPOSES)[number];

/**
 * How a guest identifies, asked only when the host registers stays in FNRH (issue 32), which
 * requires it; 'notInformed' is the 'prefer not to inform' option.
 */
export const GENDERS = ['woman', 'man', 'other', 'notInformed'] as const;
export type Gender = (typeof GENDERS)[number];

/** How the guest travels to the stay, asked only when the host registers stays in FNRH. */
export const TRANSPORT_MEANS = [
  'car',
  'bus',
  'plane',
  'motorcycle',
  'ship',
  'train',
  'bicycle',
  'onFoot',
  'other',
] as const;
export type TransportMeans = (typeof TRANSPORT_MEANS)[number];

/**
 * The purposes and means FNRH's domain lists have (issue 32): none for "other" or "prefer not
 * to inform", so a host on FNRH offers only these; the others remain for hosts off FNRH.
 */
export const FNRH_VISIT_PURPOSES = VISIT_PURPOSES.filter(
  (purpose) => purpose !== 'other' && purpose !== 'notInformed',
);
export const FNRH_TRANSPORT_MEANS = TRANSPORT_MEANS.filter((means) => means !== 'other');

/** What a guest may park (product spec §3). */
export const VEHICLE_TYPES = ['car', 'motorcycle'] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];

/** What pets a guest brings (issue 27); 'other' is named in words. */
export const PET_KINDS = ['dog', 'cat', 'other'] as const;
export type PetKind = (typeof PET_KINDS)[number];

/**
 * The kinds of identity document image a guest hands over (product spec §3); they also name
 * the guest form's file parts.
 */
export const DOCUMENT_KINDS = ['doc_back', 'doc_front', 'doc_selfie', 'doc_digital'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** An additional guest sends photos of both sides and a selfie; the digital PDF is the main guest's. */
export const ADDITIONAL_GUEST_DOCUMENT_KINDS = [
  'doc_front',
  'doc_back',
  'doc_selfie',
] as const satisfies readonly DocumentKind[];
export type AdditionalGuestDocumentKind = (typeof ADDITIONAL_GUEST_DOCUMENT_KINDS)[number];

/** The main guest's minimum age on the check-in date (product spec §9). */
export const MAIN_GUEST_MIN_AGE = 18;
