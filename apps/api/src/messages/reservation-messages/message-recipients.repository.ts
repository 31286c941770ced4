import { Injectable } from '@nestjs/common';
import { defaultAccountSettings, type AccountSettings } from '@chegada/contracts';
import { ContactType } from '@chegada/domain';
import { TablesRepository } from '../../infrastructure';
import type { ResidencesTables } from '../../residences';

// Only the columns read here; each table belongs to its module.
type RecipientTables = {
  companies: { owner_id: string; name: string; friendly_code: string; phone: string };
  users: { id: string; email: string };
  account_settings: { account_id: string; settings: Record<string, unknown> };
  residences: ResidencesTables['residences'];
  residence_contacts: ResidencesTables['residence_contacts'];
};

export type MessageAccount = {
  companyName: string;
  friendlyCode: string;
  companyPhone: string;
  ownerEmail: string | null;
  settings: AccountSettings;
};

export type MessageResidence = {
  name: string;
  address: string;
  timeZone: string;
  checkInTime: string;
  checkOutTime: string;
  accessInstructions: string;
};

export type FrontDeskContact = { name: string; email: string | null; phone: string | null };

/** Who a reservation's messages go to and what they say of the property and the host. */
@Injectable()
export class MessageRecipientsRepository extends TablesRepository<RecipientTables> {
  async account(accountId: string): Promise<MessageAccount | undefined> {
    const row = await this.db
      .selectFrom('companies')
      .leftJoin('users', 'users.id', 'companies.owner_id')
      .leftJoin('account_settings', 'account_settings.account_id', 'companies.owner_id')
      .select([
        'companies.name as companyName',
        'companies.friendly_code as friendlyCode',
        'companies.phone as companyPhone',
        'users.email as ownerEmail',
        'account_settings.settings as settings',
      ])
      .where('companies.owner_id', '=', accountId)
      .executeTakeFirst();
    if (!row) return undefined;
    // Stored settings are read over the defaults, as the settings module reads them.
    const settings: AccountSettings = { ...defaultAccountSettings, ...(row.settings ?? {}) };
    return { ...row, ownerEmail: row.ownerEmail ?? null, settings };
  }

  async residence(accountId: string, residenceId: string): Promise<MessageResidence | undefined> {
    const row = await this.findRow('residences', { id: residenceId, account_id: accountId });
    if (!row) return undefined;
    const street = [row.street, row.number, row.complement].filter(Boolean).join(', ');
    return {
      name: row.name,
      address: `${street} - ${row.neighborhood}, ${row.city}/${row.state}`,
      timeZone: row.time_zone,
      checkInTime: row.check_in_time,
      checkOutTime: row.check_out_time,
      accessInstructions: row.access_instructions,
    };
  }

  /** The property's DOORMAN contacts, in their order. */
  frontDesk(residenceId: string): Promise<FrontDeskContact[]> {
    return this.db
      .selectFrom('residence_contacts')
      .select(['name', 'email', 'phone'])
      .where('residence_id', '=', residenceId)
      .where('type', '=', ContactType.DOORMAN)
      .orderBy('position')
      .execute();
  }
}
