import { additionalGuestSchema } from './guest-form.schema';

/** Where an additional guest's part stands (spec §3, Progress). */
export type GuestPartProgress = 'not_started' | 'in_progress' | 'completed';

// What only the guest (or the holder for them) gives; a name and a tick are the holder's.
const OWN_ANSWERS = ['cpf', 'birthCertificate', 'passport', 'birthDate', 'phone'] as const;

const given = (value: unknown) => value !== undefined && value !== null && value !== '';

/**
 * Both sides (or the digital copy) and a selfie, as spec §5 asks of an additional guest; no
 * selfie when the host does not require one (`requireSelfie: false`, the account's setting).
 */
export const hasAllGuestFiles = (kinds: readonly string[], requireSelfie = true): boolean =>
  (!requireSelfie || kinds.includes('doc_selfie')) &&
  (kinds.includes('doc_digital') || (kinds.includes('doc_front') && kinds.includes('doc_back')));

/**
 * An additional guest's part from what that guest actually has: the fields every rule of §5
 * asks of them and their files. The one opinion the guest's pages and the host's review share:
 * the server computes it on the guest link (whose data reaches the page masked), the host's
 * review on the answers it reads in full. `today`: YYYY-MM-DD in the property's time zone;
 * `checkInDate`, the stay's, which a child's age is counted on; `fnrh`, the host is on FNRH;
 * `requireSelfie`, the host's setting (false: no selfie is asked of anyone).
 */
export const guestPartProgress = (
  guest: Readonly<Record<string, unknown>>,
  fileKinds: readonly string[],
  today: string,
  checkInDate = today,
  fnrh = false,
  requireSelfie = true,
): GuestPartProgress => {
  // Whoever fills it in, the part itself must be whole: judged as if filled here (with the
  // gender FNRH needs, for a host on FNRH).
  const fieldsDone = additionalGuestSchema('submit', today, checkInDate, fnrh).isValidSync({
    ...guest,
    ownLink: false,
  });
  if (fieldsDone && hasAllGuestFiles(fileKinds, requireSelfie)) return 'completed';
  const started = fileKinds.length > 0 || OWN_ANSWERS.some((field) => given(guest[field]));
  return started ? 'in_progress' : 'not_started';
};
