import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** active | inactive: inactive rows stay for history but are hidden from the storefront. */
const status = () => text('status', { enum: ['active', 'inactive'] }).notNull().default('active');

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
    status: status(),
    soldOut: boolean('sold_out').notNull().default(false),
    featured: boolean('featured').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('products_category_idx').on(t.categoryId),
    index('products_subcategory_idx').on(t.subcategoryId),
  ],
);

export const SIZES = ['small', 'medium', 'large'] as const;

export const productSizes = pgTable(
  'product_sizes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    size: text('size', { enum: SIZES }).notNull(),
    /** Price in fils (1 AED = 100 fils), VAT included. */
    priceFils: integer('price_fils').notNull(),
    soldOut: boolean('sold_out').notNull().default(false),
  },
  (t) => [
    uniqueIndex('product_sizes_product_size_idx').on(t.productId, t.size),
    check('product_sizes_price_positive', sql`${t.priceFils} > 0`),
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
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    featured: boolean('featured').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    check('reviews_rating_range', sql`${t.rating} >= 1 and ${t.rating} <= 5`),
    index('reviews_status_idx').on(t.status, t.featured),
  ],
);

export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  message: text('message').notNull(),
  locale: text('locale', { enum: ['ar', 'en'] }).notNull().default('ar'),
  readAt: timestamp('read_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** Key/value store settings (store contact details, opening hours, ...). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

export type Category = typeof categories.$inferSelect;
export type Subcategory = typeof subcategories.$inferSelect;
export type Product = typeof products.$inferSelect;
export type ProductSize = typeof productSizes.$inferSelect;
export type Review = typeof reviews.$inferSelect;
