import { newActionId } from './action-id';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newActionId', () => {
  it('is a version 4 UUID', () => {
    expect(newActionId()).toMatch(UUID);
  });

  it('is one too where crypto.randomUUID is missing (insecure pages, older browsers)', () => {
    const randomUUID = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const ids = Array.from({ length: 50 }, newActionId);
      for (const id of ids) expect(id).toMatch(UUID);
      expect(new Set(ids).size).toBe(50);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: randomUUID, configurable: true });
    }
  });
});
