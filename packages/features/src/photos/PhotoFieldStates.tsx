import type { SiyumPhoto } from '@siyum/domain';
import { useState } from 'react';
import { fakePhotos, samplePhotoFile } from './fixtures';
import { PhotoFieldView } from './PhotoField';
import type { PhotoFieldState } from './photoFieldState';
import type { PhotoFieldController } from './usePhotoField';

const ignore = () => undefined;

/** A controller frozen in one state, so a story can draw any state without driving the field there. */
function stillController(state: PhotoFieldState, dragging = false): PhotoFieldController {
  return {
    state,
    dragging,
    take: ignore,
    chooseStored: ignore,
    confirmCrop: ignore,
    cancelCrop: ignore,
    unreadable: ignore,
    cancelUpload: ignore,
    retry: ignore,
    remove: ignore,
    dropEvents: { onDragEnter: ignore, onDragOver: ignore, onDragLeave: ignore, onDrop: ignore },
    onPaste: ignore,
    focusAfterRender: { current: null },
  };
}

const idle = (notice: PhotoFieldState['notice'] = null): PhotoFieldState => ({
  step: { name: 'idle' },
  notice,
  retry: null,
});

type Row = [label: string, value: SiyumPhoto | null, state: PhotoFieldState, dragging?: boolean];

/** Fields side by side, each frozen in one state and labelled with its name. */
function StateGrid({ rows, columns }: { rows: Row[]; columns: number }) {
  const [{ service }] = useState(() => fakePhotos());
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: `repeat(${columns}, 16.5rem)`,
        gap: '1.5rem 1rem',
        alignItems: 'start',
      }}
    >
      {rows.map(([label, value, state, dragging]) => (
        <PhotoFieldView
          key={label}
          label={label}
          value={value}
          onChange={ignore}
          photos={service}
          controller={stillController(state, dragging)}
        />
      ))}
    </div>
  );
}

/** The steps: empty, dragging, cropping, uploading, and after an upload (the AllStates story). */
export function PhotoFieldSteps({ existing }: { existing: SiyumPhoto }) {
  const [file] = useState(samplePhotoFile);
  const upload = { file, crop: existing.crop };
  return (
    <StateGrid
      columns={4}
      rows={[
        ['Empty', null, idle()],
        ['Dragging', null, idle(), true],
        [
          'Cropping',
          null,
          { step: { name: 'cropping', source: { kind: 'file', file } }, notice: null, retry: null },
        ],
        [
          'Uploading',
          existing,
          { step: { name: 'uploading', upload, fraction: 0.4 }, notice: null, retry: null },
        ],
        ['Done', existing, idle('saved')],
        ['Cancelled', existing, idle('uploadCancelled')],
        ['Removed', null, idle('removed')],
      ]}
    />
  );
}

/** Each refusal and each failed upload with its sentence (the AllProblems story). */
export function PhotoFieldProblems({ existing }: { existing: SiyumPhoto }) {
  const [file] = useState(samplePhotoFile);
  const retry = { file, crop: existing.crop };
  return (
    <StateGrid
      columns={3}
      rows={[
        ['Not an image', null, idle('notImage')],
        ['Too large', null, idle('tooLarge')],
        ['Too many pixels', null, idle('tooManyPixels')],
        ['Upload failed', existing, { ...idle('uploadFailed'), retry }],
        ['Credentials expired', existing, { ...idle('credentialsExpired'), retry }],
        ['Upload failed, no photo yet', null, { ...idle('uploadFailed'), retry }],
      ]}
    />
  );
}
