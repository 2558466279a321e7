import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-final-form';
import { renderWithTheme } from '../renderWithTheme';
import { ImageField, type ImageFieldProps } from './ImageField';

const MB = 1024 * 1024;
const imageFile = (name: string, type: string, bytes = 1024) => new File([new Uint8Array(bytes)], name, { type });

// A user may switch the picker to "All files", so a file the accept list excludes can still arrive.
const user = () => userEvent.setup({ applyAccept: false });

function renderImageForm(props: Partial<ImageFieldProps> = {}, onSubmit = jest.fn()) {
  renderWithTheme(
    <Form onSubmit={onSubmit}>
      {({ handleSubmit }) => (
        <form onSubmit={handleSubmit}>
          <ImageField name="image" label="Item Image" {...props} />
          <button type="submit">Save</button>
        </form>
      )}
    </Form>,
  );
  return { onSubmit };
}

beforeEach(() => {
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});

describe('ImageField', () => {
  it('previews the chosen image and submits the file', async () => {
    const { onSubmit } = renderImageForm();
    const photo = imageFile('jollof.png', 'image/png');

    await user().upload(screen.getByLabelText('Item Image'), photo);

    expect(screen.getByRole('img', { name: 'Preview of the selected image' })).toHaveAttribute('src', 'blob:preview');
    await user().click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit.mock.calls[0][0]).toEqual({ image: photo });
  });

  it('rejects a file of the wrong type with the spec message at once', async () => {
    const { onSubmit } = renderImageForm();

    await user().upload(screen.getByLabelText('Item Image'), imageFile('menu.svg', 'image/svg+xml'));

    expect(screen.getByLabelText('Item Image')).toHaveAccessibleDescription(
      'Only JPEG, PNG, GIF, and WebP images are allowed',
    );
    expect(screen.queryByRole('img', { name: 'Preview of the selected image' })).not.toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('rejects a file over the size limit with the size message', async () => {
    renderImageForm({ maxBytes: 5 * MB });
    await user().upload(screen.getByLabelText('Item Image'), imageFile('big.jpg', 'image/jpeg', 5 * MB + 1));
    expect(screen.getByText('Image size must be less than 5MB')).toBeInTheDocument();
  });

  it('uses the messages and accept list it is given', async () => {
    renderImageForm({ accept: 'image/*', messages: { wrongType: 'Please select a valid image file' } });
    await user().upload(screen.getByLabelText('Item Image'), imageFile('notes.pdf', 'application/pdf'));
    expect(screen.getByText('Please select a valid image file')).toBeInTheDocument();
  });

  it('lets the user remove the chosen image', async () => {
    const { onSubmit } = renderImageForm();
    await user().upload(screen.getByLabelText('Item Image'), imageFile('jollof.png', 'image/png'));

    await user().click(screen.getByRole('button', { name: 'Remove image' }));

    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit.mock.calls[0][0]).toEqual({ image: null });
  });

  it('shows the saved image until another is chosen', async () => {
    renderImageForm({ currentUrl: '/storage/inventory/yams.png' });
    expect(screen.getByRole('img', { name: 'Current image' })).toHaveAttribute('src', '/storage/inventory/yams.png');

    await user().upload(screen.getByLabelText('Item Image'), imageFile('new.webp', 'image/webp'));

    expect(screen.queryByRole('img', { name: 'Current image' })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Preview of the selected image' })).toBeInTheDocument();
  });

  it('says so when a required image is missing', async () => {
    renderImageForm({ required: true });
    await user().click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('No file selected')).toBeInTheDocument();
  });

  it('says so when no preview can be made', async () => {
    URL.createObjectURL = jest.fn(() => {
      throw new Error('unsupported');
    });
    renderImageForm();
    await user().upload(screen.getByLabelText('Item Image'), imageFile('jollof.png', 'image/png'));
    expect(screen.getByText('Failed to create image preview')).toBeInTheDocument();
  });
});
