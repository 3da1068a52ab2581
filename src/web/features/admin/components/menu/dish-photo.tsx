// A dish's photo: shown as it is served, and replaced by a file from the phone or computer (checked here for size
// and type as a courtesy; the server decides, and its message shows).
import { useId, useState } from 'react';
import type { Dish } from '../../../../../contracts/dishes';
import { toast } from '../../../../components/ui/toast-store';
import { messageOf } from '../../../../lib/api-client';
import { useUploadDishPhoto } from '../../api/upload-dish-photo';

const MAX_BYTES = 10 * 1024 * 1024;

export function DishPhoto({ dish }: { dish: Dish }) {
  const upload = useUploadDishPhoto();
  const id = useId();
  const [error, setError] = useState<string | null>(null);

  function send(file: File | undefined) {
    if (!file) return;
    if (file.size > MAX_BYTES) {
      setError('A photo is up to 10 MB: choose a smaller one');
      return;
    }
    setError(null);
    upload.mutate(
      { id: dish.id, file },
      {
        onSuccess: () =>
          toast({
            title: 'Photo Saved',
            description: `${dish.name} shows its new photo.`,
            variant: 'success',
          }),
        onError: (failure) => setError(messageOf(failure, 'Failed to upload the photo')),
      },
    );
  }

  return (
    <div className="grid content-start gap-2">
      <p className="text-sm font-semibold text-forest-950">Photo</p>
      {dish.photoUrl ? (
        <img
          src={dish.photoUrl}
          alt={`${dish.name}, as photographed`}
          className="aspect-[4/3] w-full rounded-xl object-cover"
        />
      ) : (
        <p className="rounded-xl border border-dashed border-forest-900/20 p-4 text-xs text-ink/70">
          No photo yet: the menu shows its drawing.
        </p>
      )}
      <label htmlFor={`${id}-photo`} className="text-xs font-semibold text-forest-950">
        {dish.photoUrl ? 'Replace the photo' : 'Upload a photo'} (JPEG, PNG, WebP or HEIC, up to 10 MB)
      </label>
      <input
        id={`${id}-photo`}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif"
        disabled={upload.isPending}
        className="text-xs file:mr-2 file:rounded-lg file:border file:border-forest-900/25 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-forest-900"
        onChange={(e) => send(e.target.files?.[0])}
        aria-describedby={error ? `${id}-photo-error` : undefined}
      />
      {upload.isPending ? <p className="text-xs text-ink/70">Uploading...</p> : null}
      {error ? (
        <p id={`${id}-photo-error`} role="alert" className="text-xs font-medium text-chili">
          {error}
        </p>
      ) : null}
    </div>
  );
}
