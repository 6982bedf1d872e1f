export * from './shifts.schema';
