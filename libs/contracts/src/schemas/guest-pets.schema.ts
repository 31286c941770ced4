import { PET_KINDS } from '@chegada/domain';
import { choice, count, flag, isPresent, text, type GuestFormMode } from './guest-form-fields';

/** The most pets a guest declares. */
export const MAX_PETS = 10;

type Form = Record<string, unknown>;

/** Asked only of a guest who brings pets: on a submission, required once pets is yes. */
const whenPets = (mode: GuestFormMode) => ({
  name: 'required',
  message: 'validation.required',
  test(value: unknown, context: { parent: unknown }) {
    return mode === 'save' || (context.parent as Form).pets !== true || isPresent(value);
  },
});

/**
 * Pets (spec §3, issue 27): yes or no, and with yes how many (1 to 10) and of which kind — a
 * dog, a cat or another, named in up to 60 characters.
 */
export const petFields = (mode: GuestFormMode) => ({
  pets: flag(),
  petCount: count()
    .test({
      name: 'petCountRange',
      message: 'guestForm.petCountRange',
      params: { max: MAX_PETS },
      test: (value) => value === undefined || (value >= 1 && value <= MAX_PETS),
    })
    .test(whenPets(mode)),
  petKind: choice(PET_KINDS, 'guestForm.invalidPetKind').test(whenPets(mode)),
  /** What the other kind is ('a rabbit'): asked when the kind is 'other'. */
  petKindOther: text('save', 60).test({
    name: 'required',
    message: 'validation.required',
    test(value, context) {
      const form = context.parent as Form;
      return mode === 'save' || form.pets !== true || form.petKind !== 'other' || isPresent(value);
    },
  }),
});
