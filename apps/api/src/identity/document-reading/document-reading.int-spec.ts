import { requestJson } from '@chegada/testing';
import { aGuestFilesWorld } from '../../guest-form/__fixtures__/guest-files-world';
import {
  aCompleteForm,
  aGuestReservation,
  aJpeg,
  guestHeaders,
  putGuestForm,
} from '../../guest-form/__fixtures__/guest-form-fixtures';
import { documentFront, jpegUpload } from '../__fixtures__/sample-faces';
import { CPF_WITH_WRONG_DIGIT, cpfCardPhoto, PRINTED_CPF } from '../__fixtures__/cpf-photos';
import { mrzPhoto, passportMrz } from '../__fixtures__/mrz-photos';

describe("reading the guest's passport for them to confirm (POST …/document-reading)", () => {
  const world = aGuestFilesWorld('document-reading');

  const aGuestWithDocument = async (front: Buffer, imageTermsAccepted = true) => {
    const id = await aGuestReservation(world.app, world.host);
    const saved = await putGuestForm(
      world.app,
      `/stays/guestForm/${id}`,
      {
        data: aCompleteForm({ submit: false, imageTermsAccepted }),
        files: { doc_front: jpegUpload(front, 'front.jpg'), doc_back: await aJpeg('back.jpg') },
      },
      guestHeaders(world.host),
    );
    expect(saved.status).toBe(200);
    return id;
  };
  const aGuestWithPassport = async (imageTermsAccepted: boolean) =>
    aGuestWithDocument(await mrzPhoto(passportMrz(), 3), imageTermsAccepted);
  const read = (id: string) =>
    requestJson<{ document?: Record<string, unknown>; cpf?: string | null; code?: string }>(
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
        cpf: null,
      },
    });
  });

  it('offers the CPF printed on an RG or a CNH without MRZ, read from the text', async () => {
    for (const [kind, degrees] of [
      ['rg', 4],
      ['cnh', -5],
    ] as const) {
      const answer = await read(
        await aGuestWithDocument(await cpfCardPhoto(kind, PRINTED_CPF, degrees)),
      );
      expect(answer).toMatchObject({ status: 200, body: { document: null, cpf: PRINTED_CPF } });
    }
  });

  it('offers nothing from a CPF whose check digit is wrong, nor from a card without one', async () => {
    for (const card of [
      cpfCardPhoto('rg', CPF_WITH_WRONG_DIGIT, 2),
      cpfCardPhoto('cnh', null, -3),
    ]) {
      const answer = await read(await aGuestWithDocument(await card));
      expect(answer).toMatchObject({ status: 200, body: { document: null, cpf: null } });
    }
  });

  it('reads nothing, neither MRZ nor text, before the guest accepted the image terms', async () => {
    const cpfCard = await cpfCardPhoto('rg', PRINTED_CPF, 2);
    for (const id of [await aGuestWithPassport(false), await aGuestWithDocument(cpfCard, false)]) {
      expect(await read(id)).toMatchObject({
        status: 422,
        body: { code: 'BIOMETRIC_CONSENT_REQUIRED' },
      });
    }
  });

  it('offers the kept reading again to the browser that read it, until the photo is replaced', async () => {
    const id = await aGuestReservation(world.app, world.host);
    const path = `/stays/guestForm/${id}`;
    const photos = async (front: Buffer, cookie?: string) =>
      putGuestForm(
        world.app,
        path,
        {
          data: aCompleteForm({ submit: false, imageTermsAccepted: true }),
          files: { doc_front: jpegUpload(front, 'front.jpg'), doc_back: await aJpeg('back.jpg') },
        },
        guestHeaders(world.host, cookie ? { cookie } : {}),
      );
    const cookie = (await photos(await mrzPhoto(passportMrz(), 3))).setCookie?.split(';')[0];
    expect(cookie).toBeDefined();
    const headers = guestHeaders(world.host, { cookie: cookie! });
    const url = `${world.app.baseUrl}/api${path}/document-reading`;
    const kept = (withHeaders: Record<string, string>) =>
      requestJson<{ document: Record<string, unknown> | null; cpf: string | null }>(url, {
        headers: withHeaders,
      });
    const nothing = { status: 200, body: { document: null, cpf: null } };
    // Nothing read yet: nothing to offer.
    expect(await kept(headers)).toMatchObject(nothing);
    const read = await requestJson(url, { method: 'POST', headers });
    expect(read.status).toBe(200);
    expect(await kept(headers)).toMatchObject({ status: 200, body: read.body });
    // Another browser, which would see the guest's data masked, is offered nothing.
    expect(await kept(guestHeaders(world.host))).toMatchObject(nothing);
    // A new photo of the front: what was read of the old one is not offered.
    expect((await photos(await documentFront('ana'), cookie)).status).toBe(200);
    expect(await kept(headers)).toMatchObject(nothing);
  });
});
