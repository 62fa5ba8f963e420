import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { http } from 'shared-events';
import { deferredReply, fakeApi, restoreApi } from '../testing';
import { QueryProvider } from './QueryProvider';
import { queryClient } from './query-client';
import { usePagedQuery } from './use-paged-query';

afterEach(() => {
  queryClient.clear();
  restoreApi();
});

const wrapper = ({ children }: { children: ReactNode }) => <QueryProvider>{children}</QueryProvider>;
const fetchPage = async (page: number) => (await http.get<{ rows: string[] }>('/api/list', { params: { page, limit: 10 } })).data;

test('starts on page 1 and keeps the page shown while the next one loads', async () => {
  const second = deferredReply();
  fakeApi({
    'GET /api/list': (_body, request) =>
      (request.params as { page: number }).page === 1 ? { status: 200, body: { rows: ['a'] } } : second.handler(),
  });
  const { result } = renderHook(() => usePagedQuery({ pageKey: (page) => ['list', page], fetchPage }), { wrapper });
  await waitFor(() => expect(result.current.query.data).toEqual({ rows: ['a'] }));
  expect(result.current.page).toBe(1);

  act(() => result.current.setPage(2));
  expect(result.current.page).toBe(2);
  expect(result.current.query.data).toEqual({ rows: ['a'] });
  expect(result.current.query.isPlaceholderData).toBe(true);
  second.release({ status: 200, body: { rows: ['b'] } });
  await waitFor(() => expect(result.current.query.data).toEqual({ rows: ['b'] }));
  expect(result.current.query.isPlaceholderData).toBe(false);
});
