export * from './guest-form-values';
export * from './calendar-date';
export * from './vehicle-plate';
export * from './foreign-document';
export * from './country';
export * from './guest-document';
export * from './written-name';
export * from './companions';
