import { FNRH_KEY, FNRH_USER } from '../../apps/api/src/government/__fixtures__/fnrh-peer';
import { collectPageErrors, fineAtEachWidth, inspectAtEachWidth } from '../helpers/browser';
import { aHost, submittedReservation } from '../helpers/console-host';
import { aLinkedStay, useFnrhHostSuite } from '../helpers/fnrh-host';
import { field, fillHolder, fillStay, next, step } from '../helpers/guest-steps';
import { visitorIn } from '../helpers/languages';

// Issue 32 on the built app with its worker: the host opts into FNRH Digital on /u/config
// (against a local FNRH the test starts), the guest form then asks gender and means of
// transport, and an approved stay reaches FNRH with its ids shown on the review page. Each
// screen at 360 and 1280 px with axe.
const { suite, world } = useFnrhHostSuite('fnrh', aHost('Rita Lima', 'Mar'), 'Casa Mar');

it('a host opts into FNRH; the guest is asked what FNRH needs; an approved stay gets its ids', async () => {
  const { browser, host, site } = suite;
  const page = await visitorIn(browser, 'en-US', host.token);
  const pageErrors = collectPageErrors(page);
  await page.goto(`${site.baseUrl}/u/config`);
  const panel = page.getByRole('region', { name: 'FNRH Digital' });
  await panel.getByLabel('Register my stays in FNRH').check();
  await panel.getByLabel('API user').fill(FNRH_USER);
  await panel.getByLabel('API key').fill(FNRH_KEY);
  await panel.getByLabel("Operator's CPF").fill('529.982.247-25');
  await panel.getByRole('button', { name: 'Save FNRH settings' }).click();
  await page.getByText('FNRH settings saved').waitFor();
  // Kept as digits, shown masked as typed (issue 32 walk).
  expect(await panel.getByLabel("Operator's CPF").inputValue()).toBe('529.982.247-25');
  await panel.getByRole('button', { name: 'Test connection' }).click();
  await panel.getByText('FNRH accepted the user, key and CPF.').waitFor();
  await panel.getByRole('heading', { name: 'FNRH Digital' }).scrollIntoViewIfNeeded();
  expect(await inspectAtEachWidth(page, 'config-fnrh')).toEqual(fineAtEachWidth);

  // The guest's link now asks the means of transport (stay) and the gender (details).
  const link = await aLinkedStay(host, world.residenceId, 'en-US');
  const guest = await visitorIn(browser, 'en-US');
  await guest.goto(`${site.baseUrl}${link}`);
  await step(guest, 'Stay');
  await fillStay(guest, { adults: 2 });
  await field(guest, 'Means of transport to the stay').selectOption('plane');
  expect(await inspectAtEachWidth(guest, 'guest-stay-fnrh')).toEqual(fineAtEachWidth);
  await next(guest);
  await step(guest, 'Your details');
  await fillHolder(guest);
  await field(guest, 'Gender').selectOption('woman');
  expect(await inspectAtEachWidth(guest, 'guest-holder-fnrh')).toEqual(fineAtEachWidth);
  // FNRH needs every guest's gender: the companion the holder fills in is asked it too.
  await next(guest);
  await step(guest, 'Other guests');
  await guest.getByRole('button', { name: 'Add guest' }).click();
  const companion = guest.getByRole('group', { name: 'Guest 2' });
  await field(companion, 'Full name').fill('João Souza');
  await field(companion, 'CPF').fill('390.533.447-05');
  await field(companion, 'Date of birth').fill('1985-02-03');
  await next(guest);
  await companion.getByText('Required field').waitFor();
  await field(companion, 'Gender').selectOption('man');
  expect(await inspectAtEachWidth(guest, 'guest-companion-fnrh')).toEqual(fineAtEachWidth);
  await guest.close();

  // A stay the guest sent is approved: the worker registers it in FNRH.
  const id = await submittedReservation(
    site.baseUrl,
    host,
    world.residenceId,
    'Pedro Alves',
    {},
    {
      gender: 'man',
      transport: 'bus',
    },
  );
  const approval = await host.api(`/stays/approve-reservation/${id}`, { body: { confirm: true } });
  expect(approval.status).toBe(200);
  await page.goto(`${site.baseUrl}/u/guest/${id}`);
  const section = page.getByRole('region', { name: 'FNRH Digital' });
  // Approved: never "goes to FNRH once approved" again; it reads on to the ids by itself.
  await section.getByText('Reservation in FNRH').waitFor({ timeout: 30_000 });
  await section.getByText('Registered in FNRH.', { exact: true }).waitFor();
  expect(await section.textContent()).not.toContain('once it is approved');
  const held = world.fnrh.reservationNumbered(id)!;
  await section.getByText(held.reserva_id, { exact: true }).waitFor();
  await section.getByText(held.hospedes[0]!.hospede_id, { exact: true }).waitFor();
  await section.getByRole('link', { name: held.reserva_id }).waitFor();
  await section.scrollIntoViewIfNeeded();
  expect(await inspectAtEachWidth(page, 'review-fnrh')).toEqual(fineAtEachWidth);
  expect(pageErrors).toEqual([]);
});
