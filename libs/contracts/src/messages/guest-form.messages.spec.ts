import { locales } from '../locales';
import { guestFormMessages } from './guest-form.messages';
import { translate } from './translate';

describe('guest form messages', () => {
  const keys = Object.keys(
    guestFormMessages['pt-BR'],
  ) as (keyof (typeof guestFormMessages)['pt-BR'])[];

  it.each(locales)('every rule reads as words in %s, with its values filled in', (locale) => {
    for (const key of keys) {
      const text = translate(locale, key, {
        minAge: 18,
        time: '14:00',
        max: 2,
        years: 120,
        booked: Date.parse('2026-11-29T12:00:00Z'),
      });
      expect(text).not.toContain(key);
      expect(text).not.toMatch(/[{}]/);
    }
  });

  it.each([
    // walk57: the refusal names the booked day, in the reader's words for dates.
    [
      'pt-BR',
      'guestForm.checkInBeforeBooking',
      { booked: Date.parse('2026-11-29T12:00:00Z') },
      'O check-in não pode ser antes de 29 de novembro de 2026, o dia da reserva',
    ],
    ['en-US', 'guestForm.maxGuestsReached', {}, 'Max guests reached!'],
    ['en-US', 'guestForm.acceptTerms', {}, 'You must accept the terms to continue'],
    // §8's words first, then the reservation's limit.
    [
      'en-US',
      'guestForm.tooManyGuests',
      { max: 4 },
      'Max guests reached! This reservation is for up to 4 guests.',
    ],
    [
      'pt-BR',
      'guestForm.tooManyGuests',
      { max: 1 },
      'Número máximo de hóspedes atingido! Esta reserva é para até 1 hóspede.',
    ],
    [
      'es-ES',
      'guestForm.tooManyGuests',
      { max: 3 },
      '¡Número máximo de huéspedes alcanzado! Esta reserva es para hasta 3 huéspedes.',
    ],
    ['en-US', 'error.VALIDATION_FAILED', {}, 'Fill in all required fields'],
    ['pt-BR', 'guestForm.maxGuestsReached', {}, 'Número máximo de hóspedes atingido!'],
    ['pt-BR', 'guestForm.acceptTerms', {}, 'Você precisa aceitar os termos para continuar'],
    ['es-ES', 'guestForm.acceptTerms', {}, 'Debes aceptar los términos para continuar'],
    [
      'pt-BR',
      'guestForm.checkInTooEarly',
      { time: '14:00' },
      'O check-in é permitido a partir das 14:00',
    ],
    ['en-US', 'guestForm.checkOutTooLate', { time: '11:00' }, 'Check-out must be by 11:00'],
    [
      'es-ES',
      'guestForm.underage',
      { minAge: 18 },
      'El huésped principal debe tener al menos 18 años en la fecha del check-in',
    ],
    ['en-US', 'guestForm.tooManyVehicles', { max: 0 }, 'This property has no parking space'],
    ['pt-BR', 'guestForm.tooManyVehicles', { max: 1 }, 'Este imóvel tem 1 vaga de estacionamento'],
    [
      'es-ES',
      'guestForm.tooManyVehicles',
      { max: 3 },
      'Esta propiedad tiene 3 plazas de aparcamiento',
    ],
  ] as const)('%s %s', (locale, key, values, text) => {
    expect(translate(locale, key, values)).toBe(text);
  });
});
