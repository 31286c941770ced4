export * from './crc16';
export * from './br-code';
export * from './br-code-parser';
