/** The width, in whole pixels, at which an image of the given intrinsic size is `height` pixels tall. */
export function widthAtHeight(image: { width: number; height: number }, height: number): number {
  return Math.round((image.width / image.height) * height);
}
