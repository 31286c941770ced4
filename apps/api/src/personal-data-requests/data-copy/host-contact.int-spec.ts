import { apiAs, requestJson } from '@chegada/testing';
import { guestHeaders } from '../../guest-form/__fixtures__/guest-form-fixtures';
import { copyMailedTo } from '../__fixtures__/data-copy';
import {
  aDataRequestsWorld,
  askAndConfirm,
  aSubmittedStay,
  JOANA,
} from '../__fixtures__/data-requests-world';

type Company = { phone: string; email?: string | null };

// Walk60 (issue 32): the host set "Contact phone shown to guests", yet the guest's page ("Your
// host", its call and WhatsApp links) and the data copy still showed the company's phone.
describe("the host's contact a guest is shown", () => {
  const world = aDataRequestsWorld();

  const guestPage = async (id: string) =>
    (
      await requestJson<{ data: { company: Company; guide: { hostPhoneE164: string } | null } }>(
        `${world.app.baseUrl}/api/stays/guestForm/${id}`,
        { method: 'GET', headers: guestHeaders(world.host) },
      )
    ).body.data;

  const companyInfo = async () =>
    (
      await requestJson<{ data: Company }>(
        `${world.app.baseUrl}/api/stays/company-info/${world.host.friendlyCode}`,
        { method: 'GET' },
      )
    ).body.data;

  it("is the company's phone until the host sets a contact, then the contact, everywhere", async () => {
    const email = 'joana.contato@example.com';
    const id = await aSubmittedStay(world, { ...JOANA, name: 'Joana Contato', email });
    const before = await guestPage(id);
    expect(before.company).toMatchObject({ phone: expect.any(String), email: null });
    expect(before.company.phone).not.toMatch(/97777/);

    const saved = await apiAs(world.app, world.owner)(`/config/${world.owner.id}`, {
      method: 'PUT',
      body: { hostContactPhone: '+55 21 97777-6655', hostContactEmail: 'recepcao@praia.test' },
    });
    expect(saved.status).toBe(200);

    const contact = { phone: '+55 21 97777-6655', email: 'recepcao@praia.test' };
    expect((await guestPage(id)).company).toMatchObject(contact);
    expect(await companyInfo()).toMatchObject({ phone: contact.phone });

    const sent = world.smtp.received.length;
    await askAndConfirm(world, id, email, { kind: 'copy', lang: 'es-ES' });
    const { copy, pdf } = await copyMailedTo(world.smtp, email, sent);
    expect(copy.controller).toMatchObject(contact);
    expect(pdf).toContain('Teléfono del responsable: (21) 97777-6655');
    expect(pdf).toContain('Correo del responsable: recepcao@praia.test');
    expect(pdf.match(/Teléfono del responsable/g)).toHaveLength(1);
  });
});
