import {
  type AdminProduct,
  photoName,
  photoTooLargeMessage,
  productPhotoMaxBytes,
  productPhotoMaxCount,
  productPhotoMaxMegabytes,
  productPhotoTypes,
} from "@oja/contracts/admin-products";
import { imageVariant } from "@oja/contracts/images";
import { useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import { useToast } from "../../components/ui/toast.tsx";
import { type ProductChange, productIntents } from "./admin-change.ts";
import { errorsByField, useAnswerToast } from "./admin-product-answer.ts";

// A product's photos in the admin area (docs/architecture.md §8): upload one, move it earlier or later, remove
// it. The first is the product's picture in the shop; every change is answered by a toast.

export function ProductPhotos({ product }: { product: AdminProduct }) {
  const upload = useFetcher<ProductChange>();
  const change = useFetcher<ProductChange>();
  const toast = useToast();
  const fileInput = useRef<HTMLInputElement>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const fileId = useId();
  const uploadError = errorsByField(upload.data).image;

  // A refused photo is one toast: its reason shows once, under the file field.
  useAnswerToast(
    upload,
    (answer) => {
      if (answer.ok && fileInput.current) fileInput.current.value = "";
    },
    { errorsAsToasts: false },
  );
  useAnswerToast(change, () => setRemoving(null));

  const move = (from: number, to: number) => {
    const images = [...product.images];
    const [moved] = images.splice(from, 1);
    if (moved === undefined) return;
    images.splice(to, 0, moved);
    change.submit({ intent: productIntents.reorder, images: JSON.stringify(images) }, { method: "post" });
  };
  const full = product.images.length >= productPhotoMaxCount;

  return (
    <section
      aria-labelledby="admin-photos"
      className="space-y-4 rounded-lg border border-sand bg-parchment p-4"
    >
      <h2 id="admin-photos" className="font-display text-xl font-semibold">
        Photos
      </h2>
      {product.images.length === 0 ? (
        <p className="text-sm text-stone">
          No photos yet. The first photo is the product's picture in the shop.
        </p>
      ) : (
        <ol aria-label="Photos, in the shop's order" className="space-y-3">
          {product.images.map((image, index) => (
            <li key={image} className="flex items-center gap-3">
              <img
                src={imageVariant(image, 400)}
                alt={`${product.name}, ${index + 1} of ${product.images.length}`}
                width={64}
                height={80}
                className="h-20 w-16 shrink-0 rounded-sm bg-linen object-cover"
              />
              <div className="flex flex-wrap gap-1">
                <button
                  type="button"
                  disabled={index === 0 || change.state !== "idle"}
                  onClick={() => move(index, index - 1)}
                  className="rounded-sm border border-sand px-3 py-2 text-xs font-semibold hover:bg-linen disabled:opacity-40"
                >
                  Earlier<span className="sr-only"> (photo {index + 1})</span>
                </button>
                <button
                  type="button"
                  disabled={index === product.images.length - 1 || change.state !== "idle"}
                  onClick={() => move(index, index + 1)}
                  className="rounded-sm border border-sand px-3 py-2 text-xs font-semibold hover:bg-linen disabled:opacity-40"
                >
                  Later<span className="sr-only"> (photo {index + 1})</span>
                </button>
                <button
                  type="button"
                  disabled={change.state !== "idle"}
                  onClick={() => setRemoving(image)}
                  className="rounded-sm border border-sand px-3 py-2 text-xs font-semibold text-error hover:bg-linen disabled:opacity-40"
                >
                  Remove<span className="sr-only"> photo {index + 1}</span>
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <upload.Form
        method="post"
        encType="multipart/form-data"
        aria-label="Upload a photo"
        className="space-y-2"
        onSubmit={(event) => {
          const photo = fileInput.current?.files?.[0];
          if (photo && photo.size > productPhotoMaxBytes) {
            event.preventDefault();
            toast.error(photoTooLargeMessage);
          }
        }}
      >
        <input type="hidden" name="intent" value={productIntents.upload} />
        <label htmlFor={fileId} className="block text-sm font-medium">
          Add a photo (JPEG, PNG or WebP, at most {productPhotoMaxMegabytes} MB)
        </label>
        <input
          ref={fileInput}
          id={fileId}
          type="file"
          name="image"
          accept={productPhotoTypes.join(",")}
          required
          disabled={full}
          aria-invalid={uploadError ? true : undefined}
          aria-describedby={`${fileId}-error`}
          className="block w-full text-sm file:mr-3 file:rounded-full file:border file:border-espresso file:bg-transparent file:px-4 file:py-2 file:text-xs file:font-semibold file:tracking-[0.16em] file:text-espresso file:uppercase"
        />
        <p id={`${fileId}-error`} className="min-h-5 text-sm text-error">
          {full ? `A product has at most ${productPhotoMaxCount} photos.` : uploadError}
        </p>
        <Button type="submit" size="sm" busy={upload.state !== "idle"} disabled={full}>
          Upload Photo
        </Button>
      </upload.Form>
      <ConfirmDialog
        open={removing !== null}
        title="Remove Photo"
        message="Take this photo off the product? The shop stops showing it at once."
        confirmLabel="Yes, Remove"
        dismissLabel="Not now"
        busy={change.state !== "idle"}
        onConfirm={() =>
          removing &&
          change.submit({ intent: productIntents.removePhoto, name: photoName(removing) }, { method: "post" })
        }
        onClose={() => setRemoving(null)}
      />
    </section>
  );
}
