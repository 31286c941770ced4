import { Injectable } from '@nestjs/common';
import type { CreateSubUserRequest, UpdateSubUserRequest } from '@chegada/contracts';
import { normalizePhone } from '@chegada/domain';
import {
  hashPassword,
  EMAIL_TAKEN,
  SubUsersRepository,
  type SubUser,
  type SubUserChanges,
} from '../../accounts';
import { type AuthenticatedUser, AppError } from '../../common';

/** Stored as registration stores it: E.164 when it parses; null when left out or cleared. */
const storedPhone = (phone: string | null | undefined): string | null =>
  phone ? (normalizePhone(phone) ?? phone) : null;

const emailTaken = () =>
  new AppError('VALIDATION_FAILED', [{ field: 'email', key: 'registration.emailTaken' }]);

/** A store owner manages the sub-users of its account; other accounts' are unknown (404). */
@Injectable()
export class SubUsersService {
  constructor(private readonly subUsers: SubUsersRepository) {}

  list(owner: AuthenticatedUser): Promise<SubUser[]> {
    return this.subUsers.list(owner.accountId);
  }

  async create(owner: AuthenticatedUser, input: CreateSubUserRequest): Promise<SubUser> {
    const created = await this.subUsers.create(owner.accountId, {
      name: input.name,
      email: input.email,
      phone: storedPhone(input.phone),
      password_hash: await hashPassword(input.password),
    });
    if (created === EMAIL_TAKEN) throw emailTaken();
    return created;
  }

  async update(
    owner: AuthenticatedUser,
    id: string,
    input: UpdateSubUserRequest,
  ): Promise<SubUser> {
    const { password, confirmPassword: _confirmation, phone, ...fields } = input;
    const changes: SubUserChanges = { ...fields };
    if (phone !== undefined) changes.phone = storedPhone(phone);
    if (password !== undefined) changes.password_hash = await hashPassword(password);
    const updated = await this.subUsers.update(owner.accountId, id, changes);
    if (updated === EMAIL_TAKEN) throw emailTaken();
    if (!updated) throw new AppError('NOT_FOUND');
    return updated;
  }

  async delete(owner: AuthenticatedUser, id: string): Promise<void> {
    if (!(await this.subUsers.delete(owner.accountId, id))) throw new AppError('NOT_FOUND');
  }
}
