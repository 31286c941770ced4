import { useBrowserSuite } from '../helpers/browser-suite';
import { seesTheDoorInEachLanguage, useStayAtTheDoor } from '../helpers/guest-door';

/**
 * Issue 17 in Chromium: at the door, with no signal (a garage, a phone without roaming), the
 * guest opens the link again and finds the door code the page showed an hour before check-in,
 * in each language, with the notice that the page is this phone's copy. Screens at 360 and
 * 1280 px in test/e2e/__screenshots__/guest-door-offline-*.png.
 */
const suite = useBrowserSuite('guest-door-offline');

describe('a guest at the door with no signal', () => {
  const door = useStayAtTheDoor(suite);

  it('sees the door code online, then again offline in every language', async () => {
    const page = await door.openOffline(door.setup.link);
    await seesTheDoorInEachLanguage(page, 'guest-door-offline');
    await door.phone.setOffline(false);
  });
});
