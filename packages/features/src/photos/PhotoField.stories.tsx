import { photoMessages as m, type SiyumPhoto } from '@siyum/domain';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, waitFor, within } from 'storybook/test';
import {
  bombPhotoFile,
  disguisedTextFile,
  fakePhotos,
  oversizedPhotoFile,
  samplePhotoFile,
  samplePhotoKey,
  samplePreviewUrl,
} from './fixtures';
import { PhotoField, type PhotoFieldProps } from './PhotoField';
import { PhotoFieldProblems, PhotoFieldSteps } from './PhotoFieldStates';

/** A form column as wide as the wizard's fields. */
const inColumn: Decorator = (Story, { parameters }) => (
  <div style={{ width: (parameters.width as string | undefined) ?? '26rem' }}>
    <Story />
  </div>
);

/** The field under a form's state: onChange's value comes back as `value`, as react-hook-form does. */
function ControlledPhotoField(args: PhotoFieldProps) {
  const [value, setValue] = useState(args.value);
  return (
    <PhotoField
      {...args}
      value={value}
      onChange={(next) => {
        setValue(next);
        args.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Siyum/PhotoField',
  component: PhotoField,
  args: { value: null, onChange: fn(), photos: fakePhotos().service },
  decorators: [inColumn],
  render: (args) => <ControlledPhotoField {...args} />,
} satisfies Meta<typeof PhotoField>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** A photo already on the siyum: a square from the left part of the sample scene. */
const EXISTING: SiyumPhoto = { key: samplePhotoKey(1), crop: { x: 0.1, y: 0, width: 0.6667, height: 1 } };
/** The largest centred square of the 120×80 sample. */
const CENTRED = { x: 0.1667, y: 0, width: 0.6667, height: 1 };

const fileInput = (canvasElement: HTMLElement) => {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('the field has no file input');
  return input;
};
const cropFrame = (canvas: Canvas) => canvas.findByRole('application', { name: m.cropFrame });
const cropOf = (frame: HTMLElement) => (frame.dataset.crop ?? '').split(',').map(Number);
const filesOf = (...files: File[]) => {
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  return transfer;
};

/** A drag event carrying files, as the browser sends it (testing-library's copy drops the files). */
function drag(type: 'dragenter' | 'dragleave' | 'drop', target: Element, init: DragEventInit) {
  target.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, ...init }));
}

/** Picks a file through the hidden input, as the "Choose a photo" button's picker would. */
async function pick(canvasElement: HTMLElement, file: File) {
  const input = fileInput(canvasElement);
  fireEvent.change(input, { target: { files: filesOf(file).files } });
}

/** Picks the sample, waits for the crop frame to take focus, and returns it. */
async function pickAndFrame(canvas: Canvas, canvasElement: HTMLElement) {
  await pick(canvasElement, samplePhotoFile());
  const frame = await cropFrame(canvas);
  await waitFor(() => expect(frame).toHaveFocus());
  return frame;
}

export const Empty: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const field = canvas.getByRole('group', { name: m.label });
    await expect(field).toHaveAttribute('data-step', 'idle');
    await expect(canvas.getByRole('button', { name: m.choose })).toBeVisible();
    await expect(canvas.getByRole('button', { name: m.myPhotos })).toBeVisible();
    await expect(canvas.getByText(m.dropHint)).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(fileInput(canvasElement)).toHaveAttribute('accept', 'image/*');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A file dragged over the field: the drop target shows over it. */
export const Dragging: Story = {
  play: async ({ canvas }) => {
    const field = canvas.getByRole('group', { name: m.label });
    drag('dragenter', field, { dataTransfer: filesOf(samplePhotoFile()) });
    // A drag event's update is not a discrete one: React renders it a moment later.
    await waitFor(() => expect(field).toHaveAttribute('data-dragging'));
    await expect(canvas.getByText(m.dropTarget)).toBeVisible();
    // Leaving for somewhere outside the field takes the target away; coming back shows it again.
    drag('dragleave', field, { relatedTarget: document.body });
    await waitFor(() => expect(field).not.toHaveAttribute('data-dragging'));
    drag('dragenter', field, { dataTransfer: filesOf(samplePhotoFile()) });
    await waitFor(() => expect(field).toHaveAttribute('data-dragging'));
    // Moving onto a control inside the field is still over it.
    drag('dragleave', field, { relatedTarget: canvas.getByRole('button', { name: m.choose }) });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(field).toHaveAttribute('data-dragging');
    await expect(canvas.getByText(m.dropTarget)).toBeVisible();
  },
};

/** Dropping a photo opens the crop step. */
export const DropOpensCrop: Story = {
  play: async ({ canvas }) => {
    const field = canvas.getByRole('group', { name: m.label });
    const transfer = filesOf(samplePhotoFile());
    drag('dragenter', field, { dataTransfer: transfer });
    drag('drop', field, { dataTransfer: transfer });
    await waitFor(() => expect(cropFrame(canvas)).resolves.toHaveFocus());
    await expect(field).not.toHaveAttribute('data-dragging');
    await expect(field).toHaveAttribute('data-step', 'cropping');
  },
};

/** Pasting an image while the field has focus opens the crop step. */
export const PasteOpensCrop: Story = {
  play: async ({ canvas }) => {
    const choose = canvas.getByRole('button', { name: m.choose });
    choose.focus();
    const paste = new ClipboardEvent('paste', {
      bubbles: true,
      cancelable: true,
      clipboardData: filesOf(samplePhotoFile()),
    });
    choose.dispatchEvent(paste);
    await expect(paste.defaultPrevented).toBe(true);
    await waitFor(() => expect(cropFrame(canvas)).resolves.toHaveFocus());
  },
};

/** The crop step: the keyboard moves and zooms the frame; nothing is uploaded yet. */
export const Cropping: Story = {
  args: { photos: fakePhotos().service },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const frame = await pickAndFrame(canvas, canvasElement);
    await expect(cropOf(frame)).toEqual([CENTRED.x, CENTRED.y, CENTRED.width, CENTRED.height]);
    await expect(frame).toHaveAccessibleDescription(m.cropInstructions);

    // A landscape photo's full-height square moves sideways only.
    await userEvent.keyboard('{ArrowRight}');
    const [movedX = 0] = cropOf(frame);
    await expect(movedX).toBeGreaterThan(CENTRED.x);
    await userEvent.keyboard('{ArrowDown}');
    await expect(cropOf(frame)[1]).toBe(0);
    // Shift takes a larger step.
    await userEvent.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    await expect(movedX - (cropOf(frame)[0] ?? 0)).toBeGreaterThan(movedX - CENTRED.x);

    // + zooms in: a smaller square, and the slider follows.
    const zoom = canvas.getByRole('slider', { name: m.zoom });
    await expect(zoom).toHaveValue('1');
    await userEvent.keyboard('+');
    await expect(cropOf(frame)[2]).toBeLessThan(CENTRED.width);
    await expect(Number((zoom as HTMLInputElement).value)).toBeCloseTo(1.25);
    await expect(zoom).toHaveAttribute('aria-valuetext', '125%');
    // Zoomed in, the frame can move down too.
    await userEvent.keyboard('{ArrowDown}');
    await expect(cropOf(frame)[1]).toBeGreaterThan(0);
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: m.useCrop })).toBeEnabled();
  },
};

/** A pointer drag moves the frame by as much as the pointer moved (in the photo's scale). */
export const CropByPointer: Story = {
  play: async ({ canvas, canvasElement }) => {
    const frame = await pickAndFrame(canvas, canvasElement);
    const box = frame.getBoundingClientRect();
    const stage = frame.parentElement?.getBoundingClientRect().width ?? 1;
    fireEvent.pointerDown(frame, { pointerId: 1, button: 0, clientX: box.x + 5, clientY: box.y + 5 });
    fireEvent.pointerMove(frame, { pointerId: 1, clientX: box.x + 5 - stage / 10, clientY: box.y + 5 });
    fireEvent.pointerUp(frame, { pointerId: 1 });
    // A tenth of the shown width to the left is a tenth of the photo.
    await expect(cropOf(frame)[0]).toBeCloseTo(CENTRED.x - 0.1, 2);
  },
};

const cancelCrop = fakePhotos();

/** Cancel in the crop step goes back to the empty field; Escape on the frame does the same. */
export const CropCancelled: Story = {
  args: { photos: cancelCrop.service },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await pickAndFrame(canvas, canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.getByRole('button', { name: m.choose })).toHaveFocus());
    await pickAndFrame(canvas, canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: m.cancelCrop }));
    await expect(canvas.getByRole('button', { name: m.choose })).toHaveFocus();
    await expect(cancelCrop.uploaded).toHaveLength(0);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

const uploading = fakePhotos({ uploads: ['held'] });

/** After the crop, the upload: a progress bar the service drives, and Cancel. */
export const Uploading: Story = {
  args: { photos: uploading.service },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await pickAndFrame(canvas, canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: m.useCrop }));
    const bar = await canvas.findByRole('progressbar', { name: m.uploading });
    await expect((bar as HTMLProgressElement).value).toBe(0);
    await expect(canvas.getByRole('button', { name: m.cancelUpload })).toHaveFocus();
    await expect(uploading.uploaded).toHaveLength(1);

    uploading.held[0]?.progress(0.4);
    await waitFor(() => expect((bar as HTMLProgressElement).value).toBe(40));
    await expect(canvas.getByRole('status')).toHaveTextContent('Uploading the photo… 40%');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

const cancelled = fakePhotos({ uploads: ['held'] });

/** Cancelling the upload aborts it and keeps the photo the siyum had. */
export const Cancelled: Story = {
  args: { value: EXISTING, photos: cancelled.service },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: m.replace }));
    await pickAndFrame(canvas, canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: m.useCrop }));
    const cancel = await canvas.findByRole('button', { name: m.cancelUpload });
    cancelled.held[0]?.progress(0.7);
    await userEvent.click(cancel);

    await expect(cancelled.held[0]?.signal.aborted).toBe(true);
    await expect(canvas.getByRole('status')).toHaveTextContent(m.uploadCancelled);
    await expect(canvas.getByRole('img', { name: m.preview })).toHaveAttribute(
      'src',
      samplePreviewUrl(EXISTING, 320),
    );
    await expect(canvas.getByRole('button', { name: m.replace })).toHaveFocus();
    // A cancel is a choice: no "Try again", no change.
    await expect(canvas.queryByRole('button', { name: m.retry })).toBeNull();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** One story per reason a photo is refused before anything is sent. */
const refusal = (file: () => File, sentence: string | RegExp): Story => ({
  play: async ({ canvas, canvasElement, args }) => {
    await pick(canvasElement, file());
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(sentence));
    const field = canvas.getByRole('group', { name: m.label });
    await expect(field).toHaveAttribute('data-step', 'idle');
    await expect(canvas.getByRole('button', { name: m.choose })).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
});

/** Named and typed as a JPEG, but its bytes are text. */
export const NotImage: Story = refusal(disguisedTextFile, m.notImage);
export const TooLarge: Story = refusal(
  oversizedPhotoFile,
  'That photo is larger than 15 MB. Choose a smaller one.',
);
/** A 33-byte PNG claiming 20 000 × 20 000 pixels. */
export const TooManyPixels: Story = refusal(
  bombPhotoFile,
  'That image is too large to process (over 50 megapixels). Choose a smaller one.',
);

/** A refused file while a photo is set changes nothing: the photo stays. */
export const RefusedKeepsPhoto: Story = {
  args: { value: EXISTING },
  play: async ({ canvas, canvasElement, args }) => {
    await pick(canvasElement, disguisedTextFile());
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(m.notImage));
    await expect(canvas.getByRole('img', { name: m.preview })).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** An upload that fails (and logs why) ends with the sentence, the old photo and a retry. */
const failure = (outcome: 'fail' | 'expired', sentence: string): Story => {
  const photos = fakePhotos({ uploads: [outcome] });
  return {
    args: { value: EXISTING, photos: photos.service },
    play: async ({ canvas, canvasElement, userEvent, args }) => {
      await userEvent.click(canvas.getByRole('button', { name: m.replace }));
      await pickAndFrame(canvas, canvasElement);
      await userEvent.click(canvas.getByRole('button', { name: m.useCrop }));
      await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(sentence));
      await waitFor(() => expect(canvas.getByRole('button', { name: m.retry })).toHaveFocus());
      await expect(canvas.getByRole('img', { name: m.preview })).toHaveAttribute(
        'src',
        samplePreviewUrl(EXISTING, 320),
      );
      await expect(args.onChange).not.toHaveBeenCalled();
    },
  };
};

export const UploadFailed: Story = failure('fail', m.uploadFailed);
/** The service refreshed the credentials once and was refused: sign in again. */
export const CredentialsExpired: Story = failure('expired', m.credentialsExpired);

const retried = fakePhotos({ uploads: ['fail', 'instant'] });

/** "Try again" uploads the same file with the same crop. */
export const RetryAfterFailure: Story = {
  args: { photos: retried.service },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await pickAndFrame(canvas, canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: m.useCrop }));
    await userEvent.click(await canvas.findByRole('button', { name: m.retry }));
    await waitFor(() => expect(args.onChange).toHaveBeenCalledTimes(1));
    await expect(retried.uploaded).toHaveLength(2);
    await expect(retried.uploaded[1]).toBe(retried.uploaded[0]);
    await expect(args.onChange).toHaveBeenCalledWith({ key: samplePhotoKey(101), crop: CENTRED });
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
  },
};

const done = fakePhotos();

/** Cropped and uploaded: the field reports the key and crop, and shows the service's preview. */
export const Done: Story = {
  args: { photos: done.service },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await pickAndFrame(canvas, canvasElement);
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.click(canvas.getByRole('button', { name: m.useCrop }));
    await waitFor(() => expect(args.onChange).toHaveBeenCalledTimes(1));
    const [photo] = (args.onChange as ReturnType<typeof fn>).mock.calls[0] as [SiyumPhoto];
    await expect(photo.key).toBe(samplePhotoKey(100));
    await expect(photo.crop.x).toBeGreaterThan(CENTRED.x);
    await expect(photo.crop.width).toBe(CENTRED.width);

    const preview = await canvas.findByRole('img', { name: m.preview });
    await expect(preview).toHaveAttribute('src', samplePreviewUrl(photo, 320));
    await expect(canvas.getByRole('status')).toHaveTextContent(m.saved);
    await expect(canvas.getByRole('button', { name: m.replace })).toHaveFocus();
    await expect(canvas.getByRole('button', { name: m.remove })).toBeVisible();
  },
};

/** Remove clears the photo; focus goes to the empty field's "Choose a photo". */
export const Removed: Story = {
  args: { value: EXISTING },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: m.remove }));
    await expect(args.onChange).toHaveBeenCalledWith(null);
    await expect(canvas.queryByRole('img', { name: m.preview })).toBeNull();
    await expect(canvas.getByRole('button', { name: m.choose })).toHaveFocus();
    await expect(canvas.getByRole('status')).toHaveTextContent(m.removed);
  },
};

const page = () => within(document.body);
const library = fakePhotos({ stored: 5, pageSize: 3 });

/** "My photos": earlier uploads, a page at a time. */
export const MyPhotos: Story = {
  args: { photos: library.service },
  parameters: { visual: 'page' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: m.myPhotos }));
    const dialog = await page().findByRole('dialog', { name: m.libraryTitle });
    const photos = within(dialog);
    await waitFor(() => expect(photos.getAllByRole('button', { name: /^Photo uploaded/ })).toHaveLength(3));
    await expect(photos.getByRole('button', { name: 'Photo uploaded Mar 20, 2025' })).toBeVisible();

    await userEvent.click(photos.getByRole('button', { name: m.showMore }));
    await waitFor(() => expect(photos.getAllByRole('button', { name: /^Photo uploaded/ })).toHaveLength(5));
    await expect(library.listed).toEqual([undefined, '3']);
    // Focus lands on the first photo of the new page; the last page has no "Show more".
    await expect(photos.getByRole('button', { name: 'Photo uploaded Mar 11, 2025' })).toHaveFocus();
    await expect(photos.queryByRole('button', { name: m.showMore })).toBeNull();
  },
};

const chosen = fakePhotos({ stored: 2 });

/** Choosing an earlier upload crops it and uses it as is: nothing is uploaded again. */
export const MyPhotosChosen: Story = {
  args: { photos: chosen.service },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: m.myPhotos }));
    const dialog = await page().findByRole('dialog', { name: m.libraryTitle });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Photo uploaded Mar 17, 2025' }));
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    const frame = await cropFrame(canvas);
    await waitFor(() => expect(frame).toHaveFocus());
    await userEvent.keyboard('{ArrowLeft}');
    await userEvent.click(canvas.getByRole('button', { name: m.useCrop }));
    await expect(args.onChange).toHaveBeenCalledWith({
      key: samplePhotoKey(2),
      crop: expect.objectContaining({ y: 0, width: CENTRED.width, height: 1 }),
    });
    await expect(chosen.uploaded).toHaveLength(0);
    await expect(canvas.getByRole('button', { name: m.replace })).toHaveFocus();
  },
};

const listFailed = fakePhotos({ listFails: true });

/** The list call failed: the sentence, and "Try again" asks again. */
export const ListFailed: Story = {
  args: { photos: listFailed.service },
  parameters: { visual: 'page' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: m.myPhotos }));
    const dialog = within(await page().findByRole('dialog', { name: m.libraryTitle }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(m.listFailed);
    await userEvent.click(dialog.getByRole('button', { name: m.retry }));
    await waitFor(() => expect(listFailed.listed).toHaveLength(2));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(m.listFailed);
  },
};

/** Every step on one canvas, for visual regression. */
export const AllStates: Story = {
  parameters: { width: 'auto' },
  render: () => <PhotoFieldSteps existing={EXISTING} />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('group')).toHaveLength(7);
    await expect(await canvas.findByRole('application', { name: m.cropFrame })).toBeVisible();
    const bar = canvas.getByRole('progressbar', { name: m.uploading }) as HTMLProgressElement;
    await expect(bar.value).toBe(40);
    await expect(canvas.getAllByRole('img', { name: m.preview })).toHaveLength(2);
    await expect(canvas.getByText(m.dropTarget)).toBeVisible();
    await expect(canvas.getByText(m.saved)).toBeVisible();
    await expect(canvas.getByText(m.uploadCancelled)).toBeVisible();
  },
};

/** Every refusal and failed upload on one canvas, for visual regression. */
export const AllProblems: Story = {
  parameters: { width: 'auto' },
  render: () => <PhotoFieldProblems existing={EXISTING} />,
  play: async ({ canvas }) => {
    const alerts = canvas.getAllByRole('alert').map((alert) => alert.textContent);
    await expect(alerts).toEqual([
      m.notImage,
      'That photo is larger than 15 MB. Choose a smaller one.',
      'That image is too large to process (over 50 megapixels). Choose a smaller one.',
      m.uploadFailed,
      m.credentialsExpired,
      m.uploadFailed,
    ]);
    await expect(canvas.getAllByRole('button', { name: m.retry })).toHaveLength(3);
  },
};
