import { useId, useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { Button } from './Button';
import { CloseIcon, FileIcon, UploadIcon } from './icons';
import { cx } from './utils';
import './Field.css';
import './FileUpload.css';

export interface FileUploadProps {
  label: string;
  description?: string;
  /** MIME types or extensions the picker offers and the component accepts, e.g. [".xlsx"]. */
  acceptedFileTypes?: readonly string[];
  /** The accepted types in people's words, for the error about a wrong type: "a PDF, Word or PowerPoint file".
   * Without it the error names the accepted extensions (never MIME types, which mean nothing to people). */
  acceptedTypesText?: string;
  /** Largest accepted file, in bytes. */
  maxSizeBytes?: number;
  /** The chosen file (controlled); omit to let the component keep it. */
  file?: File | null;
  /** Called with an accepted file, or null when the file is removed. Rejected files never reach it. */
  onFileChange?: (file: File | null) => void;
  /** An error from outside (e.g. the upload machine); shown in place of local validation errors. */
  errorMessage?: string;
  buttonLabel?: string;
  isDisabled?: boolean;
  className?: string;
}

/** "12.3 KB" style size for people. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1).replace(/\.0$/, '')} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`;
}

/** The chosen file's name and size, or that there is none, announced as it changes. */
export function ChosenFile({ file }: { file: File | null }) {
  return (
    <div role="status" className="ui-FileUpload-status">
      {file ? (
        <span className="ui-FileUpload-file">
          <FileIcon />
          <span className="ui-FileUpload-name">{file.name}</span>
          <span className="ui-FileUpload-size">({formatFileSize(file.size)})</span>
        </span>
      ) : (
        <span className="ui-FileUpload-none">No file chosen</span>
      )}
    </div>
  );
}

/** "a .pdf, .docx or .pptx file" from the extensions among `accepted`. */
function extensionsText(accepted: readonly string[]): string {
  const extensions = accepted.filter((type) => type.startsWith('.'));
  if (extensions.length === 0) return 'a file of an accepted type';
  const last = extensions.at(-1);
  return `a ${extensions.length > 1 ? `${extensions.slice(0, -1).join(', ')} or ${last}` : last} file`;
}

function matchesType(file: File, accepted: readonly string[]): boolean {
  const name = file.name.toLowerCase();
  return accepted.some((pattern) => {
    const p = pattern.trim().toLowerCase();
    if (p.startsWith('.')) return name.endsWith(p);
    if (p.endsWith('/*')) return file.type.startsWith(p.slice(0, -1));
    return file.type === p;
  });
}

/**
 * Choose one file with a button (React Aria FileTrigger), checked against `acceptedFileTypes` and
 * `maxSizeBytes` before it is accepted. The chosen file's name and size show, with a remove
 * button; errors and the chosen file are announced.
 */
export function FileUpload({
  label,
  description,
  acceptedFileTypes,
  acceptedTypesText,
  maxSizeBytes,
  file: controlledFile,
  onFileChange,
  errorMessage,
  buttonLabel = 'Choose file',
  isDisabled,
  className,
}: FileUploadProps) {
  const [ownFile, setOwnFile] = useState<File | null>(null);
  const [localError, setLocalError] = useState<string | null>(null);
  const file = controlledFile !== undefined ? controlledFile : ownFile;
  const id = useId();
  const error = errorMessage ?? localError;

  const choose = (files: FileList | null) => {
    const chosen = files?.[0];
    if (!chosen) return;
    if (acceptedFileTypes?.length && !matchesType(chosen, acceptedFileTypes)) {
      setLocalError(`${chosen.name} is not ${acceptedTypesText ?? extensionsText(acceptedFileTypes)}.`);
      return;
    }
    if (maxSizeBytes !== undefined && chosen.size > maxSizeBytes) {
      setLocalError(`${chosen.name} is too large (${formatFileSize(chosen.size)}). The limit is ${formatFileSize(maxSizeBytes)}.`);
      return;
    }
    setLocalError(null);
    setOwnFile(chosen);
    onFileChange?.(chosen);
  };

  const remove = () => {
    setLocalError(null);
    setOwnFile(null);
    onFileChange?.(null);
  };

  const descriptionId = description ? `${id}-description` : undefined;
  return (
    <div
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={descriptionId}
      className={cx('ui-Field', 'ui-FileUpload', className)}
      data-invalid={error ? true : undefined}
    >
      <span id={`${id}-label`} className="ui-Label">
        {label}
      </span>
      <div className="ui-FileUpload-row">
        <FileTrigger acceptedFileTypes={acceptedFileTypes ? [...acceptedFileTypes] : undefined} onSelect={choose}>
          <Button variant="secondary" isDisabled={isDisabled} aria-describedby={descriptionId}>
            <UploadIcon />
            {buttonLabel}
          </Button>
        </FileTrigger>
        <ChosenFile file={file} />
        {file && (
          <Button variant="quiet" aria-label={`Remove ${file.name}`} onPress={remove} isDisabled={isDisabled}>
            <CloseIcon />
          </Button>
        )}
      </div>
      {description && (
        <span id={descriptionId} className="ui-Description">
          {description}
        </span>
      )}
      <div role="alert" className="ui-FieldError">
        {error ?? ''}
      </div>
    </div>
  );
}
