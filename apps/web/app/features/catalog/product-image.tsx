import { imageSrcSet, productImageWidths } from "@oja/contracts/images";

// Product photos are 4:5 WebP variants; width and height are always given so nothing shifts.

export function ProductImage({
  src,
  alt,
  sizes,
  priority = false,
  className = "",
}: {
  src: string | undefined;
  alt: string;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  if (!src) return <div className={`aspect-[4/5] bg-linen ${className}`} />;
  return (
    <img
      src={src.replace(/-1200\.webp$/, "-800.webp")}
      srcSet={imageSrcSet(src, productImageWidths)}
      sizes={sizes}
      alt={alt}
      width={1200}
      height={1500}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : "auto"}
      decoding="async"
      className={`aspect-[4/5] h-auto w-full object-cover ${className}`}
    />
  );
}
