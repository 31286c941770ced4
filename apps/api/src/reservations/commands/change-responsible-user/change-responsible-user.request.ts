export {
  responsibleUserSchema as changeResponsibleUserRequest,
  type ResponsibleUserRequest as ChangeResponsibleUserRequest,
} from '@chegada/contracts';
