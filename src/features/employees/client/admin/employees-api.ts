import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { oneOf, toQuery } from '@/client/components/admin/use-list-params';
import { apiClient, call } from '@/client/lib/api-client';
import { EMPLOYEE_ROLES, EMPLOYEE_STATUSES } from '@/common/domain';
import { LOCALES } from '@/common/locales';
import { ADMIN_KEY } from '@/client/components/admin/staff-session';
import { EMPLOYEE_SORTS, type EmployeeFormValues } from '../../employees.schema';

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
    queryFn: () =>
      call(
        apiClient.GET('/api/admin/employees', {
          params: {
            query: {
              ...params,
              role: oneOf(params.role, EMPLOYEE_ROLES),
              status: oneOf(params.status, EMPLOYEE_STATUSES),
              sort: oneOf(params.sort, EMPLOYEE_SORTS),
              lang: oneOf(params.lang, LOCALES),
            },
          },
        }),
      ),
    placeholderData: keepPreviousData,
  });
export const useEmployees = (params: EmployeeFilterParams & { page: number; pageSize: number }) =>
  useQuery(employeesQuery(params));

/** GET /api/admin/employees/export.csv with the list's filters: a link's address, not a query. */
export const employeesCsvHref = (params: EmployeeFilterParams) =>
  `/api/admin/employees/export.csv${toQuery({ ...params })}`;

/** A write to the team: the list and the orders screen's employee choices are fetched again. */
function useEmployeeMutation<V, R>(fn: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: EMPLOYEES_KEY }),
        queryClient.invalidateQueries({ queryKey: EMPLOYEE_OPTIONS_KEY }),
      ]),
  });
}

/** POST /api/admin/employees (no id) or PATCH /api/admin/employees/{id}. */
export const useSaveEmployee = () =>
  useEmployeeMutation(({ id, input }: { id?: string; input: EmployeeFormValues }) =>
    call(
      id
        ? apiClient.PATCH('/api/admin/employees/{id}', { params: { path: { id } }, body: input })
        : apiClient.POST('/api/admin/employees', { body: input }),
    ),
  );

/** DELETE /api/admin/employees/{id}: `deactivated` when orders refer to them (made inactive instead). */
export const useDeleteEmployee = () =>
  useEmployeeMutation((id: string) =>
    call(apiClient.DELETE('/api/admin/employees/{id}', { params: { path: { id } } })),
  );
