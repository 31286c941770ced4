import type { HostDataRequestView, ReservationFnrh } from '@chegada/contracts';
import { apiAs, waitFor } from '@chegada/testing';
import { aJpeg } from '../../guest-form/__fixtures__/guest-form-fixtures';
import {
  askAndConfirm,
  aSubmittedStay,
  JOANA,
} from '../../personal-data-requests/__fixtures__/data-requests-world';
import { reservationCalls, send } from '../../reservations/__fixtures__';
import { aFnrhDataRequestsWorld } from '../__fixtures__/fnrh-data-requests-world';
import { FNRH_OPT_IN } from '../__fixtures__/fnrh-peer';

type Guest = Record<string, unknown>;
type Page = { data: { form: { additionalGuests?: Guest[] } } };

const ANA = {
  name: 'Ana Lima Sem Contato',
  cpf: '390.533.447-05',
  birthDate: '1992-01-01',
  phone: '+55 41 99876-5432',
  gender: 'woman',
};
const TYPED = 'ana.sem.contato@example.net';

// Walk of issue 32: a companion asked for her deletion before her stay; the host erased it and
// approved the stay, and FNRH was sent her phone. FNRH's legal duty keeps who she is, not how
// to reach her.
describe('FNRH and a companion whose data was erased at her request', () => {
  const { fnrh, world } = aFnrhDataRequestsWorld();
  const host = () => apiAs(world.app, world.owner);

  it('registers her identity without her phone; the holder’s contact still goes', async () => {
    expect((await host()('/fnrh/settings', { method: 'PUT', body: FNRH_OPT_IN })).status).toBe(200);
    const id = await aSubmittedStay(world, JOANA, {
      form: { gender: 'woman', transport: 'plane', adults: 2, additionalGuests: [ANA] },
      files: {
        guest_0_doc_front: await aJpeg('ana.jpg'),
        guest_0_doc_back: await aJpeg('ana-back.jpg'),
        guest_0_doc_selfie: await aJpeg('ana-selfie.jpg'),
      },
    });
    const page = await host()<Page>(`/stays/local/${id}`);
    const ana = String(page.body.data.form.additionalGuests?.[0]?.key);
    const request = await askAndConfirm(world, id, TYPED, { kind: 'deletion', email: TYPED }, ana);
    const erased = await host()<HostDataRequestView>(
      `/data-requests/${request.id}/erase-companion`,
      { method: 'POST' },
    );
    expect(erased.status).toBe(200);

    const calls = reservationCalls(id, world.owner.id);
    expect((await send(world.app, world.owner, calls.approve)).status).toBe(200);
    const stay = await waitFor(
      async () => (await host()<ReservationFnrh>(`/stays/reservations/${id}/fnrh`)).body.stay,
      (sent) => sent?.guests.length === 2 || sent?.failure != null,
    );

    expect(stay?.failure ?? null).toBeNull();
    const people = [...fnrh.people.values()];
    const hers = people.find((person) => person.nome === ANA.name);
    const holders = people.find((person) => person.nome === JOANA.name);
    // Who she is, for the government's register; nothing to reach her by.
    expect(hers).toMatchObject({ nome: ANA.name, data_nascimento: ANA.birthDate });
    expect(hers).not.toHaveProperty('telefone');
    expect(hers).not.toHaveProperty('email');
    expect(holders).toHaveProperty('telefone', JOANA.phone.replace(/\D/g, ''));
  });
});
