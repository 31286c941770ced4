import { Get } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { adminUsersQuerySchema, type AdminUsersQuery } from '@chegada/contracts';
import { BearerController, YupQuery, ApiAnswers, Roles } from '../../common';
import { AdminUsersList, type AdminUsersAnswer } from './admin-users-list';

@BearerController('admin', 'admin/users')
export class AdminUsersController {
  constructor(private readonly users: AdminUsersList) {}

  @Get()
  @Roles('ADMIN')
  @ApiOperation({
    summary:
      "Every user, newest first, searched by name, e-mail or company name, with the account's " +
      'subscription, last payment and customer page at the payment provider',
    description: 'search ignores case and accents; role is 0 (admin), 1 (owner) or 2 (sub-user).',
  })
  @ApiAnswers({
    200:
      '{ items: [{ id, name, email, role, active, createdAt, ownerId, companyName, ' +
      'subscriptionStatus: trial | active | cancelled | ended | overdue | inactive | null, ' +
      'subscriptionUntil (YYYY-MM-DD: service or grace until), lastPaymentAt, billingCustomerUrl }], ' +
      'total, lastPage, billing: configured | not-configured (BILLING_PROVIDER=none) }',
    400: 'VALIDATION_FAILED: bad page, perPage or role',
    401: 'UNAUTHENTICATED',
    403: 'FORBIDDEN: admins only',
  })
  list(
    @YupQuery(adminUsersQuerySchema)
    query: AdminUsersQuery,
  ): Promise<AdminUsersAnswer> {
    return this.users.list(query);
  }
}
