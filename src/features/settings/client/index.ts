export { directionsUrl, telUrl } from './directions';
export { MaintenancePage, MaintenanceStaffNotice } from './maintenance';
export { useMaintenance } from './maintenance-state';
export { OpeningHours } from './opening-hours';
