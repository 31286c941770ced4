import { Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import {
  createSubUserSchema,
  updateSubUserSchema,
  type CreateSubUserRequest,
  type UpdateSubUserRequest,
} from '@chegada/contracts';
import {
  YupBody,
  ApiAnswers,
  CurrentUser,
  type AuthenticatedUser,
  IdParamPipe,
  AccountOwnerController,
} from '../../common';
import type { SubUser } from '../../accounts';
import { SubUsersService } from './sub-users.service';

const SUB_USER = '{ id, name, email, phone, role: 2, active, createdAt, updatedAt }';
const FORBIDDEN = 'FORBIDDEN: only the store owner manages its sub-users';
const NOT_FOUND = 'NOT_FOUND: no sub-user of this account has this id';
const INVALID = "VALIDATION_FAILED: field errors, e.g. 'Email already registered'";

@AccountOwnerController('users', 'users')
export class SubUsersController {
  constructor(private readonly subUsers: SubUsersService) {}

  @Get()
  @ApiOperation({ summary: "The sub-users of the owner's account, oldest first" })
  @ApiAnswers({ 200: `{ data: [${SUB_USER}] }`, 403: FORBIDDEN })
  async list(@CurrentUser() owner: AuthenticatedUser): Promise<{ data: SubUser[] }> {
    return { data: await this.subUsers.list(owner) };
  }

  @Post()
  @ApiOperation({ summary: 'Adds a sub-user, who logs in with this e-mail and password' })
  @ApiAnswers({ 201: `{ data: ${SUB_USER} }`, 400: INVALID, 403: FORBIDDEN })
  async create(
    @CurrentUser() owner: AuthenticatedUser,
    @YupBody(createSubUserSchema) body: CreateSubUserRequest,
  ): Promise<{ data: SubUser }> {
    return { data: await this.subUsers.create(owner, body) };
  }

  @Put(':id')
  @ApiOperation({
    summary: 'Changes the fields sent; `active: false` stops the sub-user from logging in',
  })
  @ApiAnswers({ 200: `{ data: ${SUB_USER} }`, 400: INVALID, 403: FORBIDDEN, 404: NOT_FOUND })
  async update(
    @CurrentUser() owner: AuthenticatedUser,
    @Param('id', IdParamPipe) id: string,
    @YupBody(updateSubUserSchema) body: UpdateSubUserRequest,
  ): Promise<{ data: SubUser }> {
    return { data: await this.subUsers.update(owner, id, body) };
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: "Deletes a sub-user; nothing of the owner's account is deleted" })
  @ApiAnswers({ 204: 'Deleted', 403: FORBIDDEN, 404: NOT_FOUND })
  delete(
    @CurrentUser() owner: AuthenticatedUser,
    @Param('id', IdParamPipe) id: string,
  ): Promise<void> {
    return this.subUsers.delete(owner, id);
  }
}
