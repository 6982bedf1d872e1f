import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toQuery } from '@/client/components/admin/use-list-params';
import { api } from '@/client/lib/api';
import { ADMIN_KEY } from '@/features/staff/client/staff-api';
import type { AdminEmployee, AdminEmployeePage, EmployeeDeleted, EmployeeFormValues } from '../../employees.schema';

/** Everything of the back-office employees is cached under this key. */
export const EMPLOYEES_KEY = [...ADMIN_KEY, 'employees'] as const;
/** The orders screen's employee choices: they change when an employee is added, edited or deleted. */
const EMPLOYEE_OPTIONS_KEY = [...ADMIN_KEY, 'employee-options'] as const;

export interface EmployeeFilterParams {
  q: string;
  role: string;
  status: string;
  sort: string;
  lang: string;
}

/** GET /api/admin/employees */
const employeesQuery = (params: EmployeeFilterParams & { page: number; pageSize: number }) =>
  queryOptions({
    queryKey: [...EMPLOYEES_KEY, 'list', params],
    queryFn: () => api<AdminEmployeePage>(`/admin/employees${toQuery({ ...params })}`),
    placeholderData: keepPreviousData,
  });
export const useEmployees = (params: EmployeeFilterParams & { page: number; pageSize: number }) => useQuery(employeesQuery(params));

/** GET /api/admin/employees/export.csv with the list's filters: a link's address, not a query. */
export const employeesCsvHref = (params: EmployeeFilterParams) => `/api/admin/employees/export.csv${toQuery({ ...params })}`;

/** POST /api/admin/employees (no id) or PATCH /api/admin/employees/{id}. */
export function useSaveEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: EmployeeFormValues }) =>
      id
        ? api<AdminEmployee>(`/admin/employees/${id}`, { method: 'PATCH', json: input })
        : api<AdminEmployee>('/admin/employees', { method: 'POST', json: input }),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: EMPLOYEES_KEY }), queryClient.invalidateQueries({ queryKey: EMPLOYEE_OPTIONS_KEY })]),
  });
}

/** DELETE /api/admin/employees/{id}: `deactivated` when orders refer to them (made inactive instead). */
export function useDeleteEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<EmployeeDeleted>(`/admin/employees/${id}`, { method: 'DELETE' }),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: EMPLOYEES_KEY }), queryClient.invalidateQueries({ queryKey: EMPLOYEE_OPTIONS_KEY })]),
  });
}

/** POST /api/admin/uploads: a profile photo, stored as an 800×800 square (the square kind the pipeline has). */
export function useUploadEmployeePhoto() {
  const mutation = useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      form.append('kind', 'category');
      return api<{ url: string }>('/admin/uploads', { method: 'POST', body: form });
    },
  });
  return async (file: File) => (await mutation.mutateAsync(file)).url;
}
