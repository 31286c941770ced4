import { Injectable } from '@nestjs/common';

import type { ContactRequest, NewContactRequest } from '@chegada/contracts';
import { TablesRepository } from '../infrastructure';
import type { ContactTables } from './contact.tables';

/** Where a form came from. */
export type FormOrigin = { ip: string; userAgent: string | null };

@Injectable()
export class ContactRepository extends TablesRepository<ContactTables> {
  /** Stores a contact form message; answers its id. */
  async saveMessage(form: ContactRequest, origin: FormOrigin): Promise<string> {
    const { id } = await this.db
      .insertInto('contact_messages')
      .values({ ...form, ip: origin.ip, user_agent: origin.userAgent })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  /** Stores a lead of the registration site; answers its id. */
  async saveLead(form: NewContactRequest, origin: FormOrigin): Promise<string> {
    const { quantityOfProperties, ...person } = form;
    const { id } = await this.db
      .insertInto('leads')
      .values({
        ...person,
        quantity_of_properties: quantityOfProperties,
        ip: origin.ip,
        user_agent: origin.userAgent,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }
}
