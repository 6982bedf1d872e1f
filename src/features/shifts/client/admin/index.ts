export { OpenShiftWarning } from './open-shift-warning';
