import { z } from 'zod';

// Spec section 9: the image optimiser's default quality, and the device widths it serves.
export const IMAGE_QUALITY = 75;
export const IMAGE_DEVICE_WIDTHS = [640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const;

/** `?w=&q=` on an image URL: one of the device widths, and a quality (75 unless asked). */
export const ImageVariantQuery = z.object({
  w: z.coerce
    .number()
    .int()
    .refine((w) => (IMAGE_DEVICE_WIDTHS as readonly number[]).includes(w), {
      error: `w must be one of ${IMAGE_DEVICE_WIDTHS.join(', ')}`,
    })
    .optional(),
  q: z.coerce.number().int().min(1).max(100).default(IMAGE_QUALITY),
});
export type ImageVariantQuery = z.infer<typeof ImageVariantQuery>;

/** The URL of one width of an image, at the optimiser's quality. */
export function imageVariantUrl(url: string, width: number, quality = IMAGE_QUALITY): string {
  return `${url}${url.includes('?') ? '&' : '?'}w=${width}&q=${quality}`;
}

/** An `<img srcset>` offering every device width of an image at quality 75. */
export function imageSrcSet(url: string): string {
  return IMAGE_DEVICE_WIDTHS.map((width) => `${imageVariantUrl(url, width)} ${width}w`).join(', ');
}
