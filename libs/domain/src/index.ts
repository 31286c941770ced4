export * from './documents/cnpj';
export * from './documents/cpf';
