import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { PhotoManager } from '../photo-manager';
import { usePhotoUploads } from '../../hooks/use-photo-uploads';
import { StepForm } from './step-form';
import { useWizardListing } from './wizard-context';

/** Step 3: photos save as they upload; the step itself has nothing left to save. */
export function PhotosStep() {
  const { t } = useLingui();
  const listing = useWizardListing();
  const uploads = usePhotoUploads(listing.id);
  const uploading = uploads.items.filter((item) => item.status !== 'failed').length;
  return (
    <StepForm
      title={t`Photos`}
      description={t`Bright, sharp photos from a few angles get more requests. Add up to 12; the first one is the cover unless you pick another.`}
      dirty={false}
      saving={false}
      error={null}
      busyNote={
        uploading > 0
          ? plural(uploading, { one: 'Uploading # photo…', other: 'Uploading # photos…' })
          : null
      }
      autosaves
      onSave={() => Promise.resolve(listing)}
      submitLabel={
        listing.images.length === 0 && uploads.items.length === 0
          ? t`Continue without photos`
          : undefined
      }
    >
      <PhotoManager listing={listing} uploads={uploads} />
    </StepForm>
  );
}
