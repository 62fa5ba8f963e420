import { notificationPager } from './pagination';

test('pagination appears only above 10 notifications', () => {
  expect(notificationPager(1, 10).visible).toBe(false);
  expect(notificationPager(1, 11).visible).toBe(true);
});

test('prev is disabled on page 1 and next when page*10 >= total', () => {
  expect(notificationPager(1, 25)).toEqual({ visible: true, canPrev: false, canNext: true });
  expect(notificationPager(2, 25)).toEqual({ visible: true, canPrev: true, canNext: true });
  expect(notificationPager(3, 25)).toEqual({ visible: true, canPrev: true, canNext: false });
  expect(notificationPager(2, 20)).toEqual({ visible: true, canPrev: true, canNext: false });
});
