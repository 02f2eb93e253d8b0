import { describe, expect, it } from 'vitest';
import { imageUrlProblem } from './image-url.ts';

describe('imageUrlProblem', () => {
  it.each([
    'file:///etc/passwd',
    'http://images.example.com/a.png',
    'ftp://images.example.com/a.png',
    'javascript:alert(1)',
    'https://127.0.0.1/a.png',
    'https://0x7f.1/a.png',
    'https://2130706433/a.png',
    'https://localhost/a.png',
    'https://app.localhost/a.png',
    'https://10.0.0.5/a.png',
    'https://172.20.1.1/a.png',
    'https://192.168.1.10/a.png',
    'https://169.254.169.254/latest/meta-data',
    'https://100.64.0.1/a.png',
    'https://0.0.0.0/a.png',
    'https://[::1]/a.png',
    'https://[::ffff:127.0.0.1]/a.png',
    'https://[fd00::1]/a.png',
    'https://[fe80::1]/a.png',
    'https://intranet/a.png',
    'https://printer.local/a.png',
    'https://user:secret@images.example.com/a.png',
    'not a url',
  ])('refuses %s', (url) => {
    expect(imageUrlProblem(url)).toEqual(expect.any(String));
  });

  it.each(['https://m.media-amazon.com/images/I/71abc.jpg', 'https://cdn.example.com/a.png', 'https://8.8.8.8/a.png'])(
    'takes %s',
    (url) => {
      expect(imageUrlProblem(url)).toBeUndefined();
    },
  );
});
