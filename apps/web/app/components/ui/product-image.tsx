import { imageSrcSet, imageVariant, productImageWidths } from "@oja/contracts/images";

// Product photos are 4:5 WebP variants; width and height are always given so nothing shifts. A
// priority image (the page's largest, above the fold) loads first; the rest wait until needed.

export function ProductImage({
  src,
  alt,
  sizes,
  priority = false,
  draggable,
  className = "",
}: {
  src: string | undefined;
  alt: string;
  sizes: string;
  priority?: boolean;
  draggable?: boolean;
  className?: string;
}) {
  if (!src) return <div className={`aspect-[4/5] bg-linen ${className}`} />;
  return (
    <img
      src={imageVariant(src, 800)}
      srcSet={imageSrcSet(src, productImageWidths)}
      sizes={sizes}
      alt={alt}
      width={1200}
      height={1500}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : "auto"}
      decoding={priority ? "sync" : "async"}
      draggable={draggable}
      className={`aspect-[4/5] h-auto w-full object-cover ${className}`}
    />
  );
}

/** A small 4:5 photo beside a line of text (the cart and wishlist viewers), or its grey place. */
export function ProductThumbnail({ src, className }: { src: string | undefined; className: string }) {
  if (!src) return <span className={`shrink-0 rounded-sm bg-linen ${className}`} />;
  return (
    <img
      src={imageVariant(src, 400)}
      alt=""
      width={80}
      height={100}
      className={`shrink-0 rounded-sm bg-linen object-cover ${className}`}
    />
  );
}
