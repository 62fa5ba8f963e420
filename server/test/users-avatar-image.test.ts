import { detectImageType } from '../src/uploads/image-type';

describe('detectImageType', () => {
  it('recognises PNG, JPEG and WebP by their first bytes', () => {
    expect(detectImageType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))?.contentType).toBe('image/png');
    expect(detectImageType(Buffer.from([0xff, 0xd8, 0xff, 0xdb]))?.extension).toBe('jpg');
    expect(detectImageType(Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8L', 'latin1'))?.contentType).toBe('image/webp');
  });

  it.each([
    ['empty', Buffer.alloc(0)],
    ['a truncated PNG signature', Buffer.from([0x89, 0x50, 0x4e, 0x47])],
    ['a RIFF that is not WebP (WAV)', Buffer.from('RIFF\x10\x00\x00\x00WAVEfmt ', 'latin1')],
    ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['HTML', Buffer.from('<html><script>alert(1)</script></html>')],
    ['GIF', Buffer.from('GIF89a')],
    ['text', Buffer.from('PNG')],
  ])('refuses %s', (_label, bytes) => {
    expect(detectImageType(bytes)).toBeUndefined();
  });
});
