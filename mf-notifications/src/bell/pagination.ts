export const NOTIFICATION_PAGE_SIZE = 10;

/** SPEC §9: pagination only when the total exceeds 10; Prev disabled on page 1; Next disabled when page*10 >= total. */
export function notificationPager(page: number, total: number) {
  return {
    visible: total > NOTIFICATION_PAGE_SIZE,
    canPrev: page > 1,
    canNext: page * NOTIFICATION_PAGE_SIZE < total,
  };
}
