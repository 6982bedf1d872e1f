import { eq } from 'drizzle-orm';
import type { PaymentMethod } from '@/common/domain';
import type { Db, Tx } from '@/server/db/client';
import { settings } from '@/server/db/schema';
import { AppError } from '@/server/lib/errors';
import {
  byOwnerOrder,
  DEFAULT_GATEWAYS,
  GATEWAY_NAMES,
  paymentOptions,
  type GatewayId,
  type GatewaySettings,
  type PaymentOption,
} from '../payment-gateways';
import {
  gatewayProblems,
  StoredGatewaySchema,
  type GatewayUpdate,
  type GatewayView,
  type StripeConnectionView,
} from '../payments.schema';

export const GATEWAYS_KEY = 'payments.gateways';

/** The three gateways over their defaults: a missing or malformed one (or field) keeps its default. */
function fromStored(value: unknown): GatewaySettings[] {
  const stored: unknown[] = Array.isArray(value) ? value : [];
  return DEFAULT_GATEWAYS.map((d) => {
    const row = stored.find(
      (s): s is Record<string, unknown> =>
        !!s && typeof s === 'object' && (s as { id?: unknown }).id === d.id,
    );
    const credentials = row?.credentials && typeof row.credentials === 'object' ? row.credentials : {};
    const parsed = StoredGatewaySchema.safeParse({
      ...d,
      ...row,
      credentials: { ...d.credentials, ...credentials },
    });
    return parsed.success ? parsed.data : { ...d };
  });
}

export async function loadGateways(db: Db | Tx): Promise<GatewaySettings[]> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, GATEWAYS_KEY));
  return fromStored(row?.value);
}

/** What checkout offers now, in the owner's order. */
export async function loadPaymentOptions(db: Db): Promise<PaymentOption[]> {
  return paymentOptions(await loadGateways(db));
}

/** What the customer is told about paying by `method` (cash, bank transfer), or null. `offered`: what checkout offers (the cached list). */
export function paymentInstructions(
  offered: PaymentOption[],
  method: PaymentMethod,
): { en: string; ar: string } | null {
  const option = offered.find((o) => o.method === method);
  return option?.instructionsEn || option?.instructionsAr
    ? { en: option.instructionsEn ?? '', ar: option.instructionsAr ?? '' }
    : null;
}

/** Refuses an order paid by a method no enabled gateway offers (checked again at every order). */
export function assertPaymentMethodOffered(offered: PaymentOption[], method: PaymentMethod): void {
  if (!offered.some((o) => o.method === method)) {
    throw new AppError('payment_method_unavailable', 422, [
      { path: 'paymentMethod', code: 'payment_method_unavailable', offered: offered.map((o) => o.method) },
    ]);
  }
}

/**
 * Changes the gateways under a lock on their settings row, so two owners saving at once cannot
 * both switch off a different last method. At least one gateway stays enabled.
 */
async function changeGateways(
  db: Db,
  change: (gateways: GatewaySettings[]) => GatewaySettings[],
  alongside?: (tx: Tx) => Promise<void>,
): Promise<GatewaySettings[]> {
  return db.transaction(async (tx) => {
    await tx.insert(settings).values({ key: GATEWAYS_KEY, value: DEFAULT_GATEWAYS }).onConflictDoNothing();
    const [row] = await tx
      .select({ value: settings.value })
      .from(settings)
      .where(eq(settings.key, GATEWAYS_KEY))
      .for('update');
    const next = change(fromStored(row?.value));
    if (!next.some((g) => g.isEnabled)) throw new AppError('payment_last_gateway', 409);
    await tx
      .update(settings)
      .set({ value: next, updatedAt: new Date() })
      .where(eq(settings.key, GATEWAYS_KEY));
    await alongside?.(tx);
    return next;
  });
}

/** Refuses (422, by field) a gateway that breaks the rules it shares with the form. */
function assertWorkable(id: GatewayId, gateway: Parameters<typeof gatewayProblems>[1]): void {
  const problems = gatewayProblems(id, gateway);
  if (problems.length)
    throw new AppError(
      'validation_failed',
      422,
      problems.map((p) => ({ ...p, code: 'custom' })),
    );
}

const replace = (gateways: GatewaySettings[], id: GatewayId, f: (g: GatewaySettings) => GatewaySettings) =>
  gateways.map((g) => (g.id === id ? f(g) : g));

/**
 * Saves a gateway's editor. The card provider's mode and transaction type are stored with it (absent:
 * kept); its keys are not stored here: `alongside` saves them in the same transaction
 * (stripe-keys.service.ts). The old `credentials` and debug switch are kept as they are.
 */
export async function updateGateway(
  db: Db,
  id: GatewayId,
  input: GatewayUpdate,
  alongside?: (tx: Tx) => Promise<void>,
): Promise<GatewaySettings> {
  assertWorkable(id, input);
  const { keys: _keys, mode, transactionType, ...fields } = input;
  const online = { ...(mode ? { mode } : {}), ...(transactionType ? { transactionType } : {}) };
  const next = await changeGateways(
    db,
    (gateways) => replace(gateways, id, (g) => ({ ...g, ...fields, ...online })),
    alongside,
  );
  return next.find((g) => g.id === id)!;
}

/** The list's on/off switch. */
export async function setGatewayEnabled(db: Db, id: GatewayId, isEnabled: boolean): Promise<GatewaySettings> {
  const next = await changeGateways(db, (gateways) => {
    const gateway = gateways.find((g) => g.id === id)!;
    // Switching on must meet the same rules as saving the editor (e.g. bank details written).
    assertWorkable(id, {
      isEnabled,
      acceptedCards: gateway.acceptedCards,
      alternativeMethods: gateway.alternativeMethods,
      instructionsEn: gateway.instructionsEn,
      instructionsAr: gateway.instructionsAr,
    });
    return replace(gateways, id, (g) => ({ ...g, isEnabled }));
  });
  return next.find((g) => g.id === id)!;
}

/**
 * The gateway as the back office sees it, with its fixed name: what checkout offers and how; for the
 * card provider also its mode, transaction type and `connection` (keys masked: stripe-keys.service.ts).
 * No key and no debug switch is ever sent.
 */
export function gatewayView(g: GatewaySettings, connection?: StripeConnectionView): GatewayView {
  return {
    ...(g.id === 'stripe'
      ? { mode: g.mode, transactionType: g.transactionType, ...(connection ? { connection } : {}) }
      : {}),
    id: g.id,
    name: GATEWAY_NAMES[g.id],
    displayName: g.displayName,
    description: g.description,
    isEnabled: g.isEnabled,
    acceptedCards: g.acceptedCards,
    alternativeMethods: g.alternativeMethods,
    instructionsEn: g.instructionsEn,
    instructionsAr: g.instructionsAr,
    sortOrder: g.sortOrder,
  };
}

export const sortedGateways = (gateways: GatewaySettings[]) => [...gateways].sort(byOwnerOrder);
