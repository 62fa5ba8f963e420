import { act, renderHook } from '@testing-library/react';
import { object, string } from 'yup';
import { useAuthForm, validateFields } from './use-auth-form';

const schema = object({ email: string().required('Invalid email address.'), password: string().min(6, 'Password must be at least 6 characters.') });
const EMPTY = { email: '', password: '' };

test('validateFields names the first broken rule of each field, and nothing for valid values', async () => {
  expect(await validateFields(schema, { email: '', password: '123' })).toEqual({
    email: 'Invalid email address.',
    password: 'Password must be at least 6 characters.',
  });
  expect(await validateFields(schema, { email: 'a@b.co', password: '123456' })).toEqual({});
});

test('checks nothing before the first submit, then every change', async () => {
  const { result } = renderHook(() => useAuthForm({ initialValues: EMPTY, validationSchema: schema, onSubmit: jest.fn() }));
  await act(async () => result.current.setFieldValue('password', '1'));
  expect(result.current.errors).toEqual({});
  await act(async () => result.current.handleSubmit());
  expect(result.current.errors.email).toBe('Invalid email address.');
  await act(async () => result.current.setFieldValue('email', 'rita@example.com'));
  expect(result.current.errors).toEqual({ password: 'Password must be at least 6 characters.' });
});

test('submits valid values once, busy meanwhile; a second submit during the first is ignored', async () => {
  let finish: () => void = () => undefined;
  const onSubmit = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
  const { result } = renderHook(() =>
    useAuthForm({ initialValues: { email: 'rita@example.com', password: 'secret!' }, validationSchema: schema, onSubmit }),
  );
  let first: Promise<void> = Promise.resolve();
  await act(async () => {
    first = result.current.handleSubmit();
    await Promise.resolve();
  });
  expect(result.current.isSubmitting).toBe(true);
  await act(async () => result.current.handleSubmit());
  await act(async () => {
    finish();
    await first;
  });
  expect(onSubmit).toHaveBeenCalledTimes(1);
  expect(onSubmit).toHaveBeenCalledWith({ email: 'rita@example.com', password: 'secret!' });
  expect(result.current.isSubmitting).toBe(false);
});
