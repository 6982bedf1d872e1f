import { z } from 'zod';
import { dayString } from '@/common/day-schema';
import { EMPLOYEE_ROLES, EMPLOYEE_STATUSES, EMPLOYMENT_TYPES } from '@/common/domain';
import { MEDIA_PATH } from '@/common/media';
import { PageQuerySchema, type Page } from '@/common/pagination';
import { EmailSchema, PhoneSchema } from '@/features/accounts';
import { SINGLE_LINE_TEXT } from '@/common/text';
import { typedText } from '@/common/text-schema';

/**
 * Back-office employees (the shop's team, credited on orders): the schemas shared by the admin
 * screen and the admin API. Messages are translation keys (`validation.*` of `common`,
 * `admin-employees:validation.*` of the screen).
 */

export const EMPLOYEE_SORTS = ['name-asc', 'name-desc', 'newest', 'oldest'] as const;
export type EmployeeSort = (typeof EMPLOYEE_SORTS)[number];

const CONTROL = 'admin-employees:validation.controlChars';
const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);

const Name = typedText()
  .trim()
  .min(1, 'validation.required')
  .max(100, 'validation.tooLong')
  .regex(SINGLE_LINE_TEXT, CONTROL);
/** A department or job title in one language: free text, optional ('' clears it). */
const Label = typedText().trim().max(100, 'validation.tooLong').regex(SINGLE_LINE_TEXT, CONTROL);

/** A calendar day `yyyy-MM-dd` that exists, from 1950 to 2100 ('' for none). */
const HIRE_DATE = 'admin-employees:validation.hireDate';
const Day = dayString(HIRE_DATE);
const HireDate = z
  .string()
  .trim()
  .refine((s) => s === '' || (Day.safeParse(s).success && s >= '1950-01-01' && s <= '2100-12-31'), HIRE_DATE);

/** POST /api/admin/employees and PATCH /api/admin/employees/{id}: every field of the form. */
export const EmployeeInputSchema = z
  .object({
    nameEn: Name,
    nameAr: Name,
    email: EmailSchema,
    phone: PhoneSchema.optional().or(z.literal('')),
    role: z.enum(EMPLOYEE_ROLES).default('staff'),
    departmentEn: Label.optional(),
    departmentAr: Label.optional(),
    positionEn: Label.optional(),
    positionAr: Label.optional(),
    hireDate: HireDate.optional(),
    employmentType: z.enum(EMPLOYMENT_TYPES).default('full-time'),
    status: z.enum(EMPLOYEE_STATUSES).default('active'),
    profileImage: z
      .string()
      .max(300, 'validation.tooLong')
      .regex(MEDIA_PATH, 'admin-employees:validation.image')
      .nullable()
      .optional(),
  })
  .strict();
export type EmployeeInput = z.output<typeof EmployeeInputSchema>;
export type EmployeeFormValues = z.input<typeof EmployeeInputSchema>;

/** Search (names, e-mail, phone, departments and job titles in both languages), role, status and sort: list and CSV share them. */
export const EmployeeFilterSchema = z.object({
  q: z.preprocess(blankToUndefined, typedText().trim().max(100).regex(SINGLE_LINE_TEXT).optional()),
  role: z.preprocess(blankToUndefined, z.enum(EMPLOYEE_ROLES).optional()),
  status: z.preprocess(blankToUndefined, z.enum(EMPLOYEE_STATUSES).optional()),
  sort: z.preprocess(blankToUndefined, z.enum(EMPLOYEE_SORTS).default('name-asc')),
  /** The language whose name the name sorts (and the CSV's Name column) use. */
  lang: z.preprocess(blankToUndefined, z.enum(['ar', 'en']).default('ar')),
});
export type EmployeeFilter = z.output<typeof EmployeeFilterSchema>;

export const EmployeeListQuerySchema = PageQuerySchema.extend(EmployeeFilterSchema.shape);
export type EmployeeListQuery = z.output<typeof EmployeeListQuerySchema>;

export const AdminEmployeeSchema = z.object({
  id: z.uuid(),
  nameEn: z.string(),
  nameAr: z.string(),
  /** Null only for rows made before the e-mail was asked. */
  email: z.string().nullable(),
  phone: z.string().nullable(),
  role: z.enum(EMPLOYEE_ROLES),
  departmentEn: z.string().nullable(),
  departmentAr: z.string().nullable(),
  positionEn: z.string().nullable(),
  positionAr: z.string().nullable(),
  /** `yyyy-MM-dd`. */
  hireDate: z.string().nullable(),
  employmentType: z.enum(EMPLOYMENT_TYPES),
  status: z.enum(EMPLOYEE_STATUSES),
  profileImage: z.string().nullable(),
  createdAt: z.iso.datetime(),
  /** Orders credited to them: such an employee is made inactive, never deleted. */
  orderCount: z.number().int(),
});
export type AdminEmployee = z.infer<typeof AdminEmployeeSchema>;

export const AdminEmployeePageSchema = z.object({
  rows: z.array(AdminEmployeeSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminEmployeePage = Page<AdminEmployee>;

/** DELETE answers whether the employee was made inactive (orders refer to them) instead. */
export const EmployeeDeletedSchema = z.object({ deactivated: z.boolean() });
export type EmployeeDeleted = z.infer<typeof EmployeeDeletedSchema>;
