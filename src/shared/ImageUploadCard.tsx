// A card that shows an image and uploads a new one through a formSubmission actor whose values are `{ file }`: the
// user's profile picture and the state's logo. The chosen file is the actor's, so it survives a remount; once
// uploaded, the route's fresh actor starts with no file and the new image shows above. Both uploads take the contract's ImageUpload: PNG, JPEG or WebP,
// at most 2 MB.
import type { ReactNode } from 'react';
import type { FormSubmissionActor } from '../machines/formSubmission.machine';
import { Banner, Button, Card, FileUpload, Form, FormActions } from '../ui';
import { useFramedForm } from './useFramedForm';
import { useSubmission } from './useSubmission';
import './shared.css';

const imageTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;
const imageMaxBytes = 2 * 1024 * 1024;

export interface ImageUploadCardProps {
  /** The card's heading; it names the form too. */
  title: string;
  /** The image as it is now. */
  image: ReactNode;
  /** The file chooser's label ('New picture'). */
  chooserLabel: string;
  submitLabel: string;
  actor: FormSubmissionActor;
}

export function ImageUploadCard({ title, image, chooserLabel, submitLabel, actor }: ImageUploadCardProps) {
  const { values, set, submit } = useFramedForm<{ file: File | null }>(actor);
  const { busy, error, fieldErrors } = useSubmission(actor);
  const file = values.file ?? null;
  return (
    <Card title={title} headingLevel={2}>
      <div className="ImageUploadCard">
        {image}
        <Form
          className="ImageUploadCard-form"
          aria-label={title}
          onSubmit={(event) => {
            event.preventDefault();
            if (file) submit();
          }}
        >
          <FileUpload
            label={chooserLabel}
            description="PNG, JPEG or WebP, at most 2 MB."
            acceptedFileTypes={imageTypes}
            acceptedTypesText="a PNG, JPEG or WebP image"
            maxSizeBytes={imageMaxBytes}
            errorMessage={fieldErrors.file}
            file={file}
            onFileChange={set('file')}
            isDisabled={busy}
          />
          {/* The file is the form's only field: a fault of it is said beside it, once, without the summary banner. */}
          {error && !fieldErrors.file && <Banner tone="error">{error}</Banner>}
          <FormActions>
            <Button type="submit" isDisabled={!file} isPending={busy}>
              {submitLabel}
            </Button>
          </FormActions>
        </Form>
      </div>
    </Card>
  );
}
