/// spec 02 §9: the 订阅服务 of the AI writing sidebar, and a writing answer refused for the month's tokens, sell
/// product type 300 (the writing membership) in its PayPanel. Kept in one place for the writing pages.
export const WRITING_PRODUCT_TYPE = 300 as const;
