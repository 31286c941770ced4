import { Injectable } from '@nestjs/common';
import type {
  CorrectGuestData,
  GuestDataField,
  GuestPersonalData,
  HostDataRequestView,
} from '@chegada/contracts';
import { GUEST_DOCUMENT_FIELDS, guestDocumentKindOf } from '@chegada/domain';
import { AppError, type CommandContext } from '../../common';
import { GuestLinkService, type GuestLinkTarget } from '../../guest-form';
import { ReservationCommands } from '../../reservations';
import { PersonalDataRequestsRepository } from '../personal-data-requests.repository';
import { HostDataRequests } from './host-data-requests.service';

type Form = Record<string, unknown>;

const text = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

/** The form's field of each personal field: the document's depends on its kind. */
const formFieldOf = (field: GuestDataField, form: Form): string =>
  field === 'documentNumber' ? GUEST_DOCUMENT_FIELDS[guestDocumentKindOf(form)] : field;

const FIELDS: readonly GuestDataField[] = ['name', 'birthDate', 'documentNumber', 'email', 'phone'];

/**
 * A correction a guest asked for, made by the host (LGPD art. 18 III, issue 32): the main
 * guest's name, birth date, document number, e-mail and phone, changed through the reservation's
 * command path (CorrectGuestData, recorded as an event with who made it), and the request
 * records which fields changed. The host then answers, and the guest is e-mailed the answer.
 */
@Injectable()
export class GuestDataCorrections {
  constructor(
    private readonly requests: PersonalDataRequestsRepository,
    private readonly links: GuestLinkService,
    private readonly commands: ReservationCommands,
    private readonly hostRequests: HostDataRequests,
  ) {}

  async current(id: string, accountId: string): Promise<GuestPersonalData> {
    const { form } = (await this.targetOf(id, accountId)).state;
    return {
      name: text(form.name),
      birthDate: text(form.birthDate),
      documentKind: guestDocumentKindOf(form),
      documentNumber: text(form[formFieldOf('documentNumber', form)]),
      email: text(form.email),
      phone: text(form.phone),
    };
  }

  async correct(
    id: string,
    body: CorrectGuestData,
    context: CommandContext,
  ): Promise<HostDataRequestView> {
    const target = await this.targetOf(id, context.actor.accountId);
    const form = target.state.form;
    if (target.reservation.sensitiveDataRemoved) throw new AppError('NOT_FOUND');
    const changed = FIELDS.filter((field) => {
      const value = body[field] ?? null;
      return value !== text(form[formFieldOf(field, form)]);
    });
    if (changed.length > 0) {
      const fields = Object.fromEntries(
        changed.map((field) => [formFieldOf(field, form), body[field] ?? '']),
      );
      const { reservationId } = target.reservation;
      await this.commands.execute('CorrectGuestData', { reservationId, fields }, context);
      const at = new Date(context.occurredAt).toISOString();
      const row = await this.requests.ofAccount(context.actor.accountId, id);
      await this.requests.recordOutcome(
        id,
        { ...row?.outcome, corrected: { fields: changed, at } },
        false,
      );
    }
    return this.hostRequests.one(context.actor.accountId, id);
  }

  private async targetOf(id: string, accountId: string): Promise<GuestLinkTarget> {
    const row = await this.requests.ofAccount(accountId, id);
    if (!row || row.status === 'unconfirmed') throw new AppError('NOT_FOUND');
    return this.links.resolveForHost(row.reservation_id, accountId);
  }
}
