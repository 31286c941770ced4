import type { HostDataRequestView } from '@chegada/contracts';
import { apiAs, requestJson } from '@chegada/testing';
import {
  aJpeg,
  guestHeaders,
  putGuestForm,
} from '../../guest-form/__fixtures__/guest-form-fixtures';
import {
  aDataRequestsWorld,
  askAndConfirm,
  aSubmittedStay,
  JOANA,
} from '../__fixtures__/data-requests-world';
import { ANA, ANA_TYPED as TYPED, BRUNO } from '../__fixtures__/companions';

type Guest = Record<string, unknown>;
type Page = { data: { form: { additionalGuests?: Guest[] } } };
type HolderPage = {
  data: {
    missing: string[];
    erasedCompanions?: string[];
    erasedCompanionsAt?: Record<string, string>;
  };
};
type Documents = { items: Array<{ guest: string; kind: string }> };

const REFUSED = {
  'pt-BR':
    'Os dados deste acompanhante foram apagados a pedido dessa pessoa: não recebemos mais dados, arquivos nem fotos dela.',
  'en-US':
    'This companion’s data was erased at their request: no more data, files or photos of theirs are taken.',
  'es-ES':
    'Los datos de este acompañante se eliminaron a petición suya: ya no se reciben datos, archivos ni fotos suyos.',
};

// Walk of issue 32: once the host erased a companion's data at their request, their own link
// still took new data, files and a new face, and the holder's form could type them back.
describe('the link of a companion whose data was erased at their request', () => {
  const world = aDataRequestsWorld();
  const api = () => apiAs(world.app, world.owner);
  const page = async (id: string) => (await api()<Page>(`/stays/local/${id}`)).body.data;
  const files = async (id: string) =>
    (await api()<Documents>(`/stays/reservations/${id}/documents`)).body.items;
  const asCompanion = (key: string, language = 'en-US') =>
    guestHeaders(world.host, { additionalguestkey: key, 'accept-language': language });

  /** A draft of Joana with Ana and Bruno; Ana asked for her deletion and the host erased it. */
  const anErasedCompanion = async () => {
    const id = await aSubmittedStay(world, JOANA, {
      form: { adults: 3, additionalGuests: [ANA, BRUNO], submit: false },
      files: { guest_0_doc_front: await aJpeg('ana.jpg') },
    });
    const [ana, bruno] = ((await page(id)).form.additionalGuests ?? []).map((g) => String(g.key));
    const request = await askAndConfirm(world, id, TYPED, { kind: 'deletion', email: TYPED }, ana);
    const erased = await api()<HostDataRequestView>(
      `/data-requests/${request.id}/erase-companion`,
      { method: 'POST' },
    );
    expect(erased.status).toBe(200);
    return { id, ana: ana!, bruno: bruno! };
  };

  it('refuses her new data, files and liveness check in her language, and takes Bruno’s', async () => {
    const { id, ana, bruno } = await anErasedCompanion();
    const path = `/stays/guestForm/${id}`;

    for (const [language, message] of Object.entries(REFUSED)) {
      const saved = await putGuestForm(
        world.app,
        path,
        { data: { name: 'Ana de Novo', phone: '+55 41 91111-2222' } },
        asCompanion(ana, language),
      );
      expect({ language, status: saved.status, body: saved.body }).toEqual({
        language,
        status: 422,
        body: expect.objectContaining({ code: 'COMPANION_DATA_ERASED', message }) as unknown,
      });
    }
    const selfie = await putGuestForm(
      world.app,
      path,
      { files: { guest_0_doc_selfie: await aJpeg('ana-again.jpg') } },
      asCompanion(ana),
    );
    expect({ status: selfie.status, code: selfie.body.code }).toEqual({
      status: 422,
      code: 'COMPANION_DATA_ERASED',
    });
    const liveness = await requestJson<{ code?: string; message?: string }>(
      `${world.app.baseUrl}/api/stays/guestForm/${id}/liveness`,
      { method: 'POST', headers: asCompanion(ana, 'es-ES') },
    );
    expect({ status: liveness.status, body: liveness.body }).toEqual({
      status: 422,
      body: expect.objectContaining({
        code: 'COMPANION_DATA_ERASED',
        message: REFUSED['es-ES'],
      }) as unknown,
    });
    // Nothing of hers came back; Bruno's own link still takes his part.
    expect((await page(id)).form.additionalGuests?.[0]).not.toHaveProperty('phone');
    expect((await files(id)).filter((file) => file.guest === ana).map((f) => f.kind)).toEqual([
      'doc_front',
    ]);
    const his = await putGuestForm(
      world.app,
      path,
      { data: { phone: '+55 11 97777-6666' } },
      asCompanion(bruno),
    );
    expect(his.status).toBe(200);
  });

  it('keeps her entry as it is when the holder’s form sends her again, and refuses her files', async () => {
    const { id, ana, bruno } = await anErasedCompanion();
    const before = (await page(id)).form.additionalGuests?.[0];
    const path = `/stays/guestForm/${id}`;

    const saved = await putGuestForm(
      world.app,
      path,
      {
        data: {
          additionalGuests: [
            { key: ana, ...ANA, name: 'Ana Digitada Pelo Titular', phone: '+55 41 90000-1111' },
            { key: bruno, ...BRUNO, name: 'Bruno Reis Corrigido' },
          ],
        },
      },
      guestHeaders(world.host),
    );

    expect(saved.status).toBe(200);
    const after = (await page(id)).form.additionalGuests ?? [];
    expect(after[0]).toEqual(before);
    expect(after[0]).not.toHaveProperty('phone');
    expect(after[1]).toMatchObject({ key: bruno, name: 'Bruno Reis Corrigido' });
    const upload = await putGuestForm(
      world.app,
      path,
      { files: { guest_0_doc_selfie: await aJpeg('ana-by-holder.jpg') } },
      guestHeaders(world.host, { 'accept-language': 'pt-BR' }),
    );
    expect({ status: upload.status, body: upload.body }).toEqual({
      status: 422,
      body: expect.objectContaining({
        code: 'COMPANION_DATA_ERASED',
        message: REFUSED['pt-BR'],
      }) as unknown,
    });
    expect((await files(id)).filter((file) => file.guest === ana).map((f) => f.kind)).toEqual([
      'doc_front',
    ]);
  });

  it('reads erased on the holder’s page, and owes the holder’s submission nothing', async () => {
    const { id, ana } = await anErasedCompanion();
    const holder = await apiAs(world.app)<HolderPage>(`/stays/guestForm/${id}`, {
      headers: guestHeaders(world.host),
    });

    expect(holder.body.data.erasedCompanions).toEqual([ana]);
    // When the host erased her data: the holder's page says the day (issue 32).
    const erasedAt = holder.body.data.erasedCompanionsAt?.[ana];
    expect(Date.now() - Date.parse(erasedAt ?? '')).toBeLessThan(60_000);
    // Typed here, her phone went with her contact and her selfie with her biometric data.
    const hers = holder.body.data.missing.filter((field) => /\[0\]|guest_0_/.test(field));
    expect(hers).toEqual([]);
    const own = await apiAs(world.app)<HolderPage>(`/stays/guestForm/${id}`, {
      headers: asCompanion(ana),
    });
    expect(own.body.data.erasedCompanions).toEqual([ana]);
    expect(own.body.data.erasedCompanionsAt).toEqual({ [ana]: erasedAt });
  });
});
