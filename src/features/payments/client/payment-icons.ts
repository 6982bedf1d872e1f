import { Banknote, CreditCard, Globe, Landmark, Smartphone, type LucideIcon } from 'lucide-react';
import type { PaymentMethod } from '@/common/domain';

/** Each way to pay as checkout and the live board draw it (wallets are phones). */
export const PAYMENT_ICONS: Record<PaymentMethod, LucideIcon> = {
  card: CreditCard,
  apple_pay: Smartphone,
  google_pay: Smartphone,
  cash: Banknote,
  bank_transfer: Landmark,
  online: Globe,
};
