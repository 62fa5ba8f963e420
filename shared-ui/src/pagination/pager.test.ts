import { pagerState } from './pager';

test('pagination appears only when the total exceeds a page', () => {
  expect(pagerState(1, 10, 10).visible).toBe(false);
  expect(pagerState(1, 11, 10).visible).toBe(true);
  expect(pagerState(1, 0, 10).visible).toBe(false);
});

test('prev is disabled on page 1 and next when page*10 >= total', () => {
  expect(pagerState(1, 25, 10)).toEqual({ visible: true, canPrev: false, canNext: true, pageCount: 3 });
  expect(pagerState(2, 25, 10)).toEqual({ visible: true, canPrev: true, canNext: true, pageCount: 3 });
  expect(pagerState(3, 25, 10)).toEqual({ visible: true, canPrev: true, canNext: false, pageCount: 3 });
  expect(pagerState(2, 20, 10)).toEqual({ visible: true, canPrev: true, canNext: false, pageCount: 2 });
});

test('an empty list still counts one page', () => {
  expect(pagerState(1, 0, 10).pageCount).toBe(1);
});
