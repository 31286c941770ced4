import { mainLinkView } from './guest-form-masking';

// Walk of issue 32: after a companion's deletion and then the holder's, the holder's page still
// showed the identity kept of the companion (her CPF, masked, her birth date).
describe("the holder's link, of a companion erased at her own request", () => {
  const form = {
    name: 'Joana Prado',
    additionalGuests: [
      {
        key: 'k1',
        name: 'Ana Lima',
        cpf: '52998224725',
        birthDate: '1990-01-02',
        nationality: 'BR',
        document: { kind: 'cpf', number: '52998224725' },
        dataErased: true,
      },
      { key: 'k2', name: 'Bruno Reis', cpf: '11144477735' },
    ],
  };

  it.each([true, false])('names her and says she is erased, no more (seen in full: %s)', (full) => {
    const { form: view } = mainLinkView(form, () => full);
    const [ana, bruno] = view.additionalGuests as Array<Record<string, unknown>>;
    expect(Object.keys(ana!).sort()).toEqual(['dataErased', 'key', 'name']);
    expect(ana!.name).toBe(full ? 'Ana Lima' : 'A••• L•••');
    expect(JSON.stringify(view)).not.toMatch(/4725|1990|"BR"/);
    // Another companion keeps his document, masked as ever.
    expect(bruno!.cpf).toBe('•••.•••.•••-35');
  });
});

// Walk61: the details page showed the CPF as "•••••••••25", not in a CPF's shape.
describe('a CPF, masked', () => {
  it.each(['52998224725', '529.982.247-25'])('keeps its format (%s)', (cpf) => {
    const { form: view, maskedFields } = mainLinkView({ cpf }, () => true);
    expect(view.cpf).toBe('•••.•••.•••-25');
    expect(maskedFields).toEqual(['cpf']);
  });
});
