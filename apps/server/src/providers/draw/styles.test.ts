import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderStylePicture, STYLE_PICTURE_SIZE } from './stylePictures.ts';
import { applyStyle, drawSizes, drawStyles, findDrawStyle, stylePicturePath } from './styles.ts';

async function pixels(bytes: Buffer): Promise<Buffer> {
  return sharp(bytes).removeAlpha().raw().toBuffer();
}

describe('draw styles', () => {
  it('offers the issue styles, each once, with words for the prompt and the negative prompt', () => {
    const names = drawStyles.map((style) => style.name);
    for (const name of ['写实摄影', '国风水墨', '动漫', '3D 卡通', '赛博朋克', '油画', '像素风', '扁平插画']) expect(names).toContain(name);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(drawStyles.map((style) => style.id)).size).toBe(drawStyles.length);
    expect(new Set(drawStyles.map((style) => style.slug)).size).toBe(drawStyles.length);
    for (const style of drawStyles) {
      expect(style.prompt.length).toBeGreaterThan(20);
      expect(style.negativePrompt).toContain('watermark');
    }
  });

  it('puts the user description first and adds the style words', () => {
    const ink = findDrawStyle(2)!;
    expect(applyStyle(ink, ' 江南小镇的清晨 ', 'people')).toEqual({
      prompt: `江南小镇的清晨, ${ink.prompt}`,
      negativePrompt: `people, ${ink.negativePrompt}`,
    });
    expect(applyStyle(undefined, '猫')).toEqual({ prompt: '猫', negativePrompt: '' });
    expect(findDrawStyle(999)).toBeUndefined();
  });

  it('has the three sizes of spec 02 §3', () => {
    expect(drawSizes.map(({ ratio, value }) => `${ratio} ${value}`)).toEqual(['1:1 1024*1024', '9:16 720*1280', '16:9 1280*720']);
    for (const size of drawSizes) expect(size.value).toBe(`${size.width}*${size.height}`);
  });

  it('ships a preview picture per style: a real, colourful PNG, each different from the others', async () => {
    const all: Buffer[] = [];
    for (const style of drawStyles) {
      const file = await readFile(stylePicturePath(style));
      const meta = await sharp(file).metadata();
      expect({ style: style.slug, format: meta.format, width: meta.width, height: meta.height }).toEqual({
        style: style.slug,
        format: 'png',
        width: STYLE_PICTURE_SIZE,
        height: STYLE_PICTURE_SIZE,
      });
      const stats = await sharp(file).stats();
      // Not a flat fill: every preview has contrast.
      expect(Math.max(...stats.channels.slice(0, 3).map((channel) => channel.stdev))).toBeGreaterThan(20);
      all.push(await pixels(file));
    }
    for (let a = 0; a < all.length; a++) {
      for (let b = a + 1; b < all.length; b++) {
        let difference = 0;
        for (let i = 0; i < all[a]!.length; i += 7) difference += Math.abs(all[a]![i]! - all[b]![i]!);
        expect(difference / (all[a]!.length / 7)).toBeGreaterThan(15);
      }
    }
  });

  it('the committed previews are what their drawings render (run draw-style-pictures after changing one)', async () => {
    for (const style of drawStyles) {
      const committed = await pixels(await readFile(stylePicturePath(style)));
      const rendered = await pixels(await renderStylePicture(style.slug));
      let difference = 0;
      for (let i = 0; i < committed.length; i++) difference += Math.abs(committed[i]! - rendered[i]!);
      // A little slack for another libvips/librsvg build; a changed drawing moves far more.
      expect({ style: style.slug, close: difference / committed.length <= 2 }).toEqual({ style: style.slug, close: true });
    }
  }, 60_000);
});
