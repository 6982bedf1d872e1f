import { z } from 'zod';

/** The largest page an admin list serves. */
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;

/** `?page=&pageSize=` of every admin list (1-based pages). */
export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});

/** One page of a list, as every admin list endpoint answers it. */
export interface Page<T> {
  rows: T[];
  /** Rows matching the filters, over all pages. */
  total: number;
  page: number;
  pageSize: number;
}
