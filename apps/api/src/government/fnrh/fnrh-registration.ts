import { Injectable } from '@nestjs/common';
import type { ExistingReservation } from '@chegada/domain';
import { FnrhDomainLists } from './fnrh-codes';
import { addressOf, fnrhPeopleOf, fnrhTripOf, type FnrhPerson, type FnrhTrip } from './fnrh-people';
import { FnrhFailed, type FnrhClient } from './fnrh.client';
import { FnrhRepository, type FnrhGuest, type FnrhStayRow } from './fnrh.repository';

/** An approved stay as the FNRH steps read it (FnrhStays builds it from the reservation). */
export type FnrhStay = {
  reservation: ExistingReservation;
  form: Record<string, unknown>;
  client: FnrhClient;
  checkInAt: Date;
  /** When the host finished the checkout (the event's moment), if they did. */
  finishedAt: Date | null;
  days: { in: string; out: string };
};

/**
 * Puts a stay in FNRH: the reservation (its dates again after an extension), then each guest
 * as a person and a guest on it, each id saved as soon as FNRH gives it so a retry goes on
 * where the last attempt stopped. Missing form data fails before anything is sent.
 */
@Injectable()
export class FnrhRegistration {
  private readonly lists = new FnrhDomainLists();

  constructor(private readonly repository: FnrhRepository) {}

  /** The reservation and each guest, what is not in FNRH yet; new dates after an extension. */
  async register(stay: FnrhStay, row: FnrhStayRow | undefined): Promise<FnrhStayRow> {
    const trip = fnrhTripOf(stay.form);
    const erased = stay.reservation.erasedCompanions;
    const { people, missing } = fnrhPeopleOf(stay.form, stay.days.in, erased);
    if ('missing' in trip || missing.length > 0)
      throw new FnrhFailed({
        code: 'missing-data',
        status: null,
        fields: [...('missing' in trip ? trip.missing : []), ...missing].map((field) => ({
          field,
          message: null,
        })),
      });
    const reservation = this.reservationOf(stay, people);
    const dates = `${stay.days.in}|${stay.days.out}`;
    let reservaId = row?.reserva_id ?? null;
    if (!reservaId) {
      const created = await stay.client.createReservation(reservation);
      reservaId = created.reservaId;
      await this.save(stay, {
        reserva_id: reservaId,
        precheckin_link: created.precheckinLink,
        sent_dates: dates,
      });
    } else if (row?.sent_dates !== dates) {
      await stay.client.updateReservation(reservaId, reservation);
      await this.save(stay, { sent_dates: dates });
    }
    const guests = [...(row?.guests ?? [])];
    for (const person of people) {
      if (guests.some((known) => known.guest === person.guest)) continue;
      guests.push(await this.sendGuest(stay, reservaId, person, trip, guests));
      await this.save(stay, { guests });
    }
    return (await this.repository.stay(stay.reservation.reservationId))!;
  }

  private reservationOf(stay: FnrhStay, people: FnrhPerson[]) {
    const minors = people.filter((person) => person.minor).length;
    return {
      numero_reserva: stay.reservation.reservationId,
      data_entrada: stay.days.in,
      data_saida: stay.days.out,
      quantidade_hospede_adulto: people.length - minors,
      quantidade_hospede_menor: minors,
      origem_reserva_id: 'MEIOHOSPEDAGEM',
    };
  }

  private async sendGuest(
    stay: FnrhStay,
    reservaId: string,
    person: FnrhPerson,
    trip: FnrhTrip,
    known: FnrhGuest[],
  ): Promise<FnrhGuest> {
    const { client } = stay;
    const code = this.lists.code.bind(this.lists, client);
    const pessoaId = await client.createPerson({
      nome: person.name,
      data_nascimento: person.birthDate,
      PaisNacionalidade_id: person.nationality,
      genero_id: await code('gender', person.gender, `${person.path}.gender`),
      tipo_documento_id: await code('document', person.document.kind, `${person.path}.document`),
      numero_documento: person.document.number,
      ...(person.email ? { email: person.email } : {}),
      ...(person.phone ? { telefone: person.phone.replace(/\D/g, '') } : {}),
      ...(person.address ? addressOf(person.address) : {}),
    });
    // A minor goes on the reservation as the holder's dependant: FNRH refuses one alone.
    const holder = known.find((guest) => guest.guest === 'main');
    const hospedeId = await client.addGuest(reservaId, {
      pessoa_id: pessoaId,
      is_principal: person.guest === 'main',
      ...(person.minor && holder ? { responsavel_id: holder.hospedeId } : {}),
      fnrh: {
        motivo_viagem_id: await code('purpose', trip.purpose, 'main.visitPurpose'),
        meio_transporte_id: await code('transport', trip.transport, 'main.transport'),
      },
    });
    return { guest: person.guest, pessoaId, hospedeId };
  }

  private save(stay: FnrhStay, changes: Parameters<FnrhRepository['saveStay']>[2]) {
    const { reservationId, accountId } = stay.reservation;
    return this.repository.saveStay(reservationId, accountId, changes);
  }
}
