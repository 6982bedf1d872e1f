export { PaymentSettingsTab } from './payment-settings-tab';
