/** An option on an order line, as it was when ordered (names and price kept, like the product's). */
export interface OrderLineOption {
  groupId: string;
  groupNameEn: string;
  groupNameAr: string;
  optionId: string;
  nameEn: string;
  nameAr: string;
  /** Added to the unit price, in fils. */
  priceFils: number;
  /** The group's default: the board shows only what differs from it. */
  isDefault: boolean;
}
