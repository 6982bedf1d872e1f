/**
 * A bay's token as its QR code carries it (issue 39, decision 080): 128 random bits in base64url,
 * 22 characters. Shared by the bays (which make it) and the orders (placed with the bay remembered).
 */
export const BAY_TOKEN = /^[A-Za-z0-9_-]{22}$/;
