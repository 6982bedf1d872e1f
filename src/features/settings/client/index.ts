export { directionsUrl, telUrl } from './directions';
export { MaintenancePage, MaintenanceStaffNotice, useMaintenance } from './maintenance';
export { OpeningHours } from './opening-hours';
