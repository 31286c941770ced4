import { Injectable } from '@nestjs/common';
import { TablesRepository } from '../../infrastructure';

type Tables = { companies: { owner_id: string; name: string } };

/** The company name a guest knows the host by, for a message sent without the guest's link. */
@Injectable()
export class CompanyNamesRepository extends TablesRepository<Tables> {
  async nameOf(accountId: string): Promise<string | null> {
    return (await this.findValue('companies', 'name', { owner_id: accountId })) ?? null;
  }
}
