import 'fake-indexeddb/auto';
import { screen, waitFor } from '@testing-library/react';
import { aGuestFormPage, aReservationId } from '../../../testing/guest-form-fixtures';
import { openGuestForm } from './guest-form-steps';

/** A box of the page's layout (jsdom lays nothing out): from `top` to `bottom`, in px. */
const box = (top: number, bottom: number) =>
  ({ top, bottom, left: 0, right: 360, width: 360, height: bottom - top, x: 0, y: top }) as DOMRect;

/** Lays the page out as `boxOf` says, the sticky bar at a 360 × 780 phone's bottom (707 px). */
const laidOut = (boxOf: (element: Element) => DOMRect) =>
  jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: Element,
  ) {
    return this.classList.contains('step-actions') ? box(707, 780) : boxOf(this);
  });

/** The stay step, opened fresh: the number of adults, its first field to count. */
const atStay = async () => {
  const opened = await openGuestForm(aGuestFormPage({ id: aReservationId() }));
  // The wizard has settled on its step (in the address): nothing of it is left running.
  await waitFor(() => expect(window.location.search).toMatch(/step=stay/));
  return { ...opened, adults: await screen.findByLabelText(/^Adults/) };
};

describe('the sticky action bar on a phone (walk of issues 29 and 32)', () => {
  it('brings a field focused under it up above it, with its error', async () => {
    const { user, adults } = await atStay();
    await user.clear(adults);
    await user.tab();
    await waitFor(() => expect(adults).toHaveAttribute('aria-invalid', 'true'));
    const error = document.getElementById(
      (adults.getAttribute('aria-describedby') ?? '').split(' ').pop() ?? '',
    );
    expect(error).toHaveTextContent(/.+/);
    // Its top above the bar, its error under it: as a guest scrolling down finds the last field.
    const block = adults.closest('.field');
    laidOut((element) =>
      element === block
        ? box(600, 700)
        : element === adults
          ? box(640, 684)
          : element === error
            ? box(690, 730)
            : box(0, 0),
    );
    adults.focus();
    // The error's bottom (730 px) 12 px above the bar's top (707 px): 35 px up.
    await waitFor(() => expect(window.scrollTo).toHaveBeenCalledWith({ top: 35 }));
  });

  // Walk55: a phone's keyboard shrinks the page under a field already focused.
  it('brings the focused field up above it when the page shrinks', async () => {
    const viewport = new EventTarget();
    Object.defineProperty(window, 'visualViewport', { value: viewport, configurable: true });
    try {
      const { user, adults } = await atStay();
      const block = adults.closest('.field');
      laidOut((element) => (element === block ? box(300, 400) : box(0, 0)));
      await user.click(adults);
      await new Promise((resolve) => requestAnimationFrame(resolve));
      jest.mocked(window.scrollTo).mockClear();
      // The keyboard opened: the bar (at 707 px) now covers the field's block.
      laidOut((element) => (element === block ? box(680, 760) : box(0, 0)));
      viewport.dispatchEvent(new Event('resize'));
      // Its bottom (760 px) 12 px above the bar's top (707 px): 65 px up.
      await waitFor(() => expect(window.scrollTo).toHaveBeenCalledWith({ top: 65 }));
    } finally {
      Reflect.deleteProperty(window, 'visualViewport');
    }
  });

  it('leaves the page where it is when the field shows whole above it', async () => {
    const { user, adults } = await atStay();
    laidOut(() => box(300, 400));
    // What the shell scrolled as the step opened is not the guest's focus.
    jest.mocked(window.scrollTo).mockClear();
    await user.click(adults);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(window.scrollTo).not.toHaveBeenCalled();
  });
});
