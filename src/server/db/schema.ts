import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  EMIRATES,
  EMPLOYEE_ROLES,
  EMPLOYEE_STATUSES,
  EMPLOYMENT_TYPES,
  MENU_ITEM_TYPES,
  MENU_LOCATIONS,
  MENU_TARGETS,
  NOTIFICATION_KINDS,
  OPTION_GROUP_KINDS,
  OPTION_STATUSES,
  SECURITY_EVENT_KINDS,
  ORDER_EVENT_KINDS,
  ORDER_STATUSES,
  PRINT_JOB_KINDS,
  PAYMENT_METHODS,
  PRODUCT_STATUSES,
  REVIEW_STATUSES,
  SHIFT_ADJUSTMENT_KINDS,
  TICKET_PRIORITIES,
} from '../../common/domain';
import { ROLES } from '../../common/permissions';
import type { OrderLineOption } from '../../common/order-line-option';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** active | inactive: inactive rows stay for history but are hidden from the storefront. */
const status = () =>
  text('status', { enum: ['active', 'inactive'] })
    .notNull()
    .default('active');

export const categories = pgTable('categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** URL anchor on the menu page, e.g. `fresh-juices`. */
  slug: text('slug').notNull().unique(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
  descriptionEn: text('description_en').notNull().default(''),
  descriptionAr: text('description_ar').notNull().default(''),
  image: text('image'),
  status: status(),
  sortOrder: integer('sort_order').notNull().default(0),
  /** Minutes to prepare one of its products, unless the product says otherwise (ready-time estimates). */
  prepMinutes: integer('prep_minutes').notNull().default(3),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const subcategories = pgTable(
  'subcategories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    slug: text('slug').notNull().unique(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    descriptionEn: text('description_en').notNull().default(''),
    descriptionAr: text('description_ar').notNull().default(''),
    image: text('image'),
    status: status(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('subcategories_category_idx').on(t.categoryId)],
);

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    subcategoryId: uuid('subcategory_id').references(() => subcategories.id, {
      onDelete: 'set null',
    }),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    descriptionEn: text('description_en').notNull().default(''),
    descriptionAr: text('description_ar').notNull().default(''),
    /** Public path of the product image, e.g. `/media/products/<id>.webp`. */
    image: text('image'),
    /** Further images (public paths), shown after the main one. */
    gallery: jsonb('gallery').$type<string[]>().notNull().default([]),
    /** active: on the menu; draft: being prepared; archived: withdrawn, kept for order history. */
    status: text('status', { enum: PRODUCT_STATUSES }).notNull().default('active'),
    soldOut: boolean('sold_out').notNull().default(false),
    featured: boolean('featured').notNull().default(false),
    /** Minutes to prepare one; null takes its category's `prep_minutes`. */
    prepMinutes: integer('prep_minutes'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('products_category_idx').on(t.categoryId),
    index('products_subcategory_idx').on(t.subcategoryId),
  ],
);

export const productSizes = pgTable(
  'product_sizes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /**
     * The size's key, unique within its product (`small`, `1-l-bottle`): what carts and order lines
     * name it by, kept when the owner renames it (common/product-size.ts).
     */
    size: text('size').notNull(),
    /** The owner's name for it in each language (issue 35): «عبوة لتر» / "1 L bottle". */
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    /** Its place among the product's sizes (the storefront's and the form's order). */
    sortOrder: integer('sort_order').notNull().default(0),
    /** Price in fils (1 AED = 100 fils), VAT included. */
    priceFils: integer('price_fils').notNull(),
    soldOut: boolean('sold_out').notNull().default(false),
  },
  (t) => [
    uniqueIndex('product_sizes_product_size_idx').on(t.productId, t.size),
    check('product_sizes_price_positive', sql`${t.priceFils} > 0`),
    check(
      'product_sizes_key_slug',
      sql`${t.size} ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(${t.size}) <= 40`,
    ),
  ],
);

/**
 * A group of options for drinks (Sugar, Ice, Milk, Add-ons): one choice or several, required or
 * not, with the number of choices allowed. Attached to categories (their products' default) and to
 * products (which add to or leave out their category's groups).
 */
export const optionGroups = pgTable(
  'option_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    kind: text('kind', { enum: OPTION_GROUP_KINDS }).notNull().default('single'),
    /** At least one choice is needed (min_choices ≥ 1). */
    required: boolean('required').notNull().default(false),
    minChoices: integer('min_choices').notNull().default(0),
    maxChoices: integer('max_choices').notNull().default(1),
    sortOrder: integer('sort_order').notNull().default(0),
    status: text('status', { enum: OPTION_STATUSES }).notNull().default('active'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'option_groups_choices',
      sql`${t.minChoices} >= 0 and ${t.maxChoices} >= 1 and ${t.minChoices} <= ${t.maxChoices} and ${t.maxChoices} <= 20`,
    ),
    check('option_groups_single', sql`${t.kind} = 'multiple' or ${t.maxChoices} = 1`),
    check('option_groups_required', sql`${t.required} = (${t.minChoices} >= 1)`),
  ],
);

/** One option of a group (Less sugar, Almond milk +2.00): its price is added to the line's unit price. */
export const options = pgTable(
  'options',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => optionGroups.id, { onDelete: 'restrict' }),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    /** Added to the unit price, in fils (VAT included); 0 for most. */
    priceFils: integer('price_fils').notNull().default(0),
    /** Chosen already when the product's sheet opens (one per group at most). */
    isDefault: boolean('is_default').notNull().default(false),
    soldOut: boolean('sold_out').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    status: text('status', { enum: OPTION_STATUSES }).notNull().default('active'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('options_group_idx').on(t.groupId),
    uniqueIndex('options_one_default_idx')
      .on(t.groupId)
      .where(sql`${t.isDefault} and ${t.status} = 'active'`),
    check('options_price_range', sql`${t.priceFils} between 0 and 100000`),
  ],
);

/** The groups a category's products offer unless a product says otherwise. */
export const categoryOptionGroups = pgTable(
  'category_option_groups',
  {
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id')
      .notNull()
      .references(() => optionGroups.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.groupId] }),
    index('category_option_groups_group_idx').on(t.groupId),
  ],
);

/** A product's own choice: a group added (`included`) or one of its category's left out. */
export const productOptionGroups = pgTable(
  'product_option_groups',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id')
      .notNull()
      .references(() => optionGroups.id, { onDelete: 'cascade' }),
    included: boolean('included').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.groupId] }),
    index('product_option_groups_group_idx').on(t.groupId),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    authorNameEn: text('author_name_en').notNull(),
    authorNameAr: text('author_name_ar').notNull(),
    /** 1–5 in steps of 0.5. */
    rating: numeric('rating', { precision: 2, scale: 1 }).notNull(),
    commentEn: text('comment_en').notNull(),
    commentAr: text('comment_ar').notNull(),
    /** Empty for the sample reviews; customers give one. */
    title: text('title').notNull().default(''),
    status: text('status', { enum: REVIEW_STATUSES }).notNull().default('pending'),
    featured: boolean('featured').notNull().default(false),
    /** The customer who wrote it (null for the sample reviews, or once the customer is deleted). */
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** The completed order the reviewed product came from. */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    verifiedPurchase: boolean('verified_purchase').notNull().default(false),
    /** The language the customer wrote in (null for the bilingual sample reviews). */
    locale: text('locale', { enum: ['ar', 'en'] }),
    reply: text('reply'),
    replyAt: timestamp('reply_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('reviews_rating_range', sql`${t.rating} >= 1 and ${t.rating} <= 5`),
    index('reviews_status_idx').on(t.status, t.featured),
    index('reviews_created_idx').on(t.createdAt),
    // One review per customer and product.
    uniqueIndex('reviews_customer_product_idx').on(t.customerId, t.productId),
  ],
);

export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  message: text('message').notNull(),
  locale: text('locale', { enum: ['ar', 'en'] })
    .notNull()
    .default('ar'),
  readAt: timestamp('read_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** Key/value store settings (store contact details, opening hours, ...). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

// ---------------------------------------------------------------------------
// Accounts (better-auth's core tables; property names are the ones it expects).

export const users = pgTable('users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  /** customer, or a back-office role (pending until an owner or admin approves). Never set by a sign-up body. */
  role: text('role', { enum: ROLES }).notNull().default('customer'),
  /** A disabled account cannot sign in; its sessions are ended when it is disabled. */
  disabled: boolean('disabled').notNull().default(false),
  /** better-auth's two-factor plugin: TOTP required at sign-in once enrolled. */
  twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
  /** The last successful sign-in (the staff accounts list shows it). */
  lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
  /**
   * The password no longer meets the rule (set at sign-in, when the typed password is checked):
   * the account is asked to choose a new one before anything else.
   */
  mustChangePassword: boolean('must_change_password').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The last request made with it (kept to the minute): staff sessions end after 12 idle hours. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('accounts_user_idx').on(t.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

/** better-auth's two-factor plugin: the TOTP secret and backup codes (both encrypted by it). */
export const twoFactors = pgTable(
  'two_factors',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    verified: boolean('verified').default(true),
    failedVerificationCount: integer('failed_verification_count').default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /**
     * The 30-second time-step of the last authenticator code accepted (ours, not the plugin's): a
     * code of that step or an earlier one is refused, so each code signs in once (issue 36).
     */
    lastTotpStep: bigint('last_totp_step', { mode: 'number' }),
  },
  (t) => [index('two_factors_user_idx').on(t.userId), index('two_factors_secret_idx').on(t.secret)],
);

/**
 * "Add my earlier guest orders": the one-time code e-mailed to a signed-in account's address (one
 * outstanding code per account; its hash only). Entering it before `expires_at`, within the allowed
 * wrong tries, links the guest orders placed with `email` to the account (issue 36).
 */
export const guestOrderClaims = pgTable('guest_order_claims', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The account's address when the code was sent: only its guest orders are linked. */
  email: text('email').notNull(),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  /** Wrong codes entered against it; at the limit the code is dead and a new one must be asked for. */
  failedAttempts: integer('failed_attempts').notNull().default(0),
  createdAt: createdAt(),
});

/** A staff member's own settings (Account screen); the avatar is `users.image`. */
export const staffProfiles = pgTable('staff_profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  displayName: text('display_name'),
  phone: text('phone'),
  jobTitle: text('job_title'),
  /** null: the shop's default language. */
  language: text('language', { enum: ['ar', 'en'] }),
  timezone: text('timezone').notNull().default('Asia/Dubai'),
  emailNotifications: jsonb('email_notifications')
    .$type<{ orderUpdates: boolean; productAlerts: boolean; systemNotices: boolean; marketing: boolean }>()
    .notNull()
    .default({ orderUpdates: true, productAlerts: true, systemNotices: true, marketing: false }),
  updatedAt: updatedAt(),
});

// ---------------------------------------------------------------------------
// Customers, employees and orders.

/** A stored plate has all three parts or none (decision 071). */
const plateWhole = (t: { plateEmirate: AnyPgColumn; plateCode: AnyPgColumn; plateNumber: AnyPgColumn }) =>
  sql`(${t.plateEmirate} is null) = (${t.plateCode} is null) and (${t.plateCode} is null) = (${t.plateNumber} is null)`;

/** One per e-mail address; linked to an account when the customer has one. */
export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Always lower-case. */
    email: text('email').notNull().unique(),
    name: text('name').notNull(),
    phone: text('phone'),
    /** The profile's plate (decision 071): the structure, all three parts or none. */
    plateEmirate: text('plate_emirate', { enum: EMIRATES }),
    plateCode: text('plate_code'),
    plateNumber: text('plate_number'),
    /** Text typed before profile plates were structured that could not be read as a plate (migration 0029). */
    legacyPlate: text('legacy_plate'),
    /** Drawn by the database from the structure (or the old text): never written (decision 071). */
    carPlate: text('car_plate').generatedAlwaysAs(
      sql`coalesce(plate_text(plate_emirate, plate_code, plate_number), legacy_plate)`,
    ),
    /** The last "E-mail me when it's ready" a signed-in customer chose at checkout (ticked again next time). */
    notifyReady: boolean('notify_ready').notNull().default(false),
    userId: text('user_id')
      .unique()
      .references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('customers_plate_whole', plateWhole(t)),
    check('customers_plate_one_form', sql`${t.plateEmirate} is null or ${t.legacyPlate} is null`),
  ],
);

/** A signed-in customer's saved cars; the default one is filled in at checkout. */
export const customerCars = pgTable(
  'customer_cars',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    emirate: text('emirate', { enum: EMIRATES }).notNull(),
    code: text('code').notNull(),
    number: text('number').notNull(),
    nickname: text('nickname').notNull().default(''),
    colour: text('colour').notNull().default(''),
    make: text('make').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('customer_cars_plate_idx').on(t.userId, t.emirate, t.code, t.number),
    uniqueIndex('customer_cars_default_idx')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);

export const employees = pgTable(
  'employees',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    /** Lower-case; required by the form, null only for rows made before it was asked. */
    email: text('email'),
    phone: text('phone'),
    role: text('role', { enum: EMPLOYEE_ROLES }).notNull().default('staff'),
    /** Department and job title in each language (staff screens show the one of their language). */
    departmentEn: text('department'),
    departmentAr: text('department_ar'),
    positionEn: text('position'),
    positionAr: text('position_ar'),
    hireDate: date('hire_date', { mode: 'string' }),
    employmentType: text('employment_type', { enum: EMPLOYMENT_TYPES }).notNull().default('full-time'),
    /** Public path of the profile photo. */
    profileImage: text('profile_image'),
    /** Only active employees are offered at checkout and in the orders screen. */
    status: text('status', { enum: EMPLOYEE_STATUSES }).notNull().default('active'),
    /** The staff account of this employee, if linked: orders they take credit this record. */
    userId: text('user_id')
      .unique()
      .references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('employees_email_idx').on(t.email)],
);

/** Short order numbers staff call out (#1001, #1002, …), handed out by the database. */
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 1001 });

/**
 * The shop's bays (issue 39, decision 080): the parking spots a car waits in, each with a QR sticker.
 * `token` is what the sticker's code carries (128 random bits, base64url), made once: renaming keeps
 * it, removing (`removed_at`) makes the code stop working. The name is one short label painted on
 * the ground ("4", "B2"), shown as it is in both languages.
 */
export const bays = pgTable(
  'bays',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    token: text('token').notNull().unique(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Two bays of one name would send the runner to the wrong car; a removed one frees its name.
    uniqueIndex('bays_name_active_idx')
      .on(sql`lower(${t.name})`)
      .where(sql`${t.removedAt} is null`),
    check('bays_name_length', sql`char_length(${t.name}) between 1 and 12`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** #1001, #1002, …: unique, from `order_number_seq` (safe under concurrent checkouts). */
    number: integer('number')
      .notNull()
      .unique()
      .default(sql`nextval('order_number_seq')`),
    /** Null once the customer record is deleted: the order keeps its snapshot below. */
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** Snapshot of who ordered, as typed at checkout. */
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerPhone: text('customer_phone'),
    /** The structured plate (null for old free-text plates and after anonymising). */
    plateEmirate: text('plate_emirate', { enum: EMIRATES }),
    plateCode: text('plate_code'),
    /** Latin digits, 1–5 of them. */
    plateNumber: text('plate_number'),
    /** The text of an order placed before plates were structured that could not be read as one. */
    legacyPlate: text('legacy_plate'),
    /**
     * The plate's display form (`AD 5 12345`, as `formatPlate` in `common/plates.ts` draws it), or
     * an old order's text as typed; empty once a guest order is anonymised. Drawn by the database
     * from the columns above and never written (decision 071): search, CSV and notices read it.
     */
    carPlate: text('car_plate')
      .notNull()
      .generatedAlwaysAs(
        sql`coalesce(plate_text(plate_emirate, plate_code, plate_number), legacy_plate, '')`,
      ),
    employeeId: uuid('employee_id').references(() => employees.id, { onDelete: 'set null' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull(),
    paymentStatus: text('payment_status', { enum: ['unpaid', 'paid'] })
      .notNull()
      .default('unpaid'),
    /** Total in fils, VAT included. */
    totalFils: bigint('total_fils', { mode: 'number' }).notNull(),
    /** The VAT contained in the total, in fils. */
    vatFils: bigint('vat_fils', { mode: 'number' }).notNull(),
    /** VAT rate in basis points (500 = 5%). */
    vatRateBp: integer('vat_rate_bp').notNull(),
    locale: text('locale', { enum: ['ar', 'en'] })
      .notNull()
      .default('ar'),
    /** Secret for the guest tracking link (base64url, 32 random bytes). */
    accessKey: text('access_key').notNull(),
    /** Client-chosen key: a repeated submission returns the same order. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /**
     * SHA-256 (hex) of the submission the key was first used with: the same key with another
     * body is refused. Null for orders placed before it was recorded.
     */
    requestHash: text('request_hash'),
    /**
     * The account whose history shows the order: set when the customer was signed in, or when a
     * guest later signs up and verifies this e-mail address. Never set from a guest's typed e-mail.
     */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The customer's "I'm here" at the car (first tap only), with their optional note. */
    arrivedAt: timestamp('arrived_at', { withTimezone: true }),
    arrivalNote: text('arrival_note'),
    /**
     * "On my way" (issue 39): the latest word from the customer's phone, never a trail: metres from
     * the shop in a straight line (null when the customer chose minutes by hand), the minutes to
     * the shop, and when. A trigger (migration 0032) forgets all three when the order is handed
     * over or cancelled.
     */
    approachMetres: integer('approach_metres'),
    approachMinutes: integer('approach_minutes'),
    approachAt: timestamp('approach_at', { withTimezone: true }),
    /**
     * When the car first came within the owner's line (Settings → Store, "start when the car is N
     * minutes away"): the board then tops its Received lane with it, and chimes once (migration 0033).
     * A time, not a place; the forget trigger empties it with the rest at the hand-over.
     */
    approachNearAt: timestamp('approach_near_at', { withTimezone: true }),
    /**
     * The bay the customer said "I'm here" at (its QR code, issue 39): the bay, and its name as it
     * was then (what the board and the history show, whatever the bay is called later).
     */
    bayId: uuid('bay_id').references(() => bays.id, { onDelete: 'set null' }),
    bayName: text('bay_name'),
    /** When the order was promised ready, as estimated by the server when it was placed. */
    promisedAt: timestamp('promised_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /**
     * The shift that was open when the order was paid (set by a trigger, migration 0017): the
     * shift's close counts it. Null while unpaid, or when it was paid with no shift open.
     */
    shiftId: uuid('shift_id').references((): AnyPgColumn => shifts.id, { onDelete: 'restrict' }),
    /** What its refunds (credit notes) gave back so far, in fils, and the VAT in that. */
    refundedFils: bigint('refunded_fils', { mode: 'number' }).notNull().default(0),
    refundedVatFils: bigint('refunded_vat_fils', { mode: 'number' }).notNull().default(0),
    /**
     * When a member of staff first acknowledged the new order (a tap on its card, or moving it on):
     * until then every back-office screen chimes for it again every 30 s.
     */
    seenAt: timestamp('seen_at', { withTimezone: true }),
    /** The customer ticked "E-mail me when it's ready" at checkout. */
    notifyReady: boolean('notify_ready').notNull().default(false),
    /** Ordered for later (decision 079): the slot's start, when the customer collects it; null: as soon as possible. */
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }),
    /** When the kitchen should start it (the slot less its preparation estimate): `scheduled` → `pending` then. */
    startAt: timestamp('start_at', { withTimezone: true }),
    /** Set when the retention job removed a guest's personal data from the order. */
    anonymizedAt: timestamp('anonymized_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_plate_number_idx').on(t.plateNumber),
    check('orders_plate_whole', plateWhole(t)),
    check('orders_plate_one_form', sql`${t.plateEmirate} is null or ${t.legacyPlate} is null`),
    index('orders_customer_idx').on(t.customerId, t.createdAt),
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_status_idx').on(t.status, t.createdAt),
    index('orders_created_idx').on(t.createdAt),
    index('orders_employee_idx').on(t.employeeId, t.createdAt),
    index('orders_total_idx').on(t.totalFils),
    index('orders_shift_idx').on(t.shiftId),
    index('orders_scheduled_for_idx').on(t.scheduledFor),
    check('orders_total_positive', sql`${t.totalFils} > 0`),
    check(
      'orders_refund_within_total',
      sql`${t.refundedFils} between 0 and ${t.totalFils} and ${t.refundedVatFils} between 0 and ${t.vatFils}`,
    ),
    check(
      'orders_status_known',
      sql`${t.status} in ('awaiting_payment', 'scheduled', 'pending', 'processing', 'ready', 'completed', 'cancelled')`,
    ),
  ],
);

/**
 * A slot for orders for later (decision 079), by its start: written the first time an order takes
 * it or the owner closes it. Its row is locked (`FOR UPDATE`) while an order takes a place, so two
 * customers taking the last place at once give one order and one refusal.
 */
export const orderSlots = pgTable('order_slots', {
  startsAt: timestamp('starts_at', { withTimezone: true }).primaryKey(),
  /** Closed by hand (Settings → Store → Orders for later): not offered, refused. */
  closed: boolean('closed').notNull().default(false),
  updatedAt: updatedAt(),
});

export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Null once the product is gone; the snapshot below keeps the history. */
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    /** The size's key (product_sizes.size) when ordered. */
    size: text('size').notNull(),
    /** The size's name when ordered, in each language: renaming the size later changes no order. */
    sizeNameEn: text('size_name_en').notNull(),
    sizeNameAr: text('size_name_ar').notNull(),
    unitPriceFils: integer('unit_price_fils').notNull(),
    quantity: integer('quantity').notNull(),
    /** The line's place in the order, as the customer's cart listed it. */
    position: integer('position').notNull().default(0),
    /**
     * The options chosen, as they were when ordered (names and prices kept, like the product's);
     * `unit_price_fils` includes their prices. Empty for a line without options.
     */
    options: jsonb('options').$type<OrderLineOption[]>().notNull().default([]),
    /** The customer's note for this line ("half the usual ice, please"), up to 140 characters. */
    note: text('note'),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    // "Does any order refer to this product?" (archive instead of delete) and the FK's set-null.
    index('order_items_product_idx').on(t.productId),
    check('order_items_quantity_range', sql`${t.quantity} between 1 and 99`),
    check('order_items_note_length', sql`${t.note} is null or char_length(${t.note}) <= 140`),
  ],
);

/** Every status change: who, when, from, to. */
export const orderStatusEvents = pgTable(
  'order_status_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status', { enum: ORDER_STATUSES }),
    toStatus: text('to_status', { enum: ORDER_STATUSES }).notNull(),
    /** status: from → to; arrived: the customer is at the car (from = to = the status then); paid. */
    kind: text('kind', { enum: ORDER_EVENT_KINDS }).notNull().default('status'),
    /** The customer's arrival note, for `arrived`; staff's note for a reason "other". */
    note: text('note'),
    /** Why: a cancellation's (`CANCEL_REASONS`), a refund's (`REFUND_REASONS`), a step back's. */
    reason: text('reason'),
    /** What else the entry needs: a refund's credit note (id, number, amount); a method's from/to. */
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    changedBy: text('changed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('order_status_events_order_idx').on(t.orderId, t.createdAt)],
);

// ---------------------------------------------------------------------------
// Money: refunds with their tax credit notes, and the till's shifts (issue 23, migration 0017).

/** Credit notes are numbered CN-0001, CN-0002, … by the database, without gaps or repeats. */
export const creditNoteSeq = pgSequence('credit_note_seq', { startWith: 1 });
export const shiftNumberSeq = pgSequence('shift_number_seq', { startWith: 1 });

/**
 * A till shift: opened with the cash float, closed with the counted cash. At the close its
 * report (the Z report) is computed once and frozen in `report`; afterwards only a recorded
 * adjustment (`shift_adjustments`) corrects it. At most one shift is open at a time.
 */
export const shifts = pgTable(
  'shifts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: integer('number')
      .notNull()
      .unique()
      .default(sql`nextval('shift_number_seq')`),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    openedBy: text('opened_by').references(() => users.id, { onDelete: 'set null' }),
    /** Names as they were (an account may be renamed or deleted later). */
    openedByName: text('opened_by_name').notNull(),
    floatFils: bigint('float_fils', { mode: 'number' }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: text('closed_by').references(() => users.id, { onDelete: 'set null' }),
    closedByName: text('closed_by_name'),
    countedCashFils: bigint('counted_cash_fils', { mode: 'number' }),
    closeNote: text('close_note'),
    /** The Z report as it stood at the close: never recomputed. */
    report: jsonb('report').$type<Record<string, unknown>>(),
  },
  (t) => [
    uniqueIndex('shifts_one_open_idx')
      .on(sql`(${t.closedAt} is null)`)
      .where(sql`${t.closedAt} is null`),
    index('shifts_opened_idx').on(t.openedAt),
    check('shifts_float_not_negative', sql`${t.floatFils} >= 0`),
    check(
      'shifts_closed_whole',
      sql`(${t.closedAt} is null) = (${t.countedCashFils} is null) and (${t.closedAt} is null) = (${t.report} is null)`,
    ),
    check('shifts_counted_not_negative', sql`${t.countedCashFils} is null or ${t.countedCashFils} >= 0`),
  ],
);

/** A later, recorded correction of a closed shift: who, when, why, how much (signed fils). */
export const shiftAdjustments = pgTable(
  'shift_adjustments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shiftId: uuid('shift_id')
      .notNull()
      .references(() => shifts.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: SHIFT_ADJUSTMENT_KINDS }).notNull(),
    /** Signed: what it adds to (or takes from) the cash or the method it names. */
    amountFils: bigint('amount_fils', { mode: 'number' }).notNull(),
    /** method_correction: the order, its number, from and to. */
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    note: text('note'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdByName: text('created_by_name'),
    createdAt: createdAt(),
  },
  (t) => [index('shift_adjustments_shift_idx').on(t.shiftId, t.createdAt)],
);

/**
 * A refund of a paid order, whole (the order cancelled) or part, and the tax credit note that
 * documents it under UAE VAT rules: its own number (CN-0001), the invoice it corrects (the
 * order), the amount and the VAT refunded, the reason, who and when. Never deleted: an order with
 * a credit note cannot be deleted either.
 */
/**
 * An order paid online (issue 37, decision 069): its Stripe Checkout Session and PaymentIntent,
 * and where the money stands. One per order. `open`: the customer is on Stripe's page; `held`:
 * authorised, taken at the hand-over; `captured`: taken; `released`: the hold let go (cancelled);
 * `expired`: never paid; `refunded`: all of it given back. `problem`: what Stripe said that did not
 * match the order (amount, currency): never marked paid then, flagged to the owner.
 */
export const onlinePayments = pgTable(
  'online_payments',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'restrict' }),
    sessionId: text('session_id').notNull().unique(),
    /** Stripe's hosted page, while it is open (back to it from the order's page). */
    sessionUrl: text('session_url'),
    paymentIntentId: text('payment_intent_id').unique(),
    state: text('state', {
      enum: ['open', 'held', 'captured', 'released', 'expired', 'refunded'],
    })
      .notNull()
      .default('open'),
    mode: text('mode', { enum: ['test', 'live'] }).notNull(),
    captureMethod: text('capture_method', { enum: ['automatic', 'manual'] }).notNull(),
    amountFils: bigint('amount_fils', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** What paid: `visa` and `4242`, or a wallet (`apple_pay`, `google_pay`) over a card. */
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    wallet: text('wallet'),
    capturedFils: bigint('captured_fils', { mode: 'number' }).notNull().default(0),
    refundedFils: bigint('refunded_fils', { mode: 'number' }).notNull().default(0),
    /** When Stripe closes the page unpaid; when the hold lapses (7 days after it was made). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    heldUntil: timestamp('held_until', { withTimezone: true }),
    problem: text('problem'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('online_payments_state_idx').on(t.state, t.createdAt)],
);

/**
 * Every Stripe event that verified, stored once by its id whatever the number of deliveries: a
 * second delivery finds it and changes nothing. `outcome`: what it did (applied, ignored and why).
 */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  orderId: uuid('order_id'),
  outcome: text('outcome').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: integer('number')
      .notNull()
      .unique()
      .default(sql`nextval('credit_note_seq')`),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    amountFils: bigint('amount_fils', { mode: 'number' }).notNull(),
    vatFils: bigint('vat_fils', { mode: 'number' }).notNull(),
    /** How the money went back (usually the way it came). */
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    /** True when the refund came with cancelling the order. */
    cancelsOrder: boolean('cancels_order').notNull().default(false),
    reason: text('reason').notNull(),
    note: text('note'),
    /** The shift open when the money went back (set by a trigger, migration 0017). */
    shiftId: uuid('shift_id').references(() => shifts.id, { onDelete: 'restrict' }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdByName: text('created_by_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('refunds_order_idx').on(t.orderId),
    index('refunds_created_idx').on(t.createdAt),
    index('refunds_shift_idx').on(t.shiftId),
    check('refunds_amount_positive', sql`${t.amountFils} > 0`),
    check('refunds_vat_within', sql`${t.vatFils} between 0 and ${t.amountFils}`),
  ],
);

// ---------------------------------------------------------------------------
// Back office: navigation menus, support tickets, notifications.

/** A navigation menu; the storefront renders the first-created menu of each location (later ones are drafts). */
export const navMenus = pgTable('nav_menus', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  location: text('location', { enum: MENU_LOCATIONS }).notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A link of a menu; children (one level) point at their parent. */
export const navMenuItems = pgTable(
  'nav_menu_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    menuId: uuid('menu_id')
      .notNull()
      .references(() => navMenus.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id').references((): AnyPgColumn => navMenuItems.id, { onDelete: 'cascade' }),
    titleEn: text('title_en').notNull(),
    titleAr: text('title_ar').notNull(),
    type: text('type', { enum: MENU_ITEM_TYPES }).notNull(),
    /** custom: the address; page: the storefront path (`/menu`); else null. */
    url: text('url'),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'cascade' }),
    target: text('target', { enum: MENU_TARGETS }).notNull().default('_self'),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('nav_menu_items_menu_idx').on(t.menuId, t.position)],
);

/** Contact Support requests from the Help screen (also e-mailed to the support address). */
export const supportTickets = pgTable('support_tickets', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  priority: text('priority', { enum: TICKET_PRIORITIES }).notNull().default('normal'),
  createdAt: createdAt(),
});

/**
 * Every e-mail the shop sends, written in the same transaction as what causes it (an order's
 * receipt, a support ticket) and sent by the outbox worker (src/server/mail/outbox-worker.ts),
 * which retries with backoff and survives restarts. `dedupeKey` (e.g. `receipt:<order id>`)
 * makes queueing the same e-mail twice impossible; `sentAt` records that it went, so a restart
 * never sends it again.
 */
/**
 * Tickets for the shop's network printer (ESC/POS over TCP), waiting or printed: a printer that is
 * off loses nothing, the worker retries until it answers. `document` is the ticket as written
 * when it was queued (receiptline's markup, in the order's language for the kitchen).
 */
export const printJobs = pgTable(
  'print_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: PRINT_JOB_KINDS }).notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** `kitchen:<order id>` for the automatic ticket: one per order, whatever restarts or processes. */
    dedupeKey: text('dedupe_key').unique(),
    document: text('document').notNull(),
    /** pending (waiting or retrying), printed, cancelled (dropped by staff). */
    status: text('status', { enum: ['pending', 'printed', 'cancelled'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A worker holds it until then (a crashed worker's claim expires). */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    printedAt: timestamp('printed_at', { withTimezone: true }),
    requestedBy: text('requested_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('print_jobs_due_idx').on(t.status, t.nextAttemptAt)],
);

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What it is: receipt, verification, support, … (for the staff's view of failed sends). */
    kind: text('kind').notNull(),
    dedupeKey: text('dedupe_key').unique(),
    toAddress: text('to_address').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    /** pending (waiting or retrying), sent, failed (gave up after the last attempt). */
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When the worker may try it (next): now for a new one, later after a failure (backoff). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A worker holds it until then (a crashed worker's claim expires). */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    /** SMTP message id or outbox file it went to. */
    deliveredTo: text('delivered_to'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    // Receipts to one address in the last hour (the per-recipient cap, decision 067).
    index('mail_outbox_receipts_to_idx')
      .on(t.toAddress, t.createdAt)
      .where(sql`${t.kind} = 'receipt'`),
  ],
);

/**
 * Back-office notifications, written by triggers (migration 0008) in the same transaction as the
 * event; `data` holds what the text needs (order number, names, …), rendered in either language.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    /** The order, review, message, user or product it is about. */
    refId: text('ref_id'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_created_idx').on(t.createdAt)],
);

/** Read state per staff member. */
export const notificationReads = pgTable(
  'notification_reads',
  {
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.notificationId, t.userId] }),
    index('notification_reads_user_idx').on(t.userId),
  ],
);

/**
 * The security log (issue 19): who signed in or failed to, lock-outs, password resets, two-factor,
 * role and disable changes, payment-secret changes, data exports. Kept 180 days (retention job).
 * Never holds a password, code or token. The e-mail is a snapshot, so a deleted account's entries
 * still say whom they were about.
 */
export const securityEvents = pgTable(
  'security_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: SECURITY_EVENT_KINDS }).notNull(),
    /** The account it concerns (null when the address matches no account). */
    userId: text('user_id'),
    email: text('email'),
    /** Who did it, when not the account itself (an owner disabling a manager). */
    actorId: text('actor_id'),
    actorEmail: text('actor_email'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('security_events_created_idx').on(t.createdAt),
    index('security_events_user_idx').on(t.userId, t.createdAt),
  ],
);

// ---------------------------------------------------------------------------
// Dashboard rollups: the back-office dashboard's sums, kept exact by triggers on orders and
// order_items (migrations 0006_dashboard_rollups and 0018_honest_sales_rollups;
// `rebuild_dashboard_rollups()` recomputes them from scratch). Only orders completed AND paid count
// (decision 048), each for its total less what its refunds gave back (VAT likewise); cancelled,
// open and unpaid orders never do. A row whose figures fall back to 0 may stay: readers ignore zeros. Times: UTC hour starts; days: Asia/Dubai calendar days (UTC+4, no daylight saving,
// so every Dubai day is exactly 24 UTC hours).

/** Orders, net sales and the VAT in them per UTC hour (the Dubai day and hour follow from it). */
export const salesByHour = pgTable('sales_by_hour', {
  hour: timestamp('hour', { withTimezone: true }).primaryKey(),
  orders: integer('orders').notNull(),
  salesFils: bigint('sales_fils', { mode: 'number' }).notNull(),
  vatFils: bigint('vat_fils', { mode: 'number' }).notNull().default(0),
});

/** Orders, net sales and VAT per Asia/Dubai day and payment method (the split the owner reads). */
export const salesByMethodDay = pgTable(
  'sales_by_method_day',
  {
    day: date('day', { mode: 'string' }).notNull(),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull(),
    orders: integer('orders').notNull(),
    salesFils: bigint('sales_fils', { mode: 'number' }).notNull(),
    vatFils: bigint('vat_fils', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.paymentMethod] })],
);

/** Orders and sales per Asia/Dubai day and credited employee (unassigned orders are not here). */
export const salesByEmployeeDay = pgTable(
  'sales_by_employee_day',
  {
    day: date('day', { mode: 'string' }).notNull(),
    employeeId: uuid('employee_id').notNull(),
    orders: integer('orders').notNull(),
    salesFils: bigint('sales_fils', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.employeeId] })],
);

/** Quantity and revenue per Asia/Dubai day and product (lines whose product is gone are not here). */
export const salesByProductDay = pgTable(
  'sales_by_product_day',
  {
    day: date('day', { mode: 'string' }).notNull(),
    productId: uuid('product_id').notNull(),
    quantity: integer('quantity').notNull(),
    revenueFils: bigint('revenue_fils', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.productId] })],
);

export type Category = typeof categories.$inferSelect;
export type Subcategory = typeof subcategories.$inferSelect;
export type Product = typeof products.$inferSelect;
export type ProductSize = typeof productSizes.$inferSelect;
export type Review = typeof reviews.$inferSelect;
export type Customer = typeof customers.$inferSelect;
export type Employee = typeof employees.$inferSelect;
export type Order = typeof orders.$inferSelect;
export type OrderItem = typeof orderItems.$inferSelect;
export type NavMenu = typeof navMenus.$inferSelect;
export type NavMenuItem = typeof navMenuItems.$inferSelect;
export type Notification = typeof notifications.$inferSelect;
export type Shift = typeof shifts.$inferSelect;
export type ShiftAdjustment = typeof shiftAdjustments.$inferSelect;
export type Refund = typeof refunds.$inferSelect;
export * from './coordination-schema';
