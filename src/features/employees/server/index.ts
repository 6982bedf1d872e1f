export { employeeRoutes } from './employee.routes';
export { employeesAdminRoutes } from './employees.admin.routes';
