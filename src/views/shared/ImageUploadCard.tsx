// A card that shows an image and uploads a new one through a formSubmission actor (`form.submit` with `{ file }`):
// the user's profile picture and the state's logo. Both uploads take the contract's ImageUpload: PNG, JPEG or WebP,
// at most 2 MB.
import { useEffect, useState, type ReactNode } from 'react';
import type { FormSubmissionActor } from '../../machines/formSubmission.machine';
import { Banner, Button, Card, FileUpload, Form, FormActions } from '../../ui';
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
  const [file, setFile] = useState<File | null>(null);
  const { busy, error, succeeded } = useSubmission(actor);
  // Uploaded: the new image shows above, the chooser is empty again.
  useEffect(() => {
    if (succeeded) setFile(null);
  }, [succeeded]);
  return (
    <Card title={title} headingLevel={2}>
      <div className="ImageUploadCard">
        {image}
        <Form
          className="ImageUploadCard-form"
          aria-label={title}
          onSubmit={(event) => {
            event.preventDefault();
            if (file) actor.send({ type: 'form.submit', values: { file } });
          }}
        >
          <FileUpload
            label={chooserLabel}
            description="PNG, JPEG or WebP, at most 2 MB."
            acceptedFileTypes={imageTypes}
            maxSizeBytes={imageMaxBytes}
            file={file}
            onFileChange={setFile}
            isDisabled={busy}
          />
          {error && <Banner tone="error">{error}</Banner>}
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
