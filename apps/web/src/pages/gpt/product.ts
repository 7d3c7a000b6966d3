/// spec 02 §9: the 订阅服务 of the AI writing sidebar sells product type 300 (the writing membership). Kept in one
/// place for the membership dialog to take when it lands; until then the menu opens the VIP dialog.
export const WRITING_PRODUCT_TYPE = 300;
