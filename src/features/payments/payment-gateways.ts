import type { PaymentMethod } from '@/common/domain';

/** The payment gateways of the spec and their options. No zod here: the storefront imports it. */
export const GATEWAY_IDS = ['stripe', 'cod', 'bank_transfer'] as const;
export const CARD_BRANDS = ['visa', 'mastercard', 'amex'] as const;
export const ALTERNATIVE_METHODS = ['apple_pay', 'google_pay'] as const;
export const TRANSACTION_TYPES = ['authorize_capture', 'authorize_only'] as const;
export const GATEWAY_MODES = ['test', 'live'] as const;
export const SECRET_FIELDS = ['apiKey', 'secretKey', 'webhookSecret'] as const;

export type GatewayId = (typeof GATEWAY_IDS)[number];
export type CardBrand = (typeof CARD_BRANDS)[number];
export type SecretField = (typeof SECRET_FIELDS)[number];

/** The provider's fixed name, as the spec lists them. */
export const GATEWAY_NAMES: Record<GatewayId, string> = {
  stripe: 'Stripe',
  cod: 'Cash on Delivery',
  bank_transfer: 'Bank Transfer',
};

/** One way to pay that checkout offers, with what the customer needs to know about it. */
export interface PaymentOption {
  method: PaymentMethod;
  /** Card: the brands the shop's terminal takes. */
  cards?: CardBrand[];
  /** Cash and bank transfer: the owner's instructions, in both languages. */
  instructionsEn?: string;
  instructionsAr?: string;
}

/** The parts of a gateway that decide what checkout offers. */
export interface GatewayOffer {
  id: GatewayId;
  isEnabled: boolean;
  sortOrder: number;
  acceptedCards: CardBrand[];
  alternativeMethods: (typeof ALTERNATIVE_METHODS)[number][];
  instructionsEn: string;
  instructionsAr: string;
}

/** The owner's order (sortOrder), ties in the spec's order of the gateways. */
export const byOwnerOrder = (
  a: Pick<GatewayOffer, 'id' | 'sortOrder'>,
  b: Pick<GatewayOffer, 'id' | 'sortOrder'>,
) => a.sortOrder - b.sortOrder || GATEWAY_IDS.indexOf(a.id) - GATEWAY_IDS.indexOf(b.id);

/**
 * What checkout offers (decision 008), in the owner's order: the card provider gives card plus
 * Apple Pay / Google Pay when listed as its alternative methods; cash on delivery is cash at the
 * car; bank transfer shows its instructions. A disabled gateway offers nothing.
 */
export function paymentOptions(gateways: readonly GatewayOffer[]): PaymentOption[] {
  const enabled = gateways.filter((g) => g.isEnabled).sort(byOwnerOrder);
  return enabled.flatMap((g): PaymentOption[] => {
    const instructions = { instructionsEn: g.instructionsEn, instructionsAr: g.instructionsAr };
    if (g.id === 'stripe') {
      const wallets = ALTERNATIVE_METHODS.filter((m) => g.alternativeMethods.includes(m));
      return [
        { method: 'card', cards: CARD_BRANDS.filter((c) => g.acceptedCards.includes(c)) },
        ...wallets.map((method) => ({ method })),
      ];
    }
    return [{ method: g.id === 'cod' ? 'cash' : 'bank_transfer', ...instructions }];
  });
}

/** A gateway as stored, secrets included (server-side only). */
export interface GatewaySettings extends GatewayOffer {
  /** The owner's own label; empty shows the translated provider name. */
  displayName: string;
  description: string;
  mode: (typeof GATEWAY_MODES)[number];
  credentials: Record<SecretField, string>;
  transactionType: (typeof TRANSACTION_TYPES)[number];
  debugMode: boolean;
}

const NO_KEYS = { apiKey: '', secretKey: '', webhookSecret: '' };
const COMMON = {
  displayName: '',
  description: '',
  credentials: NO_KEYS,
  transactionType: 'authorize_capture',
  debugMode: false,
} as const;

/**
 * The defaults, the settings' "payment methods" of the spec (card provider on, cash on delivery
 * on, bank transfer off) that keep today's checkout: card and Apple Pay at the car, plus cash.
 * The one source of truth for the Settings → Payment tab, the gateways screen and checkout.
 */
export const DEFAULT_GATEWAYS: readonly GatewaySettings[] = [
  {
    ...COMMON,
    id: 'stripe',
    isEnabled: true,
    mode: 'test',
    sortOrder: 0,
    acceptedCards: [...CARD_BRANDS],
    alternativeMethods: ['apple_pay'],
    instructionsEn: '',
    instructionsAr: '',
  },
  {
    ...COMMON,
    id: 'cod',
    isEnabled: true,
    mode: 'live',
    sortOrder: 1,
    acceptedCards: [],
    alternativeMethods: [],
    instructionsEn: 'Pay in cash when we bring your order to your car.',
    instructionsAr: 'ادفع نقدًا عند تسليم طلبك إلى سيارتك.',
  },
  {
    ...COMMON,
    id: 'bank_transfer',
    isEnabled: false,
    mode: 'live',
    sortOrder: 2,
    acceptedCards: [],
    alternativeMethods: [],
    instructionsEn:
      "Transfer the order total to the shop's bank account and show the transfer confirmation when we bring your order to your car.",
    instructionsAr:
      'حوّل إجمالي الطلب إلى الحساب البنكي للمحل، ثم أظهر إشعار التحويل عند تسليم طلبك إلى سيارتك.',
  },
];

/** What checkout offers before the options load, and when they cannot: the defaults' methods. */
export const DEFAULT_PAYMENT_OPTIONS: PaymentOption[] = paymentOptions(DEFAULT_GATEWAYS);
