import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import type { GuestFormPage } from '../api/guest-form-types';
import {
  aFillingPage,
  aGuestFormPage,
  aReservationId,
  type Saved,
} from '../../../testing/guest-form-fixtures';
import {
  acceptTerms,
  addGuest,
  atGuests,
  errorOf,
  fillStay,
  next,
  openAtGuests,
  openGuestForm,
  pick,
  openOwnLinkIn,
} from './guest-form-steps';

const withFnrh = (fnrh: boolean) => {
  const page = aGuestFormPage({ id: aReservationId() });
  return { ...page, residence: { ...page.residence, fnrh } };
};

/** The names of a select's options, as the guest reads them. */
const optionsOf = (label: RegExp) =>
  within(screen.getByLabelText(label))
    .getAllByRole('option')
    .map((option) => option.textContent);

// Issue 32: what FNRH asks that the form does not otherwise collect (the means of transport,
// the holder's gender) is asked only when the host registers stays in FNRH.
describe("FNRH's extra questions on the guest form", () => {
  it('asks the means of transport and the gender when the host is on FNRH', async () => {
    const { user } = await openGuestForm(withFnrh(true));
    await fillStay(user);
    await next(user);
    await waitFor(() => expect(errorOf(/^Means of transport to the stay/)).toBe('Required field'));
    await user.selectOptions(screen.getByLabelText(/^Means of transport to the stay/), 'plane');
    await next(user);
    await screen.findByRole('heading', { level: 2, name: 'Your details' });
    expect(screen.getByLabelText(/^Gender/)).toBeRequired();
    expect(screen.getByText("Asked by Brazil's national guest register (FNRH).")).toBeVisible();
  });

  // Walk of issue 32: "Other" and "Prefer not to say" are not in FNRH's lists, so FNRH
  // refused every stay that chose them.
  it("offers only the purposes and means of transport FNRH's lists have", async () => {
    await openGuestForm(withFnrh(true));
    expect(optionsOf(/^Purpose of the visit/)).not.toContain('Other');
    expect(optionsOf(/^Purpose of the visit/)).not.toContain('Prefer not to say');
    expect(optionsOf(/^Purpose of the visit/)).toContain('Religion');
    expect(optionsOf(/^Means of transport to the stay/)).not.toContain('Other');
    expect(optionsOf(/^Means of transport to the stay/)).toContain('Train');
  });

  // Walk of issue 32: FNRH's list has a bicycle and on foot, which the form lacked.
  it("offers FNRH's bicycle and on foot, and keeps the guest's choice", async () => {
    const { user } = await openGuestForm(withFnrh(true));
    expect(optionsOf(/^Means of transport to the stay/)).toEqual(
      expect.arrayContaining(['Bicycle', 'On foot']),
    );
    await user.selectOptions(screen.getByLabelText(/^Means of transport to the stay/), 'On foot');
    expect(screen.getByLabelText(/^Means of transport to the stay/)).toHaveValue('onFoot');
  });

  it("offers every purpose, 'prefer not to inform' too, to a host off FNRH", async () => {
    await openGuestForm(withFnrh(false));
    expect(optionsOf(/^Purpose of the visit/)).toEqual(
      expect.arrayContaining(['Other', 'Prefer not to say']),
    );
  });

  it('asks neither otherwise', async () => {
    const { user } = await openGuestForm(withFnrh(false));
    expect(screen.queryByLabelText(/^Means of transport/)).toBeNull();
    await fillStay(user);
    await next(user);
    await screen.findByRole('heading', { level: 2, name: 'Your details' });
    expect(screen.queryByLabelText(/^Gender/)).toBeNull();
  });
});

// FNRH needs every guest's gender, not only the holder's: each companion is asked it too, on
// the holder's form and on their own link, only for a host on FNRH.
describe("a companion's gender for FNRH", () => {
  const onFnrh = <Page extends GuestFormPage>(page: Page, fnrh: boolean): Page => ({
    ...page,
    residence: { ...page.residence, fnrh },
  });

  it('is asked of each guest the holder fills in, and required, when the host is on FNRH', async () => {
    const { user } = await openAtGuests(onFnrh(atGuests(), true));
    await addGuest(user);
    const guest = screen.getByRole('group', { name: 'Guest 2' });
    await user.type(within(guest).getByLabelText(/^Full name/), 'João Souza');
    await next(user);
    await waitFor(() => expect(errorOf(/^Gender/)).toBe('Required field'));
    expect(within(guest).getByLabelText(/^Gender/)).toBeRequired();
  });

  it('is not asked of a companion when the host is not on FNRH', async () => {
    const { user } = await openAtGuests(onFnrh(atGuests(), false));
    await addGuest(user);
    const guest = screen.getByRole('group', { name: 'Guest 2' });
    expect(within(guest).getByLabelText(/^Full name/)).toBeInTheDocument();
    expect(within(guest).queryByLabelText(/^Gender/)).toBeNull();
  });

  it.each([
    [true, 'asks it on their own link and saves it'],
    [false, 'does not ask it on their own link'],
  ])('on FNRH %s: %s', async (fnrh) => {
    const saves: Saved[] = [];
    const page = onFnrh(
      aFillingPage({
        form: { additionalGuest: { key: 'k1', name: 'João Souza' } },
        files: { k1: [] },
        missing: ['guest_1_doc_front', 'guest_1_doc_back', 'guest_1_doc_selfie'],
        additionalGuestIndex: 1,
      }),
      fnrh,
    );
    const { user } = await openOwnLinkIn('en-US', page, saves);
    await screen.findByRole('heading', { level: 2, name: 'Your details' });
    if (!fnrh) {
      expect(screen.queryByLabelText(/^Gender/)).toBeNull();
      return;
    }
    await user.type(screen.getByLabelText(/^CPF/), '390.533.447-05');
    pick(/^Date of birth/, '1992-01-01');
    await acceptTerms(user);
    await user.click(screen.getByRole('button', { name: 'Save my details' }));
    await waitFor(() => expect(errorOf(/^Gender/)).toBe('Required field'));
    await user.selectOptions(screen.getByLabelText(/^Gender/), 'man');
    await user.click(screen.getByRole('button', { name: 'Save my details' }));
    expect(await screen.findByText(/Details saved/)).toBeInTheDocument();
    expect(saves[0]?.fields).toMatchObject({ name: 'João Souza', gender: 'man' });
  });
});
