import { Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import {
  residenceSchema,
  residencesQuerySchema,
  type ResidenceRequest,
  type ResidencesQuery,
} from '@chegada/contracts';
import {
  BearerController,
  YupBody,
  YupQuery,
  ApiAnswers,
  CurrentUser,
  type AuthenticatedUser,
  IdParamPipe,
  Roles,
} from '../common';
import { RESIDENCE_SHAPE, type Residence } from './residence-view';
import type { ResidencesPage } from './residences.repository';
import { ResidencesService } from './residences.service';

const SCOPE =
  "The store owner and its sub-users manage their account's properties. Admins get 403: " +
  'they manage users and prices, not properties.';
const FORBIDDEN = 'FORBIDDEN: admins do not manage properties';
const NOT_FOUND = 'NOT_FOUND: the account has no property with this id';
const INVALID =
  "VALIDATION_FAILED: field errors, e.g. 'Invalid CEP: use 8 digits, as in 00000-000'";
const BODY =
  `${SCOPE} timeZone is an IANA name of the 11 Brazilian zones (America/Sao_Paulo, ` +
  'America/Manaus, America/Cuiaba, America/Fortaleza, America/Recife, America/Bahia, ' +
  'America/Belem, America/Porto_Velho, America/Boa_Vista, America/Rio_Branco, America/Noronha); ' +
  'checkInTime and checkOutTime are HH:mm (24 h); depositAmount is in centavos and needs a pixKey ' +
  'when above 0; lockId is required when usesTTLock; contacts[].type is DOORMAN = 0, ' +
  'CLEANING = 1, RESPONSIBLE = 2, OWNER = 3, OTHER = 4.';

@BearerController('residences', 'residences')
@Roles('DEFAULT_USER', 'SUBUSER')
export class ResidencesController {
  constructor(private readonly residences: ResidencesService) {}

  @Get()
  @ApiOperation({
    summary: "The account's properties by name, searched by name or city",
    description: `${SCOPE} search ignores case and accents.`,
  })
  @ApiAnswers({
    200: `{ items: [${RESIDENCE_SHAPE}], total, lastPage }`,
    400: 'VALIDATION_FAILED: bad page, perPage or search',
    403: FORBIDDEN,
  })
  list(
    @CurrentUser() caller: AuthenticatedUser,
    @YupQuery(residencesQuerySchema)
    query: ResidencesQuery,
  ): Promise<ResidencesPage> {
    return this.residences.list(caller, query);
  }

  @Post()
  @ApiOperation({
    summary: 'Adds a property; past the billed tier the next charge bills the new one',
    description: BODY,
  })
  @ApiAnswers({
    201: `{ data: ${RESIDENCE_SHAPE} }`,
    400: INVALID,
    403: FORBIDDEN,
    402: 'SUBSCRIPTION_INACTIVE: the subscription is unpaid past its grace (issue 31)',
    422:
      'PROPERTY_LIMIT_REACHED: the account has 1000 properties (spec §9), or as many as an ' +
      'older plan that sets a count allows',
  })
  async create(
    @CurrentUser() caller: AuthenticatedUser,
    @YupBody(residenceSchema) body: ResidenceRequest,
  ): Promise<{ data: Residence }> {
    return { data: await this.residences.create(caller, body) };
  }

  @Get(':id')
  @ApiOperation({ summary: 'One property of the account', description: SCOPE })
  @ApiAnswers({ 200: `{ data: ${RESIDENCE_SHAPE} }`, 403: FORBIDDEN, 404: NOT_FOUND })
  async get(
    @CurrentUser() caller: AuthenticatedUser,
    @Param('id', IdParamPipe) id: string,
  ): Promise<{ data: Residence }> {
    return { data: await this.residences.get(caller, id) };
  }

  @Put(':id')
  @ApiOperation({
    summary: 'Replaces a property, its contacts and nearby places included, all at once',
    description: BODY,
  })
  @ApiAnswers({ 200: `{ data: ${RESIDENCE_SHAPE} }`, 400: INVALID, 403: FORBIDDEN, 404: NOT_FOUND })
  async update(
    @CurrentUser() caller: AuthenticatedUser,
    @Param('id', IdParamPipe) id: string,
    @YupBody(residenceSchema) body: ResidenceRequest,
  ): Promise<{ data: Residence }> {
    return { data: await this.residences.update(caller, id, body) };
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Removes a property from lists and from the plan’s count',
    description: `${SCOPE} The property is archived: reservations keep naming it.`,
  })
  @ApiAnswers({
    204: 'Removed',
    403: FORBIDDEN,
    404: NOT_FOUND,
    422:
      'RESIDENCE_HAS_OPEN_RESERVATIONS: reservations neither finished (checkout) nor cancelled ' +
      'name the property',
  })
  delete(
    @CurrentUser() caller: AuthenticatedUser,
    @Param('id', IdParamPipe) id: string,
  ): Promise<void> {
    return this.residences.delete(caller, id);
  }
}
