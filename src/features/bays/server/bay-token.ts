import { randomBytes } from 'node:crypto';

/** A new bay's token: 128 random bits in base64url (22 characters), what its QR code carries. */
export const newBayToken = (): string => randomBytes(16).toString('base64url');
