// A fake camera for Chromium (--use-file-for-fake-video-capture): a Y4M video whose frames show
// a picture, here a label's QR code, centred on white. Pure JS: a PNG in, a .y4m file out.
import { writeFileSync } from 'node:fs';
import { PNG } from 'pngjs';

const WIDTH = 640;
const HEIGHT = 480;
/** The picture's height in the frame, as a label held a hand's width from the camera. */
const PICTURE_SIDE = 360;
const FRAMES = 4;

/** Luma of a PNG pixel (BT.601), white where the picture is transparent. */
function lumaAt(image: PNG, x: number, y: number): number {
  const i = (y * image.width + x) * 4;
  const [r = 255, g = 255, b = 255, a = 255] = image.data.subarray(i, i + 4);
  const blend = (value: number) => (value * a + 255 * (255 - a)) / 255;
  return Math.round(0.299 * blend(r) + 0.587 * blend(g) + 0.114 * blend(b));
}

/** Writes a grey-scale 4:2:0 Y4M of the picture, scaled (nearest pixel) and centred. */
export function writeFakeCameraVideo(png: Buffer, file: string): void {
  const image = PNG.sync.read(png);
  const scale = PICTURE_SIDE / Math.max(image.width, image.height);
  const width = Math.round(image.width * scale);
  const height = Math.round(image.height * scale);
  const left = Math.floor((WIDTH - width) / 2);
  const top = Math.floor((HEIGHT - height) / 2);
  const luma = Buffer.alloc(WIDTH * HEIGHT, 255);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1)
      luma[(top + y) * WIDTH + left + x] = lumaAt(
        image,
        Math.min(image.width - 1, Math.floor(x / scale)),
        Math.min(image.height - 1, Math.floor(y / scale)),
      );
  // No colour: both chroma planes at their midpoint.
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(file, Buffer.concat([header, ...Array.from({ length: FRAMES }, () => frame)]));
}
