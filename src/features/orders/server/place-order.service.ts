import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { normalizePhone } from '@/common/text';
import type { SessionUser } from '@/server/auth/session';
import type { Db } from '@/server/db/client';
import { plateColumns } from '@/server/db/plate-columns';
import {
  customers,
  employees,
  onlinePayments,
  orderItems,
  orders,
  orderStatusEvents,
  type Order,
} from '@/server/db/schema';
import { AppError } from '@/server/lib/errors';
import { assertPasswordRule } from '@/server/auth/password-check';
import { closedNow, describePause } from '@/features/settings';
import type { StoreInfo } from '@/features/settings';
import type { PaymentOption } from '@/features/payments';
import { assertPaymentMethodOffered } from '@/features/payments/server';
import { priceOrder } from '../order-pricing';
import type { PlaceOrder } from '../orders.schema';
import { isUniqueViolation } from '@/server/lib/db-errors';
import type { MailMessage } from '@/server/mail/mailer';
import { enqueueMail, recentMailTo } from '@/server/mail/outbox';
import type { OrderView } from '../orders.schema';
import { orderOfRepeatedSubmission, orderRequestHash } from './order-idempotency';
import { freshOrderView } from './order-views';
import { estimateForWork } from './ready-estimate.service';
import type { KitchenQueue } from './kitchen-queue';
import { loadCatalogue, workOf, type CatalogueCache } from './order-catalogue';
import { activeBusy } from '@/common/busy-mode';
import { assertOrderSize } from './order-size-limit';
import { bayOfToken } from './order-bay';
import { assertSlotChoosable, takeSlotPlace } from './order-slots.service';

/** Receipts mailed to one address in an hour; later orders in that hour are placed without one. */
export const RECEIPTS_PER_HOUR = 5;

/** The receipt of a freshly placed order (the route knows the shop's links, money format, TRN). */
export type ReceiptBuilder = (order: Order, view: OrderView) => MailMessage | Promise<MailMessage>;

/**
 * Places an order. The server decides everything: hours, prices, availability, the customer.
 * The customer upsert, the order, its item snapshots and its first status event are one
 * transaction, and so is queueing its receipt (`receipt`): an order is never kept without its
 * receipt, nor a receipt without its order. A repeated submission (same idempotency key, same
 * request) returns the order already placed (`created: false`) and queues nothing; the key with
 * another request is refused. The order is in an account's history (`user_id`) only when its
 * customer was signed in: a guest's typed e-mail never puts it there.
 * `store` is the shop's settings (hours, checkout rules, VAT rate): the route passes the cached
 * store details, so placing an order does not read the settings table.
 */
/** Work done inside a new order's transaction, given by the app (features do not know each other). */
export type OrderPlacedHook = (tx: Db, orderId: string) => Promise<void>;

/** An order about to be paid online: Stripe's page for it, opened before the order is written. */
export type OpenPaymentPage = (order: {
  id: string;
  accessKey: string;
  totalFils: number;
  locale: 'ar' | 'en';
  email: string;
}) => Promise<{
  sessionId: string;
  url: string;
  expiresAt: Date;
  captureMethod: 'automatic' | 'manual';
  mode: 'test' | 'live';
}>;

export async function placeOrder(
  db: Db,
  input: PlaceOrder,
  user: SessionUser | null,
  /** The shop's rules now (cached): hours, guest checkout, VAT rate, and the payment methods offered. */
  store: Pick<
    StoreInfo,
    'hours' | 'checkout' | 'tax' | 'busy' | 'kitchen' | 'contact' | 'money' | 'slots'
  > & {
    payments: PaymentOption[];
  },
  /**
   * `receipt`: queued with the order (none for orders made without a customer, e.g. sample data).
   * `placed`: more work in the order's own transaction (the app queues the kitchen ticket), so it
   * is done with the order or not at all.
   */
  opts: {
    receipt?: ReceiptBuilder;
    placed?: OrderPlacedHook;
    now?: Date;
    queue?: KitchenQueue;
    /** The process's copy of the catalogue (decision 057); read from the database without it. */
    catalogue?: CatalogueCache;
    /**
     * A signed-in staff account's order (the route decides): not held to the large-order size,
     * which guards against unknown customers' unpaid orders (decision 067).
     */
    staff?: boolean;
    /** Online payment (the route opens Stripe's page); without it, `online` is refused. */
    openPaymentPage?: OpenPaymentPage;
  } = {},
): Promise<{
  order: Order;
  created: boolean;
  view?: OrderView;
  /** Paid online: Stripe's page, where the customer goes next. */
  paymentUrl?: string;
  /** No receipt was mailed: its address had RECEIPTS_PER_HOUR in the last hour. */
  receiptHeld?: boolean;
}> {
  const { receipt, placed, now = new Date(), queue } = opts;
  const email = (user ? user.email : input.email).toLowerCase();
  const requestHash = orderRequestHash(input, email, !!user);
  const repeated = await orderOfRepeatedSubmission(db, input.idempotencyKey, requestHash, email);
  if (repeated) return { order: repeated, created: false };

  const { hours, checkout, tax } = store;
  // Settings → Store: with guest checkout off, only a signed-in customer can order.
  if (!user && !checkout.guestCheckout) throw new AppError('sign_in_required', 403);
  // Ordered for later (decision 079): its slot is in the opening hours and has its own capacity, so
  // neither the shop being closed now nor busy mode's pause stops it. The slot is checked here
  // (before Stripe's page opens) and again, locked, in the order's transaction.
  const scheduledFor = input.scheduledFor ? new Date(input.scheduledFor) : null;
  if (scheduledFor) await assertSlotChoosable(db, store, scheduledFor, now);
  const closed = scheduledFor ? null : closedNow(now, hours);
  if (closed)
    throw new AppError('store_closed', 409, { opensAt: closed.opensAt.toISOString() }, closed.message);

  // Busy mode on the board: new orders paused for a while.
  const busy = activeBusy(store.busy, now);
  if (busy.pausedUntil && !scheduledFor) {
    const reopensAt = new Date(busy.pausedUntil);
    throw new AppError(
      'orders_paused',
      409,
      { reopensAt: busy.pausedUntil },
      describePause(reopensAt, hours.timezone),
    );
  }

  assertPaymentMethodOffered(store.payments, input.paymentMethod);
  const online = input.paymentMethod === 'online';
  if (online && !opts.openPaymentPage) assertPaymentMethodOffered([], input.paymentMethod);

  // The VAT rate of Settings → Store at the time of ordering is stored on the order.
  const catalogue = opts.catalogue
    ? await opts.catalogue.current()
    : await loadCatalogue(
        db,
        input.lines.map((l) => l.productId),
      );
  const pricing = priceOrder(input.lines, catalogue.products, tax.rateBp);
  if (!pricing.ok) {
    // An option's problem names the line's options (the group and option with it); the others the line.
    const details = pricing.problems.map(({ index, ...p }) => ({
      path: p.groupId || p.optionId ? `lines.${index}.options` : `lines.${index}`,
      ...p,
    }));
    const optionsOnly = pricing.problems.every((p) => p.groupId || p.optionId);
    const sizesOnly = pricing.problems.every((p) => p.code === 'unknown_size');
    throw new AppError(
      optionsOnly ? 'invalid_options' : sizesOnly ? 'size_unavailable' : 'item_unavailable',
      422,
      details,
    );
  }

  // Every storefront order is paid at the car (unpaid when placed): past the owner's size, the
  // customer calls the shop instead. Refused before anything is written.
  const drinks = input.lines.reduce((n, l) => n + l.quantity, 0);
  // Paid before it is made, an online order is not held to the size of an unpaid one.
  if (!opts.staff && !online) assertOrderSize({ drinks, totalFils: pricing.totalFils }, store);

  const employeeId = input.employeeId || null;
  let employee: { id: string; nameEn: string; nameAr: string } | null = null;
  if (employeeId) {
    [employee = null] = await db
      .select({ id: employees.id, nameEn: employees.nameEn, nameAr: employees.nameAr })
      .from(employees)
      .where(and(eq(employees.id, employeeId), eq(employees.status, 'active')));
    if (!employee)
      throw new AppError('employee_unavailable', 422, [{ path: 'employeeId', code: 'employee_unavailable' }]);
  }

  // "Create an account": the password rule is checked before anything is written (a 422 that
  // says nothing about the address, which may have an account: see signUpOrTellHolder).
  if (input.createAccount && !user)
    assertPasswordRule(input.password ?? '', 'customer', { email, name: input.name });

  const name = input.name.trim();
  const phone = input.phone ? normalizePhone(input.phone) : null;
  const { plate } = input; // normalised by PlateSchema
  // Stored as its parts only: the display form is drawn from them (decision 071).
  const plateParts = plateColumns(plate);
  // The time promised now, from the orders ahead and this one's items (shown on the board; late after it).
  const workMinutes = workOf(input.lines, catalogue.prepMinutes);
  const minutes = await estimateForWork(queue ?? db, workMinutes, {
    parallel: store.kitchen.parallelOrders,
    extraMinutes: busy.extraMinutes,
    now,
    waitingDrinksCap: checkout.maxUnpaidDrinks,
  });
  // For later: ready at the slot's start, and the kitchen starts its preparation estimate before.
  const promisedAt = scheduledFor ?? new Date(now.getTime() + minutes * 60_000);
  const startAt = scheduledFor && new Date(scheduledFor.getTime() - Math.max(workMinutes, 1) * 60_000);
  // Ordered after scanning a bay's code (issue 39): the customer is there already, at that bay.
  const bay = await bayOfToken(db, input.bay);
  // Paid online: Stripe's page is opened first, for the order's id and key chosen now. When
  // Stripe cannot be reached nothing is written (the customer may pay at the car instead).
  const orderId = randomUUID();
  const accessKey = randomBytes(32).toString('base64url');
  let page: Awaited<ReturnType<OpenPaymentPage>> | null = null;
  if (online) {
    try {
      page = await opts.openPaymentPage!({
        id: orderId,
        accessKey,
        totalFils: pricing.totalFils,
        locale: input.locale,
        email,
      });
    } catch (err) {
      throw new AppError('payment_unavailable', 503, {
        cause: err instanceof Error ? err.message : String(err),
      });
    }
  }
  try {
    const { order, view, receiptHeld } = await db.transaction(async (tx) => {
      // Its own process adds it to the kitchen queue's copy and NOTIFY tells the others: the
      // queue's version (migration 0019) stays as it is (decision 052).
      await tx.execute(sql`select set_config('aseer.placing_order', 'on', true)`);
      // A place in the chosen slot, its row locked until this transaction ends (decision 079).
      if (scheduledFor) await takeSlotPlace(tx, store, scheduledFor, now);
      // The customer record for the address: a guest order creates it when there is none, and
      // never changes an existing one's details (anyone can type any address: the order keeps its
      // own snapshot of name, phone and plate); it only marks the record in use (updated_at, which
      // the retention run respects). A signed-in customer's order updates their own record (the
      // address is confirmed) and links it to the account.
      const [upserted] = await tx
        .insert(customers)
        .values({
          email,
          name,
          phone,
          ...plateParts,
          userId: user?.id ?? null,
          notifyReady: !!user && input.notifyReady,
        })
        .onConflictDoUpdate({
          target: customers.email,
          set: user
            ? {
                name,
                // The record's earlier phone is kept only when the record is already this
                // account's: a record of the address's guest orders is the address's past, which
                // an account gets only with a code mailed to it (guest-orders claim, issue 36).
                phone: sql`case when ${customers.userId} = excluded.user_id then coalesce(excluded.phone, ${customers.phone}) else excluded.phone end`,
                ...plateParts,
                userId: sql`coalesce(${customers.userId}, excluded.user_id)`,
                notifyReady: input.notifyReady,
                updatedAt: new Date(),
              }
            : { updatedAt: new Date() },
        })
        .returning({ id: customers.id });
      const customerId =
        upserted?.id ??
        (await tx.select({ id: customers.id }).from(customers).where(eq(customers.email, email)))[0]!.id;
      const [created] = await tx
        .insert(orders)
        .values({
          id: orderId,
          status: online ? 'awaiting_payment' : scheduledFor ? 'scheduled' : 'pending',
          customerId,
          customerName: name,
          customerEmail: email,
          customerPhone: phone,
          ...plateParts,
          employeeId,
          paymentMethod: input.paymentMethod,
          totalFils: pricing.totalFils,
          vatFils: pricing.vatFils,
          vatRateBp: pricing.vatRateBp,
          locale: input.locale,
          accessKey,
          idempotencyKey: input.idempotencyKey,
          requestHash,
          userId: user?.id ?? null,
          promisedAt,
          scheduledFor,
          startAt,
          notifyReady: input.notifyReady,
          ...(bay ? { bayId: bay.id, bayName: bay.name, arrivedAt: now } : {}),
        })
        .returning();
      const items = await tx
        .insert(orderItems)
        .values(pricing.lines.map((l, position) => ({ ...l, position, orderId: created!.id })))
        .returning();
      await tx.insert(orderStatusEvents).values({
        orderId: created!.id,
        fromStatus: null,
        toStatus: created!.status,
        changedBy: user?.id ?? null,
      });
      if (bay)
        await tx.insert(orderStatusEvents).values({
          orderId: created!.id,
          kind: 'arrived',
          fromStatus: created!.status,
          toStatus: created!.status,
          detail: { bay: bay.name },
          changedBy: user?.id ?? null,
        });
      if (page) {
        // Waiting for Stripe: no receipt, no ticket, not in the kitchen's queue (settled later).
        const [payment] = await tx
          .insert(onlinePayments)
          .values({
            orderId: created!.id,
            sessionId: page.sessionId,
            sessionUrl: page.url,
            mode: page.mode,
            captureMethod: page.captureMethod,
            amountFils: pricing.totalFils,
            currency: 'aed',
            expiresAt: page.expiresAt,
          })
          .returning();
        return {
          order: created!,
          view: freshOrderView(created!, items, employee, now, payment!),
          receiptHeld: false,
        };
      }
      // What was just written is the view (no query while the transaction holds the database).
      const view = freshOrderView(created!, items, employee);
      // At most RECEIPTS_PER_HOUR receipts to one address: anyone can type any address, and a
      // receipt carries the name and notes they typed (decision 067). Past it the order stands,
      // unmailed; the route logs it.
      let receiptHeld = false;
      if (receipt) {
        if ((await recentMailTo(tx, 'receipt', email, 60)) < RECEIPTS_PER_HOUR)
          await enqueueMail(tx, {
            kind: 'receipt',
            dedupeKey: `receipt:${created!.id}`,
            ...(await receipt(created!, view)),
          });
        else receiptHeld = true;
      }
      // An order for later gets its kitchen ticket when it starts (scheduled-orders.service).
      if (placed && !scheduledFor) await placed(tx, created!.id);
      return { order: created!, view, receiptHeld };
    });
    if (page) return { order, created: true, view, paymentUrl: page.url };
    if (scheduledFor) return { order, created: true, view, receiptHeld };
    queue?.added({
      id: order.id,
      number: order.number,
      status: 'pending',
      createdAt: order.createdAt,
      workMinutes,
      drinks,
      startedAt: null,
    });
    return { order, created: true, view, receiptHeld };
  } catch (e) {
    // The same submission raced itself: the other one won; answer with its order.
    if (isUniqueViolation(e)) {
      const winner = await orderOfRepeatedSubmission(db, input.idempotencyKey, requestHash, email);
      if (winner) return { order: winner, created: false };
    }
    throw e;
  }
}
