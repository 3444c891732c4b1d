import { DropZone, FileTrigger, Text, isFileDropItem, type DropItem } from 'react-aria-components';
import { Button } from './Button';
import { UploadIcon } from './icons';
import { ChosenFile } from './FileUpload';
import { cx } from './utils';
import './FileUpload.css';
import './FileDropZone.css';

export interface FileDropZoneProps {
  /** What to drop, said to everyone: it labels the zone and its keyboard drop target. */
  label: string;
  description?: string;
  /** MIME types or extensions the file dialog offers, e.g. [".xlsx"]; a dropped file is passed on whatever its type. */
  acceptedFileTypes?: readonly string[];
  buttonLabel?: string;
  /** The chosen file, shown by name and size. */
  file: File | null;
  /** Called with the first file dropped, pasted or picked; its checks are the caller's. */
  onFile: (file: File) => void;
  isDisabled?: boolean;
  className?: string;
}

async function firstFile(items: DropItem[]): Promise<File | undefined> {
  const item = items.find(isFileDropItem);
  return item?.getFile();
}

/**
 * One file, dropped onto the zone (React Aria DropZone: a mouse drag, or by keyboard through its drop target, or a
 * paste) or chosen through the file dialog (FileTrigger). The chosen file's name and size are announced.
 */
export function FileDropZone({ label, description, acceptedFileTypes, buttonLabel = 'Choose file', file, onFile, isDisabled, className }: FileDropZoneProps) {
  return (
    <DropZone
      className={cx('ui-FileDropZone', className)}
      isDisabled={isDisabled}
      getDropOperation={(types) => (types.has('Files') || [...(acceptedFileTypes ?? [])].some((type) => types.has(type)) ? 'copy' : 'cancel')}
      onDrop={async (event) => {
        const dropped = await firstFile(event.items);
        if (dropped) onFile(dropped);
      }}
    >
      <UploadIcon aria-hidden="true" className="ui-FileDropZone-icon" />
      <Text slot="label" className="ui-FileDropZone-label">
        {label}
      </Text>
      {description && <span className="ui-FileDropZone-description">{description}</span>}
      <FileTrigger
        acceptedFileTypes={acceptedFileTypes ? [...acceptedFileTypes] : undefined}
        onSelect={(files) => {
          const chosen = files?.[0];
          if (chosen) onFile(chosen);
        }}
      >
        <Button variant="secondary" isDisabled={isDisabled}>
          {buttonLabel}
        </Button>
      </FileTrigger>
      <ChosenFile file={file} />
    </DropZone>
  );
}
