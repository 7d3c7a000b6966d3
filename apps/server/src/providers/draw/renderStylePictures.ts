// Writes the style previews to assets/draw-styles (run after changing a drawing in stylePictures.ts,
// look at the pictures, commit them): `pnpm --filter @peiyin/server draw-style-pictures [--sheet out.png]`.
// `--sheet` also writes every preview side by side, to look at them together.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { renderStylePicture, STYLE_PICTURE_SIZE } from './stylePictures.ts';
import { drawStyles, stylePicturePath, stylePicturesDir } from './styles.ts';

await mkdir(stylePicturesDir, { recursive: true });
const pictures: Buffer[] = [];
for (const style of drawStyles) {
  const picture = await renderStylePicture(style.slug);
  await writeFile(stylePicturePath(style), picture);
  pictures.push(picture);
  console.log(`${style.name}\t${path.relative(process.cwd(), stylePicturePath(style))}\t${picture.length} bytes`);
}
const sheetAt = process.argv.indexOf('--sheet');
if (sheetAt !== -1 && process.argv[sheetAt + 1]) {
  const cell = STYLE_PICTURE_SIZE + 8;
  const columns = 4;
  await sharp({ create: { width: columns * cell, height: Math.ceil(pictures.length / columns) * cell, channels: 3, background: '#ffffff' } })
    .composite(pictures.map((input, i) => ({ input, left: (i % columns) * cell + 4, top: Math.floor(i / columns) * cell + 4 })))
    .png()
    .toFile(process.argv[sheetAt + 1]!);
}
