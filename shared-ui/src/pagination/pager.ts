/**
 * SPEC §9 (notification page size): pagination only when the total exceeds a page; Prev disabled on page 1; Next
 * disabled when page * pageSize >= total.
 */
export function pagerState(page: number, total: number, pageSize: number) {
  return {
    visible: total > pageSize,
    canPrev: page > 1,
    canNext: page * pageSize < total,
    pageCount: Math.max(1, Math.ceil(total / pageSize)),
  };
}
