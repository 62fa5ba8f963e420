import { act, renderHook } from '@testing-library/react';
import { QueryProvider } from 'shared-events/query';
import { fakeApi } from 'shared-events/testing';
import { toastMessages } from '../test/render-app';
import { useResendCode } from './use-resend-code';

test('during the cooldown a resend sends nothing and says how long to wait', async () => {
  const sent = fakeApi({ 'POST /api/auth/resend-verification': () => ({ status: 200, body: { message: 'sent', cooldownSeconds: 60 } }) });
  const { result } = renderHook(() => useResendCode('ada@example.com'), { wrapper: QueryProvider });

  await act(() => result.current.resend());
  expect(result.current.cooldownSeconds).toBe(60);
  await act(() => result.current.resend());

  expect(sent).toHaveLength(1);
  expect(toastMessages().at(-1)).toEqual({ severity: 'error', message: 'Please wait 60 seconds before requesting another code.' });
});
