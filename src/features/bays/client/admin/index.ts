import type { AdminSlots } from '@/client/components/admin/admin-slots';
import { BaysSection } from './bays-section';

export { BaysSection } from './bays-section';

/** The bays' part of Settings (the back office's shell puts it there). */
export const BAYS_SLOTS = { SettingsSections: [BaysSection] } satisfies AdminSlots;
