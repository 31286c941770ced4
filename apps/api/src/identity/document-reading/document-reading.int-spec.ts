import { requestJson } from '@chegada/testing';
import { aGuestFilesWorld } from '../../guest-form/__fixtures__/guest-files-world';
import {
  aCompleteForm,
  aGuestReservation,
  aJpeg,
  guestHeaders,
  putGuestForm,
} from '../../guest-form/__fixtures__/guest-form-fixtures';
import { mrzPhoto, passportMrz } from '../__fixtures__/mrz-photos';

describe("reading the guest's passport for them to confirm (POST …/document-reading)", () => {
  const world = aGuestFilesWorld('document-reading');

  const aGuestWithPassport = async (imageTermsAccepted: boolean) => {
    const id = await aGuestReservation(world.app, world.host);
    const passport = { bytes: await mrzPhoto(passportMrz(), 3), name: 'p.jpg', type: 'image/jpeg' };
    const saved = await putGuestForm(
      world.app,
      `/stays/guestForm/${id}`,
      {
        data: aCompleteForm({ submit: false, imageTermsAccepted }),
        files: { doc_front: passport, doc_back: await aJpeg('back.jpg') },
      },
      guestHeaders(world.host),
    );
    expect(saved.status).toBe(200);
    return id;
  };
  const read = (id: string) =>
    requestJson<{ document?: Record<string, unknown>; code?: string }>(
      `${world.app.baseUrl}/api/stays/guestForm/${id}/document-reading`,
      { method: 'POST', headers: guestHeaders(world.host) },
    );

  it('offers what the MRZ of the stored photo says, checked', async () => {
    const answer = await read(await aGuestWithPassport(true));
    expect(answer).toMatchObject({
      status: 200,
      body: {
        document: {
          documentNumber: 'FZ1234567',
          surname: 'SILVA',
          givenNames: 'MARIA CLARA',
          birthDate: '1990-04-01',
          checkDigitsValid: true,
          expired: false,
        },
      },
    });
  });

  it('reads nothing before the guest accepted the image terms', async () => {
    expect(await read(await aGuestWithPassport(false))).toMatchObject({
      status: 422,
      body: { code: 'BIOMETRIC_CONSENT_REQUIRED' },
    });
  });
});
