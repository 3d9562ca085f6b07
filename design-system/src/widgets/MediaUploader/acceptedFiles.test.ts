import { describe, expect, it } from 'vitest';
import { splitAcceptedFiles } from './acceptedFiles.ts';

const file = (name: string, type: string) => ({ name, type });

describe('splitAcceptedFiles', () => {
  it('keeps photos and videos and refuses everything else by default', () => {
    const photo = file('a.jpg', 'image/jpeg');
    const clip = file('b.mp4', 'video/mp4');
    const pdf = file('c.pdf', 'application/pdf');
    const unknown = file('d', '');
    expect(splitAcceptedFiles([photo, pdf, clip, unknown])).toEqual({ accepted: [photo, clip], rejected: [pdf, unknown] });
  });

  it('follows an explicit list of types and extensions', () => {
    const png = file('a.png', 'image/png');
    const gif = file('b.gif', 'image/gif');
    const heic = file('c.HEIC', '');
    expect(splitAcceptedFiles([png, gif, heic], 'image/png, .heic')).toEqual({ accepted: [png, heic], rejected: [gif] });
  });
});
