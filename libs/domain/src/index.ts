export * from './documents/cnpj';
export * from './documents/cpf';
export * from './companies/friendly-code';
export * from './contact/phone';
export * from './contact/website';
export * from './subscriptions/subscription';
